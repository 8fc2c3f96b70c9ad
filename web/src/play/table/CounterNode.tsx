import { memo } from 'react';
import { Group, Rect, Shape, Text } from 'react-konva';
import type { Context } from 'konva/lib/Context';
import type { Shape as KonvaShape } from 'konva/lib/Shape';
import { pieceNodeAttrs, type PieceNodeProps } from '../../canvas/PieceNode.tsx';
import { readableOn } from '../../canvas/FaceNode.tsx';
import { stepButtonCentre, stepButtonRadius } from './counter-buttons.ts';

/** A counter on the table: its number, and − and + buttons big enough for a finger at any zoom. */
export const CounterNode = memo(function CounterNode(props: PieceNodeProps) {
  const { id, look, outline, onStep } = props;
  const { width, height } = look;
  const drawn = height * 0.4;
  return (
    <Group {...pieceNodeAttrs(props)}>
      <Rect
        width={width}
        height={height}
        fill={look.side.background}
        cornerRadius={height / 4}
        stroke="#334155"
        strokeWidth={1.5}
        perfectDrawEnabled={false}
      />
      <Text
        text={String(look.value ?? 0)}
        width={width}
        height={height}
        align="center"
        verticalAlign="middle"
        fontSize={height * 0.45}
        fontStyle="bold"
        fill={readableOn(look.side.background)}
        listening={false}
      />
      <StepButton label="−" name="Count down" side={-1} box={look} drawn={drawn} onPress={onStep ? () => onStep(id, -1) : undefined} />
      <StepButton label="+" name="Count up" side={1} box={look} drawn={drawn} onPress={onStep ? () => onStep(id, 1) : undefined} />
      {outline ? (
        <Rect x={-3} y={-3} width={width + 6} height={height + 6} stroke={outline} strokeWidth={3} cornerRadius={8} listening={false} />
      ) : null}
    </Group>
  );
});

/** The radius a button has now: from the scale it is drawn at, so a zoomed-out table keeps it finger-sized. */
function radiusOf(shape: KonvaShape, drawn: number): number {
  return stepButtonRadius(drawn, Math.abs(shape.getAbsoluteScale().x));
}

function StepButton({
  label,
  name,
  side,
  box,
  drawn,
  onPress,
}: {
  label: string;
  name: string;
  side: -1 | 1;
  box: { width: number; height: number };
  drawn: number;
  onPress?: () => void;
}) {
  return (
    <Shape
      name="step-button"
      label={name}
      // Only the hit region uses it (the button draws itself): hit-testing needs a fill.
      fill="#ffffff"
      sceneFunc={(context: Context, shape: KonvaShape) => {
        const radius = radiusOf(shape, drawn);
        const centre = stepButtonCentre(side, box.width, box.height, radius);
        context.beginPath();
        context.arc(centre.x, centre.y, radius, 0, Math.PI * 2);
        context.closePath();
        context.setAttr('fillStyle', 'rgba(255,255,255,0.92)');
        context.fill();
        context.setAttr('strokeStyle', '#334155');
        context.setAttr('lineWidth', Math.max(1, radius / 12));
        context.stroke();
        context.setAttr('fillStyle', '#0f172a');
        context.setAttr('font', `bold ${radius * 1.3}px sans-serif`);
        context.setAttr('textAlign', 'center');
        context.setAttr('textBaseline', 'middle');
        context.fillText(label, centre.x, centre.y + radius * 0.06);
      }}
      hitFunc={(context: Context, shape: KonvaShape) => {
        const radius = radiusOf(shape, drawn);
        const centre = stepButtonCentre(side, box.width, box.height, radius);
        context.beginPath();
        context.arc(centre.x, centre.y, radius, 0, Math.PI * 2);
        context.closePath();
        context.fillShape(shape);
      }}
      onPointerDown={(event) => {
        // The button steps the counter; it must not start dragging the piece.
        event.cancelBubble = true;
        onPress?.();
      }}
    />
  );
}

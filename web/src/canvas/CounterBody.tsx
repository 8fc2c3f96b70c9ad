import { Rect, Shape, Text } from 'react-konva';
import type { Context } from 'konva/lib/Context';
import type { Shape as KonvaShape } from 'konva/lib/Shape';
import { readableOn } from './FaceNode.tsx';
import type { PieceLook } from './piece-look.ts';
import { minTargetPx, stepButtonCentre, stepButtonRadius } from './counter-buttons.ts';

/**
 * A counter, wherever one is drawn (the play table, the editor's canvas, a moving piece someone holds):
 * its number, and − and + buttons big enough for a finger at any zoom. Drawn inside its piece's group,
 * in the counter's own box; `onStep` makes the buttons step it, and without it they only show.
 */
export function CounterBody({
  id,
  look,
  onStep,
  steps = true,
}: {
  id: string;
  look: PieceLook;
  onStep?: (id: string, delta: 1 | -1) => void;
  /** Without the buttons (the play table's crowded phone view, until the counter is selected). */
  steps?: boolean;
}) {
  const { width, height } = look;
  const drawn = height * 0.4;
  return (
    <>
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
      {steps ? (
        <>
          <StepButton label="−" name="Count down" side={-1} box={look} drawn={drawn} onPress={onStep ? () => onStep(id, -1) : undefined} />
          <StepButton label="+" name="Count up" side={1} box={look} drawn={drawn} onPress={onStep ? () => onStep(id, 1) : undefined} />
        </>
      ) : null}
    </>
  );
}

/** The radius a button has now: from the scale it is drawn at, so a zoomed-out table keeps it finger-sized. */
function radiusOf(shape: KonvaShape, drawn: number): number {
  return stepButtonRadius(drawn, Math.abs(shape.getAbsoluteScale().x), minTargetPx());
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
  // The button's circle, traced for drawing and for hit-testing alike.
  const traceCircle = (context: Context, shape: KonvaShape) => {
    const radius = radiusOf(shape, drawn);
    const centre = stepButtonCentre(side, box.width, box.height, radius);
    context.beginPath();
    context.arc(centre.x, centre.y, radius, 0, Math.PI * 2);
    context.closePath();
    return { centre, radius };
  };
  return (
    <Shape
      name="step-button"
      label={name}
      // Only the hit region uses it (the button draws itself): hit-testing needs a fill.
      fill="#ffffff"
      sceneFunc={(context: Context, shape: KonvaShape) => {
        const { centre, radius } = traceCircle(context, shape);
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
        traceCircle(context, shape);
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

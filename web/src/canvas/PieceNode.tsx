import { memo } from 'react';
import { Circle, Group, Rect, Shape, Text } from 'react-konva';
import Konva from 'konva';
import type { Context } from 'konva/lib/Context';
import type { KonvaEventObject } from 'konva/lib/Node';
import type { PieceLook } from './piece-look.ts';
import { CounterBody } from './CounterBody.tsx';
import { FaceNode, drawFace, hitBox, readableOn } from './FaceNode.tsx';
import { useCanvasImage } from './images.ts';

export interface PieceNodeProps {
  id: string;
  look: PieceLook;
  /** What the piece is, in words ("Card 7", "Die: 4"): kept on the node for assistive tools and tests. */
  label?: string;
  /** Centre of the piece in its layer's coordinates. */
  x: number;
  y: number;
  opacity?: number;
  /** An outline in a seat's colour: selected by this viewer, or held by someone. */
  outline?: string | null;
  listening?: boolean;
  onPointerDown?: (id: string, event: KonvaEventObject<PointerEvent>) => void;
  onContextMenu?: (id: string, event: KonvaEventObject<PointerEvent>) => void;
  onDoubleClick?: (id: string) => void;
  /** Counter buttons: +1 or −1. */
  onStep?: (id: string, delta: 1 | -1) => void;
  /**
   * The smallest box the piece is pressed by, in table units: a piece drawn smaller than a finger on a
   * touch screen is pressed round its middle too (0: its own box).
   */
  reach?: number;
  /** A counter's − and + are drawn (the default); false where they would cover other pieces (a phone's crowded table). */
  steps?: boolean;
}

/**
 * A piece on the canvas: a tile (face or back), a die, a counter or a container with its top piece and
 * count. Presentational: it draws a look at a place and reports pointer events with the piece's id.
 * The Konva node id is `piece-{id}` so a page can find a piece's box on screen.
 */
export const PieceNode = memo(function PieceNode(props: PieceNodeProps) {
  // Most pieces are plain tiles (cards, tokens): one shape each instead of a group of shapes.
  return props.look.kind === 'tile' && props.look.side.images.length === 0 ? <TileShape {...props} /> : <PieceGroup {...props} />;
});

/**
 * A tile as a single Konva shape that draws its face and outline: half the nodes of a group, which is
 * most of the cost of building a table of a thousand cards.
 */
function TileShape(props: PieceNodeProps) {
  const { look, outline } = props;
  const { width, height } = look;
  const image = useCanvasImage(look.side.imageUrl);
  return (
    <Shape
      {...pieceNodeAttrs(props)}
      width={width}
      height={height}
      fill={look.side.background}
      stroke="rgba(15,23,42,0.35)"
      strokeWidth={1}
      perfectDrawEnabled={false}
      sceneFunc={(context, shape) => {
        drawFace(context, shape, look.side, width, height, 6, image);
        if (outline) drawOutline(context, width, height, outline);
      }}
      hitFunc={hitBox(width, height, props.reach)}
    />
  );
}

/** What every piece's node carries (the play table's own die node too): its id and label for pages and tests, its place, and its pointer events. */
export function pieceNodeAttrs({
  id,
  look,
  label,
  x,
  y,
  opacity = 1,
  listening = true,
  onPointerDown,
  onContextMenu,
  onDoubleClick,
}: PieceNodeProps) {
  return {
    id: `piece-${id}`,
    name: 'piece',
    label: label ?? look.name,
    x,
    y,
    offsetX: look.width / 2,
    offsetY: look.height / 2,
    rotation: look.rotation,
    opacity,
    listening,
    onPointerDown: onPointerDown ? (event: KonvaEventObject<PointerEvent>) => onPointerDown(id, event) : undefined,
    onContextMenu: onContextMenu ? (event: KonvaEventObject<PointerEvent>) => onContextMenu(id, event) : undefined,
    onDblClick: onDoubleClick ? () => onDoubleClick(id) : undefined,
    onDblTap: onDoubleClick ? () => onDoubleClick(id) : undefined,
  };
}

/** The selection (or holder's) outline around a piece, as the group's outline rectangle draws it. */
function drawOutline(context: Context, width: number, height: number, colour: string) {
  context.beginPath();
  context.translate(-3, -3);
  Konva.Util.drawRoundedRectPath(context, width + 6, height + 6, 8);
  context.translate(3, 3);
  context.closePath();
  context.setAttr('strokeStyle', colour);
  context.setAttr('lineWidth', 3);
  context.stroke();
}

/** Dice, counters, containers and tiles with field images: a group of shapes. */
function PieceGroup(props: PieceNodeProps) {
  const { id, look, outline, onStep, steps = true } = props;
  const { width, height } = look;
  return (
    <Group {...pieceNodeAttrs(props)}>
      <Reach width={width} height={height} reach={props.reach} />
      <PieceBody look={look} id={id} onStep={onStep} steps={steps} />
      {outline ? (
        <Rect x={-3} y={-3} width={width + 6} height={height + 6} stroke={outline} strokeWidth={3} cornerRadius={8} listening={false} />
      ) : null}
    </Group>
  );
}

/** An invisible box a finger may press a small piece by, round its middle (none when the piece is large enough). */
export function Reach({ width, height, reach = 0 }: { width: number; height: number; reach?: number }) {
  if (reach <= width && reach <= height) return null;
  const w = Math.max(width, reach);
  const h = Math.max(height, reach);
  // Hit-testing needs a fill; a clear one draws nothing.
  return (
    <Rect name="reach" x={(width - w) / 2} y={(height - h) / 2} width={w} height={h} fill="rgba(0,0,0,0)" perfectDrawEnabled={false} />
  );
}

function PieceBody({ look, id, onStep, steps }: { look: PieceLook; id: string; onStep?: PieceNodeProps['onStep']; steps: boolean }) {
  const { width, height } = look;
  switch (look.kind) {
    case 'tile':
      return <FaceNode face={look.side} width={width} height={height} />;
    case 'die':
      return (
        <>
          <Rect
            width={width}
            height={height}
            fill={look.side.background}
            cornerRadius={Math.min(width, height) / 6}
            stroke="#0f172a"
            strokeWidth={1.5}
            perfectDrawEnabled={false}
          />
          <Text
            text={String(look.value ?? '')}
            width={width}
            height={height}
            align="center"
            verticalAlign="middle"
            fontSize={Math.min(width, height) * 0.5}
            fontStyle="bold"
            fill={readableOn(look.side.background)}
            listening={false}
          />
        </>
      );
    case 'counter':
      return <CounterBody id={id} look={look} onStep={onStep} steps={steps} />;
    case 'container':
      return (
        <>
          <Rect
            width={width}
            height={height}
            fill="rgba(255,255,255,0.55)"
            cornerRadius={8}
            stroke="#475569"
            strokeWidth={1.5}
            dash={[6, 4]}
            perfectDrawEnabled={false}
          />
          {look.top ? (
            <Group x={(width - look.top.width) / 2} y={(height - look.top.height) / 2} listening={false}>
              {look.count && look.count > 1 ? (
                <Rect x={3} y={3} width={look.top.width} height={look.top.height} fill="rgba(15,23,42,0.25)" cornerRadius={6} />
              ) : null}
              <FaceNode face={look.top.side} width={look.top.width} height={look.top.height} />
            </Group>
          ) : (
            <Text
              text={look.name}
              width={width}
              height={height}
              align="center"
              verticalAlign="middle"
              fontSize={13}
              fill="#475569"
              listening={false}
            />
          )}
          <CountBadge count={look.count ?? 0} x={width} y={0} />
        </>
      );
  }
}

/** A count in a round badge at a piece's corner. */
export function CountBadge({ count, x, y }: { count: number; x: number; y: number }) {
  const text = String(count);
  const radius = 9 + text.length * 2;
  return (
    <Group x={x} y={y} listening={false}>
      <Circle radius={radius} fill="#1e40af" stroke="#fff" strokeWidth={2} />
      <Text
        text={text}
        x={-radius}
        y={-radius}
        width={radius * 2}
        height={radius * 2}
        align="center"
        verticalAlign="middle"
        fontSize={12}
        fontStyle="bold"
        fill="#fff"
      />
    </Group>
  );
}

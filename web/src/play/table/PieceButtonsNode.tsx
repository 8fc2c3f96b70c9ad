import { memo, useMemo, useRef } from 'react';
import { Group, Rect, Text } from 'react-konva';
import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { badgeFontSize, badgeRoomBelow, buttonFont, buttonHeight, type Box } from '../../canvas/piece-extras.ts';
import { textWidth } from '../../canvas/text-layout.ts';
import { useStageScale } from '../../canvas/use-stage-scale.ts';
import { MIN_TOUCH_PX, minTargetPx, stepButtonRadius } from '../../canvas/counter-buttons.ts';
import { placeButtons, withSteps, type Obstacle } from './button-place.ts';

const FONT_FAMILY = 'system-ui, sans-serif';

interface Props {
  pieceId: string;
  buttons: ReadonlyArray<{ id: string; label: string }>;
  /** The upright box the piece covers on the table. */
  piece: Box;
  /** Whether the piece carries a label badge: the buttons go under it when it sits under the piece. */
  labelled?: boolean;
  /** Hidden while the piece is carried. */
  opacity?: number;
  onPress: (pieceId: string, buttonId: string) => void;
  /** The other pieces on the table, which the buttons must not cover (a counter's with its step buttons). */
  obstacles?: readonly TableObstacle[];
  /** The table the buttons stay on. */
  table?: Box;
  /** The buttons' smallest height on screen, in pixels (a finger's on a touch screen). */
  minPx?: number;
}

/** A piece the buttons must not cover; a counter's − and + stick out of its ends by a finger's width. */
export interface TableObstacle extends Obstacle {
  counter?: boolean;
}

const UNBOUNDED: Box = { x: -Infinity, y: -Infinity, width: Infinity, height: Infinity };

/**
 * The buttons a game's author gave a piece ("Draw for everyone"), one under another beside the piece
 * (under it where nothing lies there): finger-sized at any zoom, upright whatever the piece's rotation,
 * and never over another piece; where no side is free they are left to the piece's action strip and
 * menu. A click or tap presses one; pressing never picks the piece up or pans the table. Each node is
 * named `piece-button`, with id `piece-button-{pieceId}-{buttonId}` and the button's words as `label`.
 */
export const PieceButtonsNode = memo(function PieceButtonsNode({
  pieceId,
  buttons,
  piece,
  labelled = false,
  opacity = 1,
  onPress,
  obstacles = [],
  table = UNBOUNDED,
  minPx = MIN_TOUCH_PX * 0.8,
}: Props) {
  const group = useRef<Konva.Group>(null);
  const scale = useStageScale(group);
  const height = buttonHeight(scale, minPx);
  const fontSize = buttonFont(height);
  const font = `600 ${fontSize}px ${FONT_FAMILY}`;
  const below = labelled ? badgeRoomBelow(piece, badgeFontSize(scale)) : 0;
  const boxes = useMemo(() => {
    const inTheWay = obstacles.map((obstacle) =>
      obstacle.counter
        ? { id: obstacle.id, box: withSteps(obstacle.box, stepButtonRadius(obstacle.box.height * 0.4, scale, minTargetPx())) }
        : obstacle,
    );
    const widths = buttons.map((button) => textWidth(font, button.label) + height);
    return placeButtons(pieceId, piece, widths, height, height * 0.2, inTheWay, table, below);
  }, [obstacles, scale, buttons, font, height, pieceId, piece, table, below]);
  // The group stays (it finds the stage's scale), empty when the buttons have nowhere to go.
  return (
    <Group ref={group} name="piece-buttons" opacity={opacity} listening={opacity > 0}>
      {buttons.map((button, index) => {
        const box = boxes?.[index];
        if (!box) return null;
        return (
          <Group
            key={button.id}
            id={`piece-button-${pieceId}-${button.id}`}
            name="piece-button"
            label={button.label}
            x={box.x}
            y={box.y}
            onPointerDown={(event: KonvaEventObject<PointerEvent>) => {
              // The button is pressed on release; going down on it must not pick up the piece or pan.
              event.cancelBubble = true;
            }}
            onPointerClick={(event: KonvaEventObject<PointerEvent>) => {
              event.cancelBubble = true;
              onPress(pieceId, button.id);
            }}
            onContextMenu={(event: KonvaEventObject<PointerEvent>) => {
              event.evt.preventDefault();
              event.cancelBubble = true;
            }}
            onMouseEnter={(event: KonvaEventObject<MouseEvent>) => setCursor(event, 'pointer')}
            onMouseLeave={(event: KonvaEventObject<MouseEvent>) => setCursor(event, '')}
          >
            <Rect
              width={box.width}
              height={box.height}
              fill="#1d4ed8"
              stroke="#ffffff"
              strokeWidth={Math.max(1, height / 16)}
              cornerRadius={height / 3}
              shadowColor="rgba(15,23,42,0.4)"
              shadowBlur={height / 6}
              shadowOffsetY={height / 16}
              perfectDrawEnabled={false}
            />
            <Text
              text={button.label}
              width={box.width}
              height={box.height}
              align="center"
              verticalAlign="middle"
              fontSize={fontSize}
              fontStyle="600"
              fontFamily={FONT_FAMILY}
              fill="#ffffff"
              wrap="none"
              listening={false}
            />
          </Group>
        );
      })}
    </Group>
  );
});

function setCursor(event: KonvaEventObject<MouseEvent>, cursor: string): void {
  const container = event.target.getStage()?.container();
  if (container) container.style.cursor = cursor;
}

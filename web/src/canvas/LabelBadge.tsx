import { memo, useRef } from 'react';
import { Group, Rect, Text } from 'react-konva';
import type Konva from 'konva';
import { badgeBox, badgeFontSize, badgeTextRoom, fitText, type Box } from './piece-extras.ts';
import { textWidth } from './text-layout.ts';
import { useStageScale } from './use-stage-scale.ts';

const FONT_FAMILY = 'system-ui, sans-serif';

interface Props {
  /** The piece's id, for the node's id (`label-{id}`). */
  pieceId: string;
  text: string;
  /** The upright box the piece covers on the table. */
  piece: Box;
  opacity?: number;
}

/**
 * The short text a game's scripts put on a piece ("3 points", "Mine!"): light text on a dark badge at the
 * piece's bottom edge (under it when the piece is small), upright and readable at any zoom. It lets
 * presses through to the piece. The node is named `piece-label` and carries its text as `label`.
 */
export const LabelBadge = memo(function LabelBadge({ pieceId, text, piece, opacity = 1 }: Props) {
  const group = useRef<Konva.Group>(null);
  const scale = useStageScale(group);
  const fontSize = badgeFontSize(scale);
  const font = `600 ${fontSize}px ${FONT_FAMILY}`;
  // As wide as the piece at most (wider under a small one), with "…" when the text is longer.
  const shown = fitText(text, badgeTextRoom(piece, fontSize), (candidate) => textWidth(font, candidate));
  const box = badgeBox(piece, textWidth(font, shown), fontSize);
  return (
    <Group ref={group} id={`label-${pieceId}`} name="piece-label" label={text} x={box.x} y={box.y} opacity={opacity} listening={false}>
      <Rect
        width={box.width}
        height={box.height}
        fill="rgba(15,23,42,0.88)"
        stroke="#ffffff"
        strokeWidth={Math.max(1, fontSize / 12)}
        cornerRadius={box.height / 2}
        perfectDrawEnabled={false}
      />
      <Text
        text={shown}
        width={box.width}
        height={box.height}
        align="center"
        verticalAlign="middle"
        fontSize={fontSize}
        fontStyle="600"
        fontFamily={FONT_FAMILY}
        fill="#ffffff"
        wrap="none"
      />
    </Group>
  );
});

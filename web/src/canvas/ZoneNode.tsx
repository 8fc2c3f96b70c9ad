import { memo } from 'react';
import { Circle, Group, Line, Rect, Text } from 'react-konva';
import type { Point, Rect as Box } from './geometry.ts';

export type ZoneLayout =
  | { type: 'free' }
  | { type: 'grid'; rows: number; cols: number }
  | { type: 'stack' }
  | { type: 'spread'; direction: 'horizontal' | 'vertical'; spacing: number };

/**
 * A dropzone's outline: its name, grid lines, anchors, and a highlight while a piece is held over it.
 * `ghost` marks where a held piece would land (snapped), relative to the zone.
 */
export const ZoneNode = memo(function ZoneNode({
  rect,
  name,
  layout,
  anchors,
  highlight,
  ghost,
}: {
  rect: Box;
  name: string;
  layout: ZoneLayout;
  anchors: Point[];
  highlight?: string | null;
  ghost?: { x: number; y: number; width: number; height: number } | null;
}) {
  return (
    <Group x={rect.x} y={rect.y} listening={false}>
      <Rect
        width={rect.width}
        height={rect.height}
        stroke={highlight ?? 'rgba(15,23,42,0.35)'}
        strokeWidth={highlight ? 3 : 1.5}
        dash={highlight ? undefined : [8, 6]}
        fill={highlight ? 'rgba(37,99,235,0.12)' : 'rgba(255,255,255,0.12)'}
        cornerRadius={8}
      />
      {layout.type === 'grid' ? <GridLines width={rect.width} height={rect.height} rows={layout.rows} cols={layout.cols} /> : null}
      {anchors.map((anchor, index) => (
        <Circle key={index} x={anchor.x} y={anchor.y} radius={4} fill="rgba(15,23,42,0.3)" />
      ))}
      <Text text={name} x={6} y={6} fontSize={12} fill="rgba(15,23,42,0.6)" />
      {ghost ? (
        <Rect
          x={ghost.x - ghost.width / 2}
          y={ghost.y - ghost.height / 2}
          width={ghost.width}
          height={ghost.height}
          stroke="#2563eb"
          dash={[4, 4]}
          strokeWidth={2}
          cornerRadius={6}
        />
      ) : null}
    </Group>
  );
});

function GridLines({ width, height, rows, cols }: { width: number; height: number; rows: number; cols: number }) {
  const lines: number[][] = [];
  for (let c = 1; c < cols; c++) lines.push([(c * width) / cols, 0, (c * width) / cols, height]);
  for (let r = 1; r < rows; r++) lines.push([0, (r * height) / rows, width, (r * height) / rows]);
  return (
    <>
      {lines.map((points, index) => (
        <Line key={index} points={points} stroke="rgba(15,23,42,0.15)" strokeWidth={1} />
      ))}
    </>
  );
}

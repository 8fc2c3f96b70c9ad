import { memo } from 'react';
import { Group, Image as KonvaImage, Rect, Text } from 'react-konva';
import type { Rect as Box } from './geometry.ts';
import { useCanvasImage } from './images.ts';

/** A play area: its background colour or image, and its name above it. Not interactive. */
export const SurfaceNode = memo(function SurfaceNode({
  rect,
  color,
  imageUrl,
  name,
}: {
  rect: Box;
  color: string;
  imageUrl?: string | null;
  name: string;
}) {
  const image = useCanvasImage(imageUrl);
  return (
    <Group x={rect.x} y={rect.y} listening={false}>
      {/* A border rather than a blurred shadow: a shadow on a table-sized rectangle is slow to redraw. */}
      <Rect
        width={rect.width}
        height={rect.height}
        fill={color}
        cornerRadius={12}
        stroke="rgba(15,23,42,0.3)"
        strokeWidth={2}
        perfectDrawEnabled={false}
      />
      {image ? <KonvaImage image={image} width={rect.width} height={rect.height} cornerRadius={12} /> : null}
      <Text text={name} y={-24} fontSize={16} fill="#475569" />
    </Group>
  );
});

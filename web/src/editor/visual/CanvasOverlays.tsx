import { useMemo, useRef } from 'react';
import { Group, Line, Rect } from 'react-konva';
import type Konva from 'konva';
import { useStageScale } from '../../canvas/use-stage-scale.ts';
import type { Box } from './geometry.ts';
import type { Guide } from './snapping.ts';

// What the surface editor draws over the surface at a constant width on screen: the snapping grid, the
// guides of a held selection and the rubber band. Each reads the stage's zoom itself (useStageScale), so
// panning and zooming the shared table stage redraws these lines only, never the canvas around them.

/** Grid lines, drawn only where they are far enough apart on screen to help. */
export function GridLines({ width, height, grid }: { width: number; height: number; grid: number }) {
  const group = useRef<Konva.Group>(null);
  const scale = useStageScale(group);
  const step = gridStep(grid, scale);
  const lines = useMemo(() => {
    const result: number[][] = [];
    for (let x = step; x < width; x += step) result.push([x, 0, x, height]);
    for (let y = step; y < height; y += step) result.push([0, y, width, y]);
    return result;
  }, [width, height, step]);
  return (
    <Group ref={group} listening={false}>
      {lines.map((points, index) => (
        <Line key={index} points={points} stroke="rgba(255,255,255,0.08)" strokeWidth={1 / scale} />
      ))}
    </Group>
  );
}

/** The spacing grid lines are drawn at: the grid, or a multiple of it keeping them 8 screen pixels apart. */
export function gridStep(grid: number, scale: number): number {
  return grid * scale < 8 ? grid * Math.ceil(8 / (grid * scale)) : grid;
}

/** The guides a held selection snapped to, and the rubber band being drawn (`name`s for tests to find). */
export function DragOverlay({ guides, band }: { guides: Guide[]; band: Box | null }) {
  const group = useRef<Konva.Group>(null);
  const scale = useStageScale(group);
  return (
    <Group ref={group} listening={false}>
      {guides.map((guide, index) => (
        <Line
          key={index}
          name="guide"
          points={guide.axis === 'x' ? [guide.at, guide.from, guide.at, guide.to] : [guide.from, guide.at, guide.to, guide.at]}
          stroke="#db2777"
          strokeWidth={1 / scale}
          dash={[4 / scale, 4 / scale]}
          listening={false}
        />
      ))}
      {band ? (
        <Rect name="selection-band" {...band} fill="rgba(37,99,235,0.12)" stroke="#2563eb" strokeWidth={1 / scale} listening={false} />
      ) : null}
    </Group>
  );
}

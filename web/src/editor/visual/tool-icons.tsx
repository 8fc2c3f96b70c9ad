import type { ReactNode } from 'react';

// Small pictures for the canvas's tool buttons, so the row of align and distribute buttons fits over the
// table on a laptop and a phone; each button still says what it does in its accessible name and title.

const bar = (x: number, y: number, width: number, height: number) => <rect x={x} y={y} width={width} height={height} rx={1} />;
const line = (x1: number, y1: number, x2: number, y2: number) => <line x1={x1} y1={y1} x2={x2} y2={y2} />;

const SHAPES: Record<string, ReactNode> = {
  'align-left': (
    <>
      {line(2, 1, 2, 15)}
      {bar(4, 3, 10, 4)}
      {bar(4, 9, 6, 4)}
    </>
  ),
  'align-center': (
    <>
      {line(8, 1, 8, 15)}
      {bar(3, 3, 10, 4)}
      {bar(5, 9, 6, 4)}
    </>
  ),
  'align-right': (
    <>
      {line(14, 1, 14, 15)}
      {bar(2, 3, 10, 4)}
      {bar(6, 9, 6, 4)}
    </>
  ),
  'align-top': (
    <>
      {line(1, 2, 15, 2)}
      {bar(3, 4, 4, 10)}
      {bar(9, 4, 4, 6)}
    </>
  ),
  'align-middle': (
    <>
      {line(1, 8, 15, 8)}
      {bar(3, 3, 4, 10)}
      {bar(9, 5, 4, 6)}
    </>
  ),
  'align-bottom': (
    <>
      {line(1, 14, 15, 14)}
      {bar(3, 2, 4, 10)}
      {bar(9, 6, 4, 6)}
    </>
  ),
  'distribute-horizontal': (
    <>
      {line(1, 1, 1, 15)}
      {line(15, 1, 15, 15)}
      {bar(3, 4, 3, 8)}
      {bar(10, 4, 3, 8)}
    </>
  ),
  'distribute-vertical': (
    <>
      {line(1, 1, 15, 1)}
      {line(1, 15, 15, 15)}
      {bar(4, 3, 8, 3)}
      {bar(4, 10, 8, 3)}
    </>
  ),
};

/** The picture of a canvas action, or null when it has none (its label is shown instead). */
export function ToolIcon({ name }: { name: string }) {
  const shape = SHAPES[name];
  if (!shape) return null;
  return (
    <svg className="tool-icon" viewBox="0 0 16 16" width={16} height={16} aria-hidden="true" focusable="false">
      <g fill="currentColor" stroke="currentColor" strokeWidth={1.5}>
        {shape}
      </g>
    </svg>
  );
}

/** Whether an action is drawn as a picture rather than its label. */
export const hasToolIcon = (name: string) => name in SHAPES;

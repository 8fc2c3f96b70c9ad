import { COMPONENT_MAX_SIZE, GRID_MAX_CELLS, type Layout } from '../../game/index.ts';
import type { Widget } from './read-widgets.ts';
import { clamp, finite } from './values.ts';

// How a holder lays its cards out. Newer PlayingCards.io files say it in `layoutType` (`stack`, `spread`
// with a `spreadDirection`, `grid`, `free`); older ones, and files from other tools, in stack offsets and
// `alignChildren`. A holder whose cards are fanned becomes a spread.

const FANNED_FROM = 2;

export function holderLayout(holder: Widget, card: { width: number; height: number }, box: { width: number; height: number }): Layout {
  const raw = holder.raw;
  const offsetX = Math.abs(finite(raw.stackOffsetX) ?? 0);
  const offsetY = Math.abs(finite(raw.stackOffsetY) ?? 0);
  const spacing = (offset: number, fallback: number) => clamp(offset > 0 ? offset : fallback, 0, COMPONENT_MAX_SIZE);
  switch (raw.layoutType) {
    case 'spread': {
      const vertical = raw.spreadDirection === 'down' || raw.spreadDirection === 'up' || raw.spreadDirection === 'vertical';
      return {
        type: 'spread',
        direction: vertical ? 'vertical' : 'horizontal',
        spacing: spacing(vertical ? offsetY : offsetX, vertical ? 30 : 25),
      };
    }
    case 'grid':
      return {
        type: 'grid',
        cols: clamp(Math.floor(box.width / card.width) || 1, 1, GRID_MAX_CELLS),
        rows: clamp(Math.floor(box.height / card.height) || 1, 1, GRID_MAX_CELLS),
      };
    case 'free':
    case 'freeform':
      return { type: 'free' };
    case 'stack':
      return { type: 'stack' };
  }
  if (offsetX >= FANNED_FROM || offsetY >= FANNED_FROM) {
    const vertical = offsetY > offsetX;
    return { type: 'spread', direction: vertical ? 'vertical' : 'horizontal', spacing: spacing(vertical ? offsetY : offsetX, 25) };
  }
  if (raw.alignChildren === false) return { type: 'free' };
  return { type: 'stack' };
}

import { SURFACE_MAX_SIZE } from '../../game/index.ts';
import type { Widget } from './read-widgets.ts';
import { plural, type ImportReport } from './report.ts';
import { clamp, finite } from './values.ts';

// Where pieces go on the one table. PlayingCards.io places a widget by its top-left corner in a room of
// 1600 × 1000 that may run over; Tablecraft places a piece by its centre on a surface of a fixed size.
// The table grows to hold the room (up to a surface's limit) and anything further out is moved to its edge.

const ROOM = { width: 1600, height: 1000 };
const MARGIN = 40;

export class TablePlacer {
  readonly width: number;
  readonly height: number;
  private readonly offsetX: number;
  private readonly offsetY: number;

  constructor(
    widgets: ReadonlyArray<Widget>,
    private readonly report: ImportReport,
  ) {
    let minX = 0;
    let minY = 0;
    let maxX = 0;
    let maxY = 0;
    const within = (n: number | undefined) => n !== undefined && Math.abs(n) <= SURFACE_MAX_SIZE;
    for (const widget of widgets) {
      const x = finite(widget.raw.x);
      const y = finite(widget.raw.y);
      const w = finite(widget.raw.width);
      const h = finite(widget.raw.height);
      const spanX = w !== undefined && w > 0 && w <= SURFACE_MAX_SIZE ? w : 0;
      const spanY = h !== undefined && h > 0 && h <= SURFACE_MAX_SIZE ? h : 0;
      if (within(x)) {
        minX = Math.min(minX, x!);
        maxX = Math.max(maxX, x! + spanX);
      }
      if (within(y)) {
        minY = Math.min(minY, y!);
        maxY = Math.max(maxY, y! + spanY);
      }
    }
    this.offsetX = -minX;
    this.offsetY = -minY;
    this.width = clamp(Math.ceil(maxX + this.offsetX + MARGIN), ROOM.width, SURFACE_MAX_SIZE);
    this.height = clamp(Math.ceil(maxY + this.offsetY + MARGIN), ROOM.height, SURFACE_MAX_SIZE);
  }

  /** The centre of a widget of the given size, on the table. */
  centre(widget: Widget, width: number, height: number): { x: number; y: number } {
    const x = (finite(widget.raw.x) ?? 0) + this.offsetX + width / 2;
    const y = (finite(widget.raw.y) ?? 0) + this.offsetY + height / 2;
    const onX = clamp(x, 0, this.width);
    const onY = clamp(y, 0, this.height);
    if (onX !== x || onY !== y)
      this.report.count(
        'off-table',
        (n) =>
          `${plural(n, 'widget')} lay beyond the ${this.width} × ${this.height} px table and ${n === 1 ? 'was' : 'were'} moved to its edge.`,
        widget.id.slice(0, 60),
      );
    return { x: Math.round(onX * 100) / 100, y: Math.round(onY * 100) / 100 };
  }
}

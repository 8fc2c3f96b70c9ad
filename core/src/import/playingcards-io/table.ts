import type { GameObject } from '../../game/index.ts';
import { DocumentBuilder, SURFACE_ID } from './builder.ts';
import type { PieceSize } from './dice.ts';
import { TablePlacer } from './placer.ts';
import type { Widget } from './read-widgets.ts';
import { finite, rotation } from './values.ts';

// The pieces lying on the table, and their stacking: PlayingCards.io draws by each widget's `z`, boards
// always underneath; Tablecraft by each object's `order`, given once every piece is placed.

export class Table {
  private readonly stacking = new Map<string, { z: number; layer: number; index: number }>();

  constructor(
    private readonly b: DocumentBuilder,
    readonly placer: TablePlacer,
  ) {}

  /** Adds an object lying on the table where `widget` lies; false when the game has no room for it. */
  put(object: GameObject, widget: Widget, layer = 0): boolean {
    if (!this.b.add('objects', object)) return false;
    this.stacking.set(object.id, { z: finite(widget.raw.z) ?? 0, layer, index: widget.index });
    return true;
  }

  /** Where a widget of `size` lies on the table: its centre, turned as the room has it. */
  placement(widget: Widget, size: { width: number; height: number }): { placement: GameObject['placement'] } {
    const centre = this.placer.centre(widget, size.width, size.height);
    return { placement: { type: 'surface', surfaceId: SURFACE_ID, ...centre, rotation: rotation(widget.raw.r ?? widget.raw.rotation) } };
  }

  /** A piece of its own component (a counter, a die, a board) where `widget` lies. */
  piece(widget: Widget, made: PieceSize, extra: { locked?: boolean; name?: string } = {}): GameObject {
    return {
      id: this.b.ids.objects.make(widget.id),
      componentId: made.componentId,
      faceUp: true,
      ...this.placement(widget, made),
      ...(extra.locked ? { locked: true } : {}),
      ...(extra.name ? { name: extra.name } : {}),
    };
  }

  /** Gives every object on the table its stacking order: boards at the bottom, then by z, then by place in the file. */
  stack(): void {
    const objects = new Map(this.b.objects.map((object) => [object.id, object]));
    [...this.stacking.entries()]
      .sort(([, a], [, c]) => a.layer - c.layer || a.z - c.z || a.index - c.index)
      .forEach(([id], rank) => {
        const object = objects.get(id);
        if (object) object.order = rank;
      });
  }
}

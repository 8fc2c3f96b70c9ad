import type { OpInput, PieceView, RoomView, Target } from '@tablecraft/core/play';
import type { Point } from '../../canvas/geometry.ts';
import { dropTargetAt, type TableLayout } from './table-layout.ts';

// Several pieces selected on the table and acted on as one: a band drawn over empty table, shift-click (or,
// on touch, "Select" then taps) to add and remove. Only pieces the viewer sees on the table and may move
// are ever selected: never a card in a hand, never a piece in another player's own area, never a locked one.
// Moving, flipping and turning the selection is one op each, which the server applies all or nothing.

/** A rectangle in table coordinates. */
export interface Band {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether a piece may be part of a selection: on the table or in a zone the viewer may use, and not fixed in place. */
export function selectable(view: RoomView, pieceId: string): boolean {
  const piece = view.pieces[pieceId];
  if (!piece || piece.locked) return false;
  if (piece.location.type === 'surface') return true;
  if (piece.location.type !== 'zone') return false;
  const zone = view.zones[piece.location.dropzoneId];
  return !zone || zone.viewPolicy !== 'owner' || zone.ownerSeatId === view.seatId;
}

/** The band between two corners, whichever way it was drawn. */
export function bandOf(a: Point, b: Point): Band {
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(a.x - b.x), height: Math.abs(a.y - b.y) };
}

/** The selectable pieces whose centre lies inside a band, in a stable order. */
export function piecesInBand(view: RoomView, layout: TableLayout, band: Band): string[] {
  return Object.keys(view.pieces)
    .filter((id) => {
      const at = layout.pieces[id];
      return at && selectable(view, id) && at.x >= band.x && at.x <= band.x + band.width && at.y >= band.y && at.y <= band.y + band.height;
    })
    .sort();
}

/** A band's pieces added to a selection (shift), or in its place. */
export function withBand(group: readonly string[], found: readonly string[], additive: boolean): string[] {
  return additive ? [...new Set([...group, ...found])] : [...found];
}

/** A piece added to the selection, or taken out if it was in it. */
export function toggled(group: readonly string[], pieceId: string): string[] {
  return group.includes(pieceId) ? group.filter((id) => id !== pieceId) : [...group, pieceId];
}

/** The selection as the view has it now: pieces that left the table, or can no longer be moved, drop out. */
export function stillSelectable(view: RoomView, group: readonly string[]): string[] {
  const kept = group.filter((id) => selectable(view, id));
  return kept.length === group.length ? (group as string[]) : kept;
}

/** Where a target puts a piece's centre on the table, for surfaces and zones (null: a pile or the hand). */
function pointOf(layout: TableLayout, target: Target): Point | null {
  if (target.type === 'surface') {
    const rect = layout.surfaces[target.surfaceId];
    return rect ? { x: rect.x + target.x, y: rect.y + target.y } : null;
  }
  if (target.type === 'zone') {
    const rect = layout.zones[target.dropzoneId];
    return rect ? { x: rect.x + target.x, y: rect.y + target.y } : null;
  }
  return null;
}

/**
 * The one op that moves a whole selection when one of its pieces was dropped at `target`: onto a pile or
 * into the hand, every piece goes there; on the table, each keeps its place relative to the dropped one
 * (landing in whatever zone or pile is under it, or beside the dropped piece if that is off the table).
 */
export function groupMove(view: RoomView, layout: TableLayout, group: readonly string[], heldId: string, target: Target): OpInput {
  const others = group.filter((id) => id !== heldId && selectable(view, id));
  const dropped = pointOf(layout, target);
  const from = layout.pieces[heldId];
  const moves = [{ pieceId: heldId, to: target }];
  for (const id of others) {
    const at = layout.pieces[id];
    if (!dropped || !from || !at) {
      moves.push({ pieceId: id, to: target });
      continue;
    }
    const point = { x: at.x + dropped.x - from.x, y: at.y + dropped.y - from.y };
    moves.push({ pieceId: id, to: dropTargetAt(view, layout, point, id) ?? target });
  }
  return { type: 'moveMany', moves };
}

/** The selection's cards and tiles flipped as one op (dice and counters have no other side); null if none. */
export function groupFlip(view: RoomView, group: readonly string[]): OpInput | null {
  const pieceIds = group.filter((id) => selectable(view, id) && view.components[view.pieces[id]!.componentId]?.kind === 'tile');
  return pieceIds.length ? { type: 'flipMany', pieceIds } : null;
}

/** The selection turned as one op; null if nothing in it can turn. */
export function groupRotate(view: RoomView, group: readonly string[], direction: 1 | -1): OpInput | null {
  const pieceIds = group.filter((id) => selectable(view, id));
  return pieceIds.length ? { type: 'rotateMany', pieceIds, direction } : null;
}

/** What a press on the table was on: a piece, a pile, or nothing. */
type Pressed = { kind: 'piece'; pieceId: string } | { kind: 'pile'; pileId: string } | { kind: 'none' };

/**
 * The selection after a press: with shift (or while selecting by touch) a piece goes in or out of it,
 * starting from the piece selected before; a plain press on one of its pieces keeps it (to drag them
 * all, or open their menu); a plain press anywhere else ends it.
 */
export function groupAfterPress(
  view: RoomView,
  group: readonly string[],
  selected: Pressed,
  pressed: Pressed,
  additive: boolean,
): string[] {
  if (pressed.kind !== 'piece') return additive ? [...group] : [];
  const id = pressed.pieceId;
  if (!additive) return group.includes(id) ? [...group] : [];
  if (!selectable(view, id)) return [...group];
  const before =
    group.length > 0
      ? group
      : selected.kind === 'piece' && selected.pieceId !== id && selectable(view, selected.pieceId)
        ? [selected.pieceId]
        : [];
  return toggled(before, id);
}

/** The selection after a band: its pieces added (shift) or in place of it; a mere tap on empty table ends it unless adding. */
export function groupAfterBand(
  view: RoomView,
  layout: TableLayout,
  group: readonly string[],
  band: { from: Point; to: Point; additive: boolean; moved: boolean },
): string[] {
  if (!band.moved) return band.additive ? [...group] : [];
  return withBand(group, piecesInBand(view, layout, bandOf(band.from, band.to)), band.additive);
}

/** Whether a press on this piece acts on the whole selection: it is one of several selected pieces. */
export function inGroup(group: readonly string[], piece: PieceView | undefined): boolean {
  return piece !== undefined && group.length > 1 && group.includes(piece.id);
}

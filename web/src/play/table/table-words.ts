import type { PieceView, RoomView, Target } from '@tablecraft/core/play';
import type { ActionTarget } from '../actions/registry.ts';
import { withScriptLabel, type LookBook } from './looks.ts';
import { stackZones } from './table-layout.ts';

// The table in words, for the accessible tree beside the canvas. Everything here is read from the seat's
// own view (RoomView), which the server has already redacted: a card whose face this seat may not see has
// no variant in it, so no word here can name it. Nothing else (the document's deck list, other seats'
// hands) is ever consulted for what a piece is.

/** One thing on the table a keyboard can land on. */
export interface TableItem {
  /** Stable across renders: the roving focus follows it. */
  key: string;
  target: ActionTarget;
  label: string;
}

/** A row of items the arrow keys move along; Tab goes from one group to the next. */
export interface TableGroup {
  id: 'piles' | 'pieces';
  label: string;
  items: TableItem[];
}

/** A seat and the hand held there, in words; Enter sits at a free one, or goes to one's own hand. */
export interface TableSeat {
  key: string;
  seatId: string;
  label: string;
  /** This viewer's own seat. */
  mine: boolean;
  /** Nobody sits here: someone may sit down. */
  free: boolean;
}

export interface TableWords {
  groups: TableGroup[];
  /** Every seat with its hand, this seat's first: "Your hand, 5 cards: …", "Bob's hand (South), 5 cards", "East, empty seat". */
  seats: TableSeat[];
}

/** "1 card", "5 cards". */
export const cards = (count: number) => (count === 1 ? '1 card' : `${count} cards`);

/** A pile in words: "Deck, 40 cards, face down", "Discard, 2 cards, 7 of Hearts on top", "Discard, empty". */
export function pileWords(view: RoomView, looks: LookBook, pileId: string): string {
  const pile = view.piles[pileId];
  const name = looks.pileName(view, pileId);
  if (!pile || pile.count === 0) return `${name}, empty`;
  // A top with no variant is one this seat sees only from behind.
  const top = pile.top?.variantId ? `${looks.nameOf(pile.top)} on top` : 'face down';
  return `${name}, ${cards(pile.count)}, ${top}`;
}

/** A piece on the table in words: "7 of Hearts", "Card, face down", "Die: 4", "Score: 3, in Mat". */
export function pieceWords(view: RoomView, looks: LookBook, piece: PieceView): string {
  const kind = view.components[piece.componentId]?.kind;
  const parts = [withScriptLabel(looks.labelOf(piece), piece.label)];
  if (kind === 'tile') {
    // Face down but in a place only this seat sees: it knows the face, and is told it is hidden from others.
    if (piece.variantId === null) parts.push('face down');
    else if (!piece.faceUp) parts.push('face down, only you see it');
  }
  if (piece.rotation % 4 !== 0) parts.push('turned');
  if (piece.locked) parts.push('fixed in place');
  if (piece.location.type === 'zone') parts.push(`in ${view.zones[piece.location.dropzoneId]?.name ?? 'an area'}`);
  return parts.join(', ');
}

/** Where a piece lies, for ordering: zones and surfaces resolve to the table's coordinates. */
type PointOf = (pieceId: string) => { x: number; y: number } | undefined;

/** The middle of a zone's box: a pile is ordered by where it is drawn, as the pieces are by their centres. */
const centreOf = (rect: { x: number; y: number; width: number; height: number } | undefined) =>
  rect ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } : undefined;

/** Rows of about a card's height, left to right within a row: the order a sighted player reads the table in. */
const ROW = 80;
const readingOrder = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.floor(a.y / ROW) - Math.floor(b.y / ROW) || a.x - b.x;

/**
 * The table as groups of items in reading order (piles, then the pieces lying on it) and every hand as a
 * line. `playerOf` names the person in a seat (null when empty); `pointOf` is where the layout drew a piece
 * (its centre) and `zoneRectOf` a zone's box.
 */
export function tableWords(
  view: RoomView,
  looks: LookBook,
  pointOf: PointOf,
  zoneRectOf: (zoneId: string) => { x: number; y: number; width: number; height: number } | undefined,
  playerOf: (seatId: string) => string | null,
): TableWords {
  const origin = { x: 0, y: 0 };
  const piles: Array<TableItem & { at: { x: number; y: number } }> = [
    ...stackZones(view).map((zoneId) => ({
      key: `pile:${zoneId}`,
      target: { kind: 'pile', pileId: zoneId } as ActionTarget,
      label: pileWords(view, looks, zoneId),
      at: centreOf(zoneRectOf(zoneId)) ?? origin,
    })),
    ...Object.values(view.pieces)
      .filter((piece) => piece.id in view.piles && piece.location.type !== 'hand')
      .map((piece) => ({
        key: `pile:${piece.id}`,
        target: { kind: 'pile', pileId: piece.id } as ActionTarget,
        label: withScriptLabel(pileWords(view, looks, piece.id), piece.label),
        at: pointOf(piece.id) ?? origin,
      })),
  ];
  const pieces = Object.values(view.pieces)
    .filter((piece) => piece.location.type !== 'hand' && !(piece.id in view.piles))
    .map((piece) => ({
      key: piece.id,
      target: { kind: 'piece', pieceId: piece.id } as ActionTarget,
      label: pieceWords(view, looks, piece),
      at: pointOf(piece.id) ?? origin,
    }));
  const ordered = (items: Array<TableItem & { at: { x: number; y: number } }>) =>
    [...items]
      .sort((a, b) => readingOrder(a.at, b.at) || a.label.localeCompare(b.label) || a.key.localeCompare(b.key))
      .map(({ key, target, label }) => ({ key, target, label }));

  const seats: TableSeat[] = [];
  const own = view.seatId ? view.hands[view.seatId] : undefined;
  if (view.seatId && own) {
    const names = (own.cards ?? [])
      .map((id) => view.pieces[id])
      .flatMap((piece) => (piece ? [withScriptLabel(looks.nameOf(piece), piece.label)] : []));
    const label = own.count === 0 ? 'Your hand, empty' : `Your hand, ${cards(own.count)}: ${names.join(', ')}`;
    seats.push({ key: `seat:${view.seatId}`, seatId: view.seatId, label, mine: true, free: false });
  }
  for (const seat of view.seats) {
    if (seat.id === view.seatId) continue;
    const count = view.hands[seat.id]?.count ?? 0;
    const player = playerOf(seat.id);
    // Everyone sees how many cards a hand holds, never which.
    const label = player
      ? `${player}’s hand (${seat.name}), ${count === 0 ? 'empty' : cards(count)}`
      : count > 0
        ? `${seat.name}’s hand (nobody sitting), ${cards(count)}`
        : `${seat.name}, empty seat`;
    seats.push({ key: `seat:${seat.id}`, seatId: seat.id, label, mine: false, free: !seat.userId && !seat.reservedFor });
  }

  return {
    groups: [
      { id: 'piles' as const, label: 'Piles', items: ordered(piles) },
      { id: 'pieces' as const, label: 'On the table', items: ordered(pieces) },
    ].filter((group) => group.items.length > 0),
    seats,
  };
}

/** Where something picked up with the keyboard can be put down. */
export interface Destination {
  key: string;
  label: string;
  /** Where it goes; a pass to another seat is its own op. */
  to: Target | { type: 'seat'; seatId: string };
  /** Drawn on the canvas while chosen: the pile or piece it goes onto. */
  shows: ActionTarget;
}

/**
 * The places a piece or a pile's top card can go, for the keyboard's "pick up, choose where, put down":
 * every pile this seat may put things on, every free area, the table, the seat's own hand, and (for a card in
 * that hand) every other player's hand. The engine has the last word on each.
 */
export function destinations(
  view: RoomView,
  looks: LookBook,
  source: ActionTarget,
  reachable: Array<{ id: string; name: string }>,
  onTable: Target | null,
  playerOf: (seatId: string) => string | null,
): Destination[] {
  const fromPile = source.kind === 'pile' ? source.pileId : null;
  const piece = source.kind === 'piece' ? view.pieces[source.pieceId] : undefined;
  const inHand = piece?.location.type === 'hand';
  const list: Destination[] = [];
  if (onTable && !(piece && piece.location.type === 'surface'))
    list.push({ key: 'table', label: 'On the table', to: onTable, shows: { kind: 'none' } });
  for (const pile of reachable) {
    if (pile.id === fromPile || pile.id === piece?.id) continue;
    list.push({
      key: `pile:${pile.id}`,
      label: `Onto ${pileWords(view, looks, pile.id)}`,
      to: { type: 'pile', pileId: pile.id },
      shows: { kind: 'pile', pileId: pile.id },
    });
  }
  for (const zone of Object.values(view.zones)) {
    if (zone.layout.type === 'stack') continue;
    if (zone.viewPolicy === 'owner' && zone.ownerSeatId !== null && zone.ownerSeatId !== view.seatId) continue;
    if (piece?.location.type === 'zone' && piece.location.dropzoneId === zone.id) continue;
    list.push({
      key: `zone:${zone.id}`,
      label: `Into ${zone.name}`,
      to: { type: 'zone', dropzoneId: zone.id, x: Math.round(zone.width / 2), y: Math.round(zone.height / 2) },
      shows: { kind: 'none' },
    });
  }
  const container = piece !== undefined && view.components[piece.componentId]?.kind === 'container';
  if (view.seatId !== null && !inHand && !container)
    list.push({ key: 'hand', label: 'Into your hand', to: { type: 'hand' }, shows: { kind: 'none' } });
  if (inHand && !container)
    for (const seat of view.seats) {
      if (seat.id === view.seatId || !seat.userId) continue;
      const player = playerOf(seat.id) ?? seat.name;
      list.push({
        key: `seat:${seat.id}`,
        label: `To ${player}’s hand (${seat.name})`,
        to: { type: 'seat', seatId: seat.id },
        shows: { kind: 'none' },
      });
    }
  return list;
}

/** How far one arrow press with Shift moves a piece on the table, in table units. */
export const NUDGE = 20;

/** Where a piece on the table goes when nudged one step (null: it is not lying free on the table). */
export function nudged(view: RoomView, pieceId: string, dx: number, dy: number): Target | null {
  const piece = view.pieces[pieceId];
  if (!piece || piece.locked) return null;
  const clamp = (value: number, most: number) => Math.max(0, Math.min(most, value));
  const location = piece.location;
  if (location.type === 'surface') {
    const surface = view.surfaces.find((s) => s.id === location.surfaceId);
    if (!surface) return null;
    return {
      type: 'surface',
      surfaceId: location.surfaceId,
      x: clamp(location.x + dx * NUDGE, surface.width),
      y: clamp(location.y + dy * NUDGE, surface.height),
    };
  }
  if (location.type === 'zone') {
    const zone = view.zones[location.dropzoneId];
    if (!zone || zone.layout.type === 'stack') return null;
    return {
      type: 'zone',
      dropzoneId: zone.id,
      x: clamp(location.x + dx * NUDGE, zone.width),
      y: clamp(location.y + dy * NUDGE, zone.height),
    };
  }
  return null;
}

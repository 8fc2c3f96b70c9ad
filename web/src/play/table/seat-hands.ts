import type { RoomView } from '@tablecraft/core/play';
import type { Rect } from '../../canvas/geometry.ts';

// Where other players' hands lie on the table: at each seat's side, as backs with a count. Only the
// counts every seat already receives are used, so this shows nobody anything new.

export type Side = 'top' | 'bottom' | 'left' | 'right';

export interface SeatHandPlace {
  seatId: string;
  name: string;
  colour: string;
  count: number;
  side: Side;
  /** The centre of the fanned backs, in table coordinates (just inside the table's edge). */
  x: number;
  y: number;
}

/** How far inside the table's edge a hand's centre lies, in table units. */
export const HAND_INSET = 70;

/** The sides going round the table clockwise from the viewer's own (the bottom). */
const ROUND: Side[] = ['bottom', 'left', 'top', 'right'];

/**
 * The places of the hands of every seat but the viewer's that hold cards. A seat sits at the side of its
 * own private zones when the game gives it some (the author put them in front of the player); otherwise
 * the seats go round the table in seat order starting after the viewer, who sits at the bottom.
 */
export function seatHandPlaces(view: RoomView, table: Rect, zones: Record<string, Rect>): SeatHandPlace[] {
  const seats = view.seats;
  const mine = seats.findIndex((seat) => seat.id === view.seatId);
  const others = seats.filter((seat) => seat.id !== view.seatId && (view.hands[seat.id]?.count ?? 0) > 0);
  const bySide = new Map<Side, string[]>();
  const sideOf = new Map<string, { side: Side }>();
  for (const seat of others) {
    const own = ownZonesCentre(view, seat.id, zones);
    if (own) {
      sideOf.set(seat.id, { side: nearestSide(table, own) });
      continue;
    }
    // Seats without zones of their own: evenly round the table, the viewer (or seat 1 for a spectator) at the bottom.
    const index = seats.findIndex((s) => s.id === seat.id);
    const turn = (index - Math.max(0, mine) + seats.length) % seats.length;
    const position = (turn / seats.length) * ROUND.length;
    const side = ROUND[Math.round(position) % ROUND.length]!;
    sideOf.set(seat.id, { side });
  }
  for (const seat of others) {
    const { side } = sideOf.get(seat.id)!;
    bySide.set(side, [...(bySide.get(side) ?? []), seat.id]);
  }
  return others.map((seat) => {
    const { side } = sideOf.get(seat.id)!;
    const sharing = bySide.get(side)!;
    // Seats on one side share it evenly.
    const fraction = (sharing.indexOf(seat.id) + 1) / (sharing.length + 1);
    const own = ownZonesCentre(view, seat.id, zones);
    const point = placeOnSide(table, side, own ? alongSide(side, own) : null, fraction);
    return { seatId: seat.id, name: seat.name, colour: seat.color, count: view.hands[seat.id]!.count, side, ...point };
  });
}

/** The middle of a seat's own private zones on the table, if it has any. */
function ownZonesCentre(view: RoomView, seatId: string, zones: Record<string, Rect>): { x: number; y: number } | null {
  const rects = Object.values(view.zones)
    .filter((zone) => zone.ownerSeatId === seatId && zone.viewPolicy === 'owner' && zones[zone.id])
    .map((zone) => zones[zone.id]!);
  if (rects.length === 0) return null;
  const x = rects.reduce((sum, r) => sum + r.x + r.width / 2, 0) / rects.length;
  const y = rects.reduce((sum, r) => sum + r.y + r.height / 2, 0) / rects.length;
  return { x, y };
}

/** The table edge nearest a point. */
export function nearestSide(table: Rect, point: { x: number; y: number }): Side {
  const distances: Array<[Side, number]> = [
    ['top', point.y - table.y],
    ['bottom', table.y + table.height - point.y],
    ['left', point.x - table.x],
    ['right', table.x + table.width - point.x],
  ];
  return distances.sort((a, b) => a[1] - b[1])[0]![0];
}

const alongSide = (side: Side, point: { x: number; y: number }) => (side === 'top' || side === 'bottom' ? point.x : point.y);

function placeOnSide(table: Rect, side: Side, along: number | null, fraction: number): { x: number; y: number } {
  const horizontal = side === 'top' || side === 'bottom';
  const start = horizontal ? table.x : table.y;
  const length = horizontal ? table.width : table.height;
  const at = Math.min(start + length - HAND_INSET, Math.max(start + HAND_INSET, along ?? start + length * fraction));
  switch (side) {
    case 'top':
      return { x: at, y: table.y + HAND_INSET };
    case 'bottom':
      return { x: at, y: table.y + table.height - HAND_INSET };
    case 'left':
      return { x: table.x + HAND_INSET, y: at };
    case 'right':
      return { x: table.x + table.width - HAND_INSET, y: at };
  }
}

/** How many backs a hand of `count` cards is drawn with: a few suggest a fan; the badge says how many. */
export function fanSize(count: number): number {
  return Math.min(5, Math.max(0, count));
}

/** The turn of a hand's fan so it faces the table's middle from its side (degrees). */
export function sideRotation(side: Side): number {
  return { bottom: 0, left: 90, top: 180, right: 270 }[side];
}

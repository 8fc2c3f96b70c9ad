import type { Changes } from './apply.ts';
import type { RoomState, UndoHistory, UndoRecord } from './state.ts';

// Undo: each seat keeps its own recent reversible ops, newest last, and takes them back one by one.
// Every step kept can still be undone: when someone else changes what a step would put back, that
// step goes at once (with the older steps that restore the same things), so the count a seat is shown
// is the number of undos that will succeed.

/** How many steps a seat can go back. Older ones are forgotten, so the state stays small. */
export const UNDO_DEPTH = 20;

/** Why an undo with nothing left is refused, when the steps were lost to someone else's move. */
export const UNDO_LOST = 'Someone has moved those pieces since; it can no longer be undone.';

/** The keys a step would put back: its pieces, piles (`pile:`) and hands (`hand:`). */
function keysOf(record: UndoRecord): string[] {
  return [
    ...Object.keys(record.pieces),
    ...Object.keys(record.piles).map((id) => `pile:${id}`),
    ...Object.keys(record.hands).map((id) => `hand:${id}`),
  ];
}

/** Whether a step would put back any of `keys` (named as keysOf names them), without listing its keys. */
function touches(record: UndoRecord, keys: Set<string>): boolean {
  for (const id in record.pieces) if (keys.has(id)) return true;
  for (const id in record.piles) if (keys.has(`pile:${id}`)) return true;
  for (const id in record.hands) if (keys.has(`hand:${id}`)) return true;
  return false;
}

/** The keys an op changed, named as keysOf names them. */
function changedKeys(changes: Changes): Set<string> {
  return new Set([...changes.pieces, ...changes.piles.map((id) => `pile:${id}`), ...changes.hands.map((id) => `hand:${id}`)]);
}

/** How many undos a seat has (0 for a spectator). Only that seat's own view carries it. */
export function undoCount(state: RoomState, seatId: string | null): number {
  return seatId ? (state.undo[seatId]?.steps.length ?? 0) : 0;
}

// What a step keeps of the piles or hands an op left alone (most ops move pieces only): one empty map shared
// by every step of every room, not one per step. Steps are never changed once kept.
const NOTHING_KEPT: Record<string, string[]> = Object.freeze({});
const isEmpty = (map: object) => {
  for (const _ in map) return false;
  return true;
};

/** A seat's history after one more reversible op of its own: the step on top, the oldest beyond the depth dropped. */
export function pushStep(history: UndoHistory | null | undefined, record: UndoRecord): UndoHistory {
  const step: UndoRecord = {
    ...record,
    piles: isEmpty(record.piles) ? NOTHING_KEPT : record.piles,
    hands: isEmpty(record.hands) ? NOTHING_KEPT : record.hands,
  };
  return { steps: [...(history?.steps ?? []), step].slice(-UNDO_DEPTH), lost: false };
}

/**
 * Every other seat's history after an op by `actorSeatId` (null: nobody seated, such as a host freeing
 * a seat). A step whose pieces, piles or hands the op changed cannot be put back without undoing that
 * op too: it goes, and so does every older step that restores any of the same things (it would put
 * them back under the change). Steps of unrelated pieces stay. Histories not affected keep their object.
 */
export function dropOverwritten(undo: RoomState['undo'], changes: Changes, actorSeatId: string | null): RoomState['undo'] {
  const changed = changedKeys(changes);
  if (changed.size === 0) return undo;
  let next = undo;
  for (const [seatId, history] of Object.entries(undo)) {
    if (seatId === actorSeatId || !history || history.steps.length === 0) continue;
    // A step goes only if it touches what changed or what a dropped newer step restores; so when none
    // touches what changed, none goes. That is almost every op (others' histories are of other pieces),
    // and it is answered here without copying or listing anything.
    if (!history.steps.some((step) => touches(step, changed))) continue;
    const dead = new Set(changed);
    const kept: UndoRecord[] = [];
    for (const step of [...history.steps].reverse()) {
      const keys = keysOf(step);
      if (keys.some((key) => dead.has(key))) for (const key of keys) dead.add(key);
      else kept.push(step);
    }
    if (kept.length === history.steps.length) continue;
    if (next === undo) next = { ...undo };
    next[seatId] = { steps: kept.reverse(), lost: true };
  }
  return next;
}

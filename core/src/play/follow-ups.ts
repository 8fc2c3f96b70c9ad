import { applyOp, parseOp, type Actor, type ApplyResult, type Changes } from './apply.ts';
import type { Op } from './ops.ts';
import { RandomStream } from './random.ts';
import type { RoomState } from './state.ts';

// What the game's scripts did in answer to an op travels in the op's own log entry, as its follow-ups:
// ops applied right after it with the game's authority, in the same step. So an op and its scripts'
// answer are committed, sequenced, acknowledged and replayed as one; a replica never runs a script.

/** The game itself, as the actor of its scripts' ops. */
export const GAME_ACTOR: Actor = { userId: 'game', seatId: null, game: true };

/** The most ops the scripts' answer to one op may hold. */
export const MAX_FOLLOW_UPS = 100;

// Keystream nonce of follow-up seeds: apart from core's PURPOSE values (1–5) and from scripts' Math.random.
const FOLLOW_UP_NONCE = 0x66750001;

/**
 * The seed of an op's k-th follow-up (from 0), drawn from the op's own seed: so the op's published
 * commitment binds its scripts' shuffles and rolls too, and a room's verification checks them.
 */
export function followUpSeed(seed: string, k: number): string {
  const nonce = new Uint8Array(12);
  const view = new DataView(nonce.buffer);
  view.setUint32(0, FOLLOW_UP_NONCE, true);
  view.setBigUint64(4, BigInt(k), true);
  const stream = new RandomStream(seed, nonce);
  let hex = '';
  for (let i = 0; i < 8; i++) hex += stream.uint32().toString(16).padStart(8, '0');
  return hex;
}

function merge(into: Changes, more: Changes): void {
  for (const id of more.pieces) if (!into.pieces.includes(id)) into.pieces.push(id);
  for (const id of more.piles) if (!into.piles.includes(id)) into.piles.push(id);
  for (const id of more.hands) if (!into.hands.includes(id)) into.hands.push(id);
  into.seats ||= more.seats;
  if (more.looks) into.looks = true;
}

/**
 * Applies an op, then its follow-ups with the game's authority. The op's verdict is the entry's: refused,
 * nothing applies. A follow-up the table no longer allows (the state moved on between the scripts' run
 * and the op's turn) is skipped, the same way on every replica. The changes are the union of all, so a seat
 * is told what it may see of the whole step at once. `first` is the op's own result on this state when the
 * caller has it already (the instance that checked the op before committing it): applying is deterministic,
 * so it is what applying again would give.
 */
export function applyWithFollowUps(
  state: RoomState,
  op: Op,
  actor: Actor,
  followUps: readonly unknown[],
  first: ApplyResult = applyOp(state, op, actor),
): ApplyResult {
  if (!first.ok || followUps.length === 0) return first;
  const changes: Changes = {
    ...first.changes,
    pieces: [...first.changes.pieces],
    piles: [...first.changes.piles],
    hands: [...first.changes.hands],
  };
  let current = first.state;
  let random = first.random;
  for (const raw of followUps.slice(0, MAX_FOLLOW_UPS)) {
    const followUp = parseOp(raw);
    if (!followUp) continue;
    const result = applyOp(current, followUp, GAME_ACTOR);
    if (!result.ok) continue;
    current = result.state;
    merge(changes, result.changes);
    random ||= result.random;
  }
  return { ok: true, state: current, changes, random };
}

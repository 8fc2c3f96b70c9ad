// Shared by the engine's tests: two seated players on the fixture game, and ops applied as they would be
// after the socket parsed them.
import { fullDocument } from '../game/test-fixtures.ts';
import { applyOp, initialRoomState, type Actor, type OpInput, type RoomState } from './index.ts';
import { opSchema } from './ops.ts';

export const alice: Actor = { userId: 'alice', seatId: 'p1' };
export const bob: Actor = { userId: 'bob', seatId: 'p2' };

/** Applies an op that must succeed. */
export function run(state: RoomState, op: OpInput, actor: Actor): RoomState {
  const result = applyOp(state, opSchema.parse(op), actor);
  if (!result.ok) throw new Error(`${result.code}: ${result.reason}`);
  return result.state;
}

/** Applies an op and returns its result, refusals included. */
export function attempt(state: RoomState, op: OpInput, actor: Actor) {
  return applyOp(state, opSchema.parse(op), actor);
}

/** A room from the fixture game with Alice in seat p1 and Bob in p2. */
export function seatedRoom(seed = 'test-seed'): RoomState {
  const state = run(initialRoomState(fullDocument(), { seed }), { type: 'claimSeat', seatId: 'p1' }, { userId: 'alice', seatId: null });
  return run(state, { type: 'claimSeat', seatId: 'p2' }, { userId: 'bob', seatId: null });
}

import { randomBytes } from 'node:crypto';
import {
  applyOp,
  applyWithFollowUps,
  describeOp,
  isPubliclyVisible,
  logNamesOf,
  renderLogLine,
  migrateLoggedOp,
  migrateRoomState,
  parseOp,
  redactChanges,
  seatOf,
  entryCommitment,
  GAME_ACTOR,
  needsStartShuffle,
  prepareChance,
  viewFor,
  ROOM_OP_VERSION,
} from '@tablecraft/core/play';
import type { RoomEngine } from './engine-port.ts';

/** Core's room engine, as the rooms on this instance run it. */
export const roomEngine: RoomEngine = {
  parseOp,
  apply: applyOp,
  applyWithFollowUps,
  seatOf,
  view: viewFor,
  redact: redactChanges,
  // Snapshots written by an older engine are brought to the current state version (or refused clearly).
  restore: (snapshot) => migrateRoomState(snapshot),
  // Each op copies the pieces map (copy-on-write below it), so a kept state costs about one entry a piece.
  weight: (state) => Object.keys(state.pieces).length,
  // Chance is never the client's alone: an op with the page's entropy mixes it with the server's half, derived
  // from the room's committed secret seed and the move's name; any other op gets 256 fresh bits, whatever it carried.
  prepare: (op, mix) => prepareChance(op, mix ?? null, () => randomBytes(32).toString('hex')),
  setupShuffles: needsStartShuffle,
  commitment: entryCommitment,
  opVersion: ROOM_OP_VERSION,
  migrateOp: migrateLoggedOp,
  publiclyVisible: isPubliclyVisible,
  seatsChanged: (changes) => changes.seats,
  seatsTaken: (state) => state.seats.filter((seat) => seat.userId !== null).length,
  seatsFree: (state) => state.seats.filter((seat) => seat.userId === null && !seat.reservedFor).length,
  // The revision's document as stored (JSON): only its components' and variants' names are read.
  logNames: (document) => logNamesOf(document as Parameters<typeof logNamesOf>[0]),
  describe: describeOp,
  renderLine: renderLogLine,
  // Whoever the host seats must be someone who may play here (never a removed person, or an unknown id).
  mentions: (op) => (op.type === 'assignSeat' ? [op.userId] : []),
  // Decks shuffled at start are shuffled by the setup op, mixing the entropy of the first page to join.
  setupOp: (state) => (needsStartShuffle(state) ? { type: 'setup' } : null),
  gameActor: GAME_ACTOR,
  // A removed person's seats go as the host frees a seat: its cards face down, near the table's centre.
  evictionOps: (state, userId) =>
    state.seats
      .filter((seat) => seat.userId === userId || seat.reservedFor === userId)
      .map((seat) => ({ key: seat.id, op: { type: 'releaseSeat', seatId: seat.id } })),
};

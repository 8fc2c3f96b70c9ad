// The room engine: pure and deterministic, the same code on the server (authority) and in the
// browser (prediction). No I/O: the socket service sequences ops; this decides what they do.
export { initialRoomState } from './initial-state.ts';
export { applyOp, canAct, parseOp, type Actor, type ApplyResult, type Changes } from './apply.ts';
export { opSchema, targetSchema, SEEDED_OPS, FINAL_OPS, type Op, type OpInput, type Target } from './ops.ts';
export { viewFor, redactChanges, pieceViewFor, pileViewFor, handViewFor, seatOf, type RoomView, type PieceView, type PileView, type HandView, type ChangesView } from './view.ts';
export { snapInZone, spreadPosition } from './layout.ts';
export { seededRandom, seededShuffle, opaqueId } from './random.ts';
export type { RoomState, Piece, Location, ZoneRule, ComponentRule, SeatState } from './state.ts';
export { PROTOCOL_VERSION, MIN_PROTOCOL_VERSION, MAX_FRAME_BYTES, CLOSE, clientMessageSchema, parseClientFrame, type ClientMessage } from './protocol.ts';

// The room engine: pure and deterministic, the same code on the server (authority) and in the
// browser (prediction). No I/O: the socket service sequences ops; this decides what they do.
// Visibility is decided in view.ts, identity (fresh ids) in identity.ts and draft.ts, randomness in
// random.ts (each op's seed is set by the socket service's `prepare`).
export { initialRoomState } from './initial-state.ts';
export { applyOp, canAct, parseOp, type Actor, type ApplyResult, type Changes } from './apply.ts';
export { applyWithFollowUps, followUpSeed, GAME_ACTOR, MAX_FOLLOW_UPS } from './follow-ups.ts';
export { MAX_TIMERS, MAX_VARIABLES } from './game-ops.ts';
export { needsStartShuffle, pilesShuffledAtStart } from './start-shuffle.ts';
export { freeSpot, type Rect } from './free-spot.ts';
export {
  opSchema,
  targetSchema,
  GAME_OPS,
  LABEL_MAX_LENGTH,
  VARIABLE_MAX_JSON,
  SEEDED_OPS,
  FINAL_OPS,
  LOOKING_OPS,
  isFinalOp,
  type Op,
  type OpInput,
  type Target,
} from './ops.ts';
export {
  viewFor,
  redactChanges,
  pieceViewFor,
  pileViewFor,
  handViewFor,
  seatOf,
  isPubliclyVisible,
  type RoomView,
  type PieceView,
  type PileView,
  type HandView,
  type ChangesView,
  type LookView,
  type LookingView,
  type RevealView,
  type SeenCard,
} from './view.ts';
export { backOf } from './backs.ts';
export { holdingsOf } from './seats.ts';
export { carries } from './placing.ts';
export { snapInZone, spreadPosition } from './layout.ts';
export {
  RandomStream,
  seedCommitment,
  seedKey,
  mixSeed,
  opServerSeed,
  freshSeed,
  freshEntropy,
  ENTROPY_PATTERN,
  SEED_PATTERN,
  ZERO_SEED,
} from './random.ts';
export {
  canonicalJson,
  stateCommitment,
  entryCommitment,
  prepareChance,
  transcriptSchema,
  emptyTranscript,
  mergeTranscripts,
  FairnessRecorder,
  type FairnessTranscript,
  type ChanceMix,
  type EntryPayload,
  type SentOp,
} from './fairness.ts';
export type { ScriptTimer } from './state.ts';
export { ROOM_STATE_VERSION, ROOM_OP_VERSION, migrateRoomState, migrateLoggedOp } from './migrate.ts';
export { verifyRoomLog, checkTranscript, RecordCheck, type LoggedOp, type VerifyResult } from './verify.ts';
export { Replay, type ReplayMove, type ReplayOptions, type ReplayRecord, type ReplayStop } from './replay.ts';
export { everyHandView, replayView, type ReplayWhose } from './replay-view.ts';
export {
  DelayedTable,
  everyHandWithPiles,
  followView,
  MIN_DELAY_MOVES,
  MIN_DELAY_SECONDS,
  watchModeSchema,
  type EveryHandView,
  type WatchMode,
} from './watching.ts';
export type { RoomState, Piece, Location, ZoneRule, ComponentRule, SeatState, Look } from './state.ts';
export {
  PROTOCOL_VERSION,
  MIN_PROTOCOL_VERSION,
  MAX_FRAME_BYTES,
  CHAT_MAX_CHARS,
  HISTORY_PAGE,
  CLOSE,
  clientMessageSchema,
  parseClientFrame,
  type ClientMessage,
  type ChatMessage,
} from './protocol.ts';
export { describeOp, renderLogLine, logLineFor, logNamesOf, type LogFact, type LogLine, type LogNames, type LogPart } from './log-lines.ts';
export { currentRoomState, type OpAfterSnapshot } from './current-state.ts';
export {
  serverMessageSchema,
  type ServerMessage,
  type WelcomeMessage,
  type OpMessage,
  type PresenceMessage,
  type DragMessage,
  type CursorMessage,
  type HistoryMessage,
  type MissedMessage,
  type ScriptLogEntry,
  type ScriptLogLine,
} from './server-messages.ts';

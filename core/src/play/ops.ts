import { z } from 'zod';
import { jsonTextLength } from '../json-bounds.ts';

const id = z.string().min(1).max(80);
const coordinate = z.number().finite().min(-100_000).max(100_000);

/** Where in a pile a piece goes: on top (the default, as a drop does) or under everything. */
const position = z.enum(['top', 'bottom']).optional();

/** A pile as a target: a move or a take may name one, moveAll always does. */
const pileTargetSchema = z.object({ type: z.literal('pile'), pileId: id, position });

/** Where a move or take puts a piece. */
export const targetSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('surface'), surfaceId: id, x: coordinate, y: coordinate }),
  z.object({ type: z.literal('zone'), dropzoneId: id, x: coordinate, y: coordinate }),
  pileTargetSchema,
  z.object({ type: z.literal('hand') }),
]);

/**
 * The server's seed for an op: set by the socket's `prepare` on every op it sequences (whatever a client
 * sent is overwritten). Lenient in shape so version-1 logs (shorter seeds) still parse; see seedKey.
 */
const seed = z.string().max(64).optional();

/**
 * What an op's chance comes from (random.ts, `mixSeed`; docs/FAIRNESS.md): 16 bytes the acting page sent
 * with it (`entropy`), the op's number in its tab (`nonce`), the tab (`source`) and the server's half
 * (`serverSeed`), derived from the room's secret seed committed to every page before it sent anything, and
 * revealed with the room's record. The server sets all but the entropy (whatever a client sent is
 * overwritten); ops without entropy (the game's own timers, an old page's) draw from the server's seed alone.
 */
const chance = {
  seed,
  entropy: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .optional(),
  serverSeed: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  nonce: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  /** The tab that sent the op (its clientId): with `nonce`, the name its server seed is derived from (protocol 2). */
  source: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
};

/** Longest label a script may put on a piece, and the most JSON one variable or timer may hold. */
export const LABEL_MAX_LENGTH = 60;
export const VARIABLE_MAX_JSON = 2_000;

/**
 * A variable's or a timer's value: any JSON, kept small (it is part of every snapshot). Measured without
 * recursion (zod's JSON type recurses, and JSON.stringify too): an author's script may hand one nested far
 * deeper than the stack holds, and a count that stops at the limit reads at most that much of it. It
 * accepts exactly what z.json() with this limit did, so every logged op reads as it did.
 */
const jsonValue = z
  .custom<z.core.util.JSONType>((value) => jsonTextLength(value, VARIABLE_MAX_JSON) !== null, { message: 'must be JSON' })
  .refine((value) => jsonTextLength(value, VARIABLE_MAX_JSON)! <= VARIABLE_MAX_JSON, {
    message: `must be at most ${VARIABLE_MAX_JSON} characters of JSON`,
  });

/** The most pieces one op may act on together (a selection on the table). */
export const MANY = 200;

/** Every op a player can send, as a discriminated union on `type`. Seeds are set by the server. */
export const opSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('move'), pieceId: id, to: targetSchema, ...chance }),
  z.object({ type: z.literal('flip'), pieceId: id, ...chance }),
  z.object({ type: z.literal('rotate'), pieceId: id, direction: z.union([z.literal(1), z.literal(-1)]), ...chance }),
  z.object({ type: z.literal('shuffle'), pileId: id, ...chance }),
  z.object({ type: z.literal('draw'), pileId: id, count: z.number().int().min(1).max(100).default(1), ...chance }),
  // Deals `count` cards to each seated player in seat order, or only to the seats named (each must be held).
  z.object({
    type: z.literal('deal'),
    pileId: id,
    count: z.number().int().min(1).max(100).default(1),
    seatIds: z.array(id).min(1).max(100).optional(),
    ...chance,
  }),
  // `faceUp` turns the card as it is taken (absent: as it lay); a zone that shows faces still shows it.
  z.object({ type: z.literal('take'), pileId: id, to: targetSchema, faceUp: z.boolean().optional(), ...chance }),
  z.object({ type: z.literal('roll'), pieceId: id, ...chance }),
  z.object({ type: z.literal('counter'), pieceId: id, delta: z.number().int().min(-1_000_000).max(1_000_000), ...chance }),
  z.object({ type: z.literal('claimSeat'), seatId: id, ...chance }),
  z.object({ type: z.literal('leaveSeat'), ...chance }),
  // The host seats someone who watches: a free seat (or the one kept for them), never one kept for another.
  z.object({ type: z.literal('assignSeat'), seatId: id, userId: id, ...chance }),
  // Frees a seat kept for a player who left with cards: the host, or that player, decides where the cards go.
  z.object({ type: z.literal('releaseSeat'), seatId: id, pileId: id.optional(), ...chance }),
  // Brings every piece the game set up in this pile back into it, from wherever it is, and shuffles it.
  z.object({ type: z.literal('gather'), pileId: id, ...chance }),
  // Puts a whole pile on (or under) another, in its order; `shuffle` then shuffles the result face down.
  z.object({ type: z.literal('moveAll'), pileId: id, to: pileTargetSchema, shuffle: z.boolean().optional(), ...chance }),
  // Turns a whole pile over: its order reverses and every card's face turns.
  z.object({ type: z.literal('flipStack'), pileId: id, ...chance }),
  // Cuts a pile at a random point: the cards above it go under the rest.
  z.object({ type: z.literal('cut'), pileId: id, ...chance }),
  // Hands a card from the actor's hand to another player's: only they see its face.
  z.object({ type: z.literal('pass'), pieceId: id, seatId: id, ...chance }),
  // Puts the actor's own hand in this order (ids of its cards; others keep their order after them).
  z.object({ type: z.literal('arrangeHand'), order: z.array(id).max(500), ...chance }),
  // Raises a piece on the table over every other.
  z.object({ type: z.literal('bringToFront'), pieceId: id, ...chance }),
  // Several pieces at once, as one op: every part applies, or none does (the first refused part says why).
  z.object({
    type: z.literal('moveMany'),
    moves: z
      .array(z.object({ pieceId: id, to: targetSchema }))
      .min(1)
      .max(MANY),
    ...chance,
  }),
  z.object({ type: z.literal('flipMany'), pieceIds: z.array(id).min(1).max(MANY), ...chance }),
  z.object({
    type: z.literal('rotateMany'),
    pieceIds: z.array(id).min(1).max(MANY),
    direction: z.union([z.literal(1), z.literal(-1)]),
    ...chance,
  }),
  // Looks privately at a pile: its top `count` cards, or all of it (a search). Others see who looks where.
  z.object({ type: z.literal('look'), pileId: id, count: z.number().int().min(1).max(100).optional(), ...chance }),
  // Stops looking; `shuffle` shuffles the pile (a search's pile is shuffled anyway when the game says so).
  z.object({ type: z.literal('stopLooking'), shuffle: z.boolean().optional(), ...chance }),
  // Shows cards of the actor's hand (all of it when none are named) to everyone for a moment; they stay in hand.
  z.object({ type: z.literal('reveal'), pieceIds: z.array(id).min(1).max(MANY).optional(), ...chance }),
  z.object({ type: z.literal('undo'), ...chance }),
  // Presses a button the game's author put on a piece's component: the game's scripts answer it.
  z.object({ type: z.literal('press'), pieceId: id, buttonId: id, ...chance }),
  // The game's own ops, made by its scripts and refused to every player (GAME_OPS).
  z.object({ type: z.literal('label'), pieceId: id, text: z.string().max(LABEL_MAX_LENGTH).nullable(), ...chance }),
  z.object({ type: z.literal('setVariable'), name: z.string().min(1).max(80), value: jsonValue, ...chance }),
  z.object({ type: z.literal('setTimer'), timerId: id, name: z.string().max(80), at: z.number().int().min(0), data: jsonValue, ...chance }),
  z.object({ type: z.literal('cancelTimer'), timerId: id, ...chance }),
  // The room's first op when its game has a setup script (once), and a timer going off.
  z.object({ type: z.literal('setup'), ...chance }),
  z.object({ type: z.literal('timer'), timerId: id, ...chance }),
]);

/** Ops only the game itself (its scripts, its setup, its timers) may perform. */
export const GAME_OPS = new Set<Op['type']>(['label', 'setVariable', 'setTimer', 'cancelTimer', 'setup', 'timer']);

export type Op = z.infer<typeof opSchema>;
export type OpInput = z.input<typeof opSchema>;
export type Target = z.infer<typeof targetSchema>;

/**
 * Ops whose outcome is always random (a moveAll that shuffles is too). Others may draw too (a fresh id
 * for a card leaving a hand or pile), so every op carries a seed and applyOp's `random` says whether it
 * was used.
 */
export const SEEDED_OPS = new Set<Op['type']>(['shuffle', 'roll', 'gather', 'cut']);
/** Ops that cannot be undone: chance, or cards handed out to others. */
export const FINAL_OPS = new Set<Op['type']>([
  'shuffle',
  'roll',
  'deal',
  'draw',
  'gather',
  'cut',
  'pass',
  'claimSeat',
  'assignSeat',
  'leaveSeat',
  'releaseSeat',
  'undo',
]);
/**
 * Ops that move nothing (looking at a pile, showing one's hand): they neither add an undo step nor end
 * anyone's, except a stop that shuffles, which ends the looker's as any shuffle does.
 */
export const LOOKING_OPS = new Set<Op['type']>(['look', 'stopLooking', 'reveal']);

/** Whether an op leaves nothing to undo: those of FINAL_OPS, and those whose options use chance. */
export function isFinalOp(op: Op): boolean {
  return FINAL_OPS.has(op.type) || (op.type === 'moveAll' && op.shuffle === true);
}

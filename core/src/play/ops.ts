import { z } from 'zod';

const id = z.string().min(1).max(80);
const coordinate = z.number().finite().min(-100_000).max(100_000);

/** Where a move or take puts a piece. */
export const targetSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('surface'), surfaceId: id, x: coordinate, y: coordinate }),
  z.object({ type: z.literal('zone'), dropzoneId: id, x: coordinate, y: coordinate }),
  z.object({ type: z.literal('pile'), pileId: id }),
  z.object({ type: z.literal('hand') }),
]);

/** Every op a player can send, as a discriminated union on `type`. Seeds are set by the server. */
export const opSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('move'), pieceId: id, to: targetSchema }),
  z.object({ type: z.literal('flip'), pieceId: id }),
  z.object({ type: z.literal('rotate'), pieceId: id, direction: z.union([z.literal(1), z.literal(-1)]) }),
  z.object({ type: z.literal('shuffle'), pileId: id, seed: z.string().max(64).default('') }),
  z.object({ type: z.literal('draw'), pileId: id, count: z.number().int().min(1).max(100).default(1) }),
  z.object({ type: z.literal('deal'), pileId: id, count: z.number().int().min(1).max(100).default(1) }),
  z.object({ type: z.literal('take'), pileId: id, to: targetSchema }),
  z.object({ type: z.literal('roll'), pieceId: id, seed: z.string().max(64).default('') }),
  z.object({ type: z.literal('counter'), pieceId: id, delta: z.number().int().min(-1_000_000).max(1_000_000) }),
  z.object({ type: z.literal('claimSeat'), seatId: id }),
  z.object({ type: z.literal('leaveSeat') }),
  z.object({ type: z.literal('undo') }),
]);

export type Op = z.infer<typeof opSchema>;
export type OpInput = z.input<typeof opSchema>;
export type Target = z.infer<typeof targetSchema>;

/** Ops whose outcome is random: the server fills in the seed so no client can choose the result. */
export const SEEDED_OPS = new Set<Op['type']>(['shuffle', 'roll']);
/** Ops that cannot be undone: chance, or cards handed out to others. */
export const FINAL_OPS = new Set<Op['type']>(['shuffle', 'roll', 'deal', 'draw', 'claimSeat', 'leaveSeat', 'undo']);

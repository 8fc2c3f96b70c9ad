import { randomBytes } from 'node:crypto';
import { applyOp, parseOp, redactChanges, seatOf, viewFor, SEEDED_OPS, type Changes, type Op, type RoomState } from '@tablecraft/core/play';
import type { RoomEngine } from './engine-port.ts';

/** The core room engine behind the socket service's port. */
export const roomEngine: RoomEngine<RoomState, Op, Changes> = {
  parseOp,
  apply: applyOp,
  seatOf,
  view: viewFor,
  redact: redactChanges,
  restore: (snapshot) => snapshot as RoomState,
  // Each op copies the pieces map (copy-on-write below it), so a kept state costs about one entry a piece.
  weight: (state) => Object.keys(state.pieces).length,
  // Chance is decided here, never by the client that asked for it.
  prepare: (op) => (SEEDED_OPS.has(op.type) ? { ...op, seed: randomBytes(12).toString('hex') } : op) as Op,
};

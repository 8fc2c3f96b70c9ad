import { z } from 'zod';
import { nameSchema, orderSchema, partIdSchema } from './primitives.ts';
import { TEXT_MAX_LENGTH } from './limits.ts';

// Parts that are not pieces: references to uploaded images, help for players, and the author's code.

/** A reference to an uploaded asset (and optionally one frame of a sheet); other parts point at this entry's id. */
export const assetRefSchema = z.strictObject({
  id: partIdSchema,
  name: nameSchema,
  assetId: z.uuid({ error: 'must be the id of an uploaded asset' }),
  frame: z
    .strictObject({
      index: z
        .number({ error: 'must be a number' })
        .int({ error: 'must be a whole number' })
        .min(0, { error: 'must be at least 0' })
        .max(10_000, { error: 'must be at most 10000' }),
    })
    .optional(),
});

/** Player-facing help (setup, turn order, rules) in markdown. */
export const guideSchema = z.strictObject({
  id: partIdSchema,
  name: nameSchema,
  markdown: z
    .string({ error: 'must be text' })
    .max(TEXT_MAX_LENGTH, { error: `must be at most ${TEXT_MAX_LENGTH} characters` })
    .default(''),
  order: orderSchema,
});

/**
 * Author code, a JavaScript module run by the room on the server. What it answers is what it exports
 * (`onSetup`, `beforeOp`, `onOp`, `onButton`, `onTimer`: core/src/scripting/api-reference.ts), so one
 * script may answer several events. `event` is from documents written before that and is ignored.
 */
export const scriptSchema = z.strictObject({
  id: partIdSchema,
  name: nameSchema,
  source: z
    .string({ error: 'must be text' })
    .max(TEXT_MAX_LENGTH, { error: `must be at most ${TEXT_MAX_LENGTH} characters` })
    .default(''),
  event: z.enum(['setup', 'onMove', 'manual'], { error: 'must be setup, onMove or manual' }).optional(),
});

import { z } from 'zod';
import { PART_ID_PATTERN } from './ids.ts';
import { COMPONENT_MAX_SIZE, COORDINATE_LIMIT, GRID_MAX_CELLS, NAME_MAX_LENGTH } from './limits.ts';

// Building blocks shared by the part schemas. Messages are phrased to follow a field label
// ("Name is required"), the way the API's other field errors read.

/** A part id, or a reference to one. */
export const partIdSchema = z
  .string({ error: 'must be an id' })
  .regex(PART_ID_PATTERN, { error: 'must be an id of letters, digits, "_" or "-"' });

/** A human name: trimmed, 1–80 characters. */
export const nameSchema = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, { error: 'is required' })
  .max(NAME_MAX_LENGTH, { error: `must be at most ${NAME_MAX_LENGTH} characters` });

/** A colour as `#rrggbb` or `#rrggbbaa`. */
export const colorSchema = z
  .string({ error: 'must be a colour' })
  .regex(/^#[0-9a-fA-F]{6}(?:[0-9a-fA-F]{2})?$/, { error: 'must be a colour like #1e90ff' });

/** A width or height in px: positive, at most `max`. */
export function sizeSchema(max: number = COMPONENT_MAX_SIZE) {
  return z
    .number({ error: 'must be a number' })
    .positive({ error: 'must be more than 0' })
    .max(max, { error: `must be at most ${max}` });
}

/** A position in px. */
export const coordinateSchema = z
  .number({ error: 'must be a number' })
  .min(-COORDINATE_LIMIT, { error: `must be at least -${COORDINATE_LIMIT}` })
  .max(COORDINATE_LIMIT, { error: `must be at most ${COORDINATE_LIMIT}` });

/** A rotation in degrees, -360..360. */
export const rotationSchema = z
  .number({ error: 'must be a number' })
  .min(-360, { error: 'must be at least -360' })
  .max(360, { error: 'must be at most 360' });

/** A position in a list (seats, dropzones, guides): a whole number from 0. */
export const orderSchema = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(0, { error: 'must be at least 0' });

/** Who may see the contents face up: every seat, the owning seat only, or no seat. */
export const viewPolicySchema = z.enum(['everyone', 'owner', 'nobody'], { error: 'must be everyone, owner or nobody' });

/** How objects dropped into a container or dropzone are laid out. */
export const layoutSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('free') }),
    z.strictObject({
      type: z.literal('grid'),
      rows: z
        .number({ error: 'must be a number' })
        .int({ error: 'must be a whole number' })
        .min(1, { error: 'must be at least 1' })
        .max(GRID_MAX_CELLS, { error: `must be at most ${GRID_MAX_CELLS}` }),
      cols: z
        .number({ error: 'must be a number' })
        .int({ error: 'must be a whole number' })
        .min(1, { error: 'must be at least 1' })
        .max(GRID_MAX_CELLS, { error: `must be at most ${GRID_MAX_CELLS}` }),
    }),
    z.strictObject({ type: z.literal('stack') }),
    z.strictObject({
      type: z.literal('spread'),
      direction: z.enum(['horizontal', 'vertical'], { error: 'must be horizontal or vertical' }),
      spacing: z
        .number({ error: 'must be a number' })
        .min(0, { error: 'must be at least 0' })
        .max(COMPONENT_MAX_SIZE, { error: `must be at most ${COMPONENT_MAX_SIZE}` }),
    }),
  ],
  { error: 'must be free, grid, stack or spread' },
);

/** A limit on how many entries an array may hold. */
export function capped<T extends z.ZodType>(item: T, max: number, noun: string) {
  return z.array(item, { error: 'must be a list' }).max(max, { error: `may hold at most ${max} ${noun}` });
}

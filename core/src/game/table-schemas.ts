import { z } from 'zod';
import {
  colorSchema,
  coordinateSchema,
  layoutSchema,
  nameSchema,
  orderSchema,
  partIdSchema,
  rotationSchema,
  sizeSchema,
  viewPolicySchema,
} from './primitives.ts';
import { SURFACE_MAX_SIZE } from './limits.ts';

// The starting table: surfaces and seats, the objects placed on them, and the dropzones and anchors
// where dropped objects snap.

/** Where an object starts: at a point on a surface, in a seat's hand, or inside another object. */
export const placementSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('surface'),
      surfaceId: partIdSchema,
      x: coordinateSchema,
      y: coordinateSchema,
      rotation: rotationSchema.default(0),
    }),
    z.strictObject({ type: z.literal('seat'), seatId: partIdSchema }),
    z.strictObject({
      type: z.literal('object'),
      parentId: partIdSchema,
      order: z
        .number({ error: 'must be a number' })
        .int({ error: 'must be a whole number' })
        .min(0, { error: 'must be at least 0' })
        .optional(),
    }),
  ],
  { error: 'must be on a surface, a seat or another object' },
);

/** An instance of a component (and optionally one of its variants) in the starting setup. */
export const objectSchema = z.strictObject({
  id: partIdSchema,
  name: nameSchema.optional(),
  componentId: partIdSchema,
  variantId: partIdSchema.optional(),
  placement: placementSchema,
  faceUp: z.boolean({ error: 'must be true or false' }).default(true),
  /**
   * Fixed where it starts on a surface: players cannot move, flip or turn it (a board, a score track).
   * Optional, so documents saved before it existed read as they are, unlocked.
   */
  locked: z.boolean({ error: 'must be true or false' }).optional(),
  /** Stacking order among objects in the same place; higher is drawn on top. */
  order: z.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).optional(),
});

/** A play area with a size and a background. */
export const surfaceSchema = z.strictObject({
  id: partIdSchema,
  name: nameSchema,
  width: sizeSchema(SURFACE_MAX_SIZE).default(1600),
  height: sizeSchema(SURFACE_MAX_SIZE).default(1000),
  background: z.strictObject({ color: colorSchema, imageAssetId: partIdSchema.optional() }).default({ color: '#2f5d46' }),
});

/** A player position. */
export const seatSchema = z.strictObject({
  id: partIdSchema,
  name: nameSchema,
  color: colorSchema,
  order: orderSchema,
});

/** Where a dropzone lies: on a surface, or on a container component's face. */
export const dropzoneParentSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('surface'), surfaceId: partIdSchema }),
    z.strictObject({ type: z.literal('component'), componentId: partIdSchema }),
  ],
  { error: 'must be a surface or a component' },
);

/** A region where dropped objects snap and are laid out; it decides who sees what lands in it. */
export const dropzoneSchema = z.strictObject({
  id: partIdSchema,
  name: nameSchema,
  parent: dropzoneParentSchema,
  x: coordinateSchema.default(0),
  y: coordinateSchema.default(0),
  width: sizeSchema(SURFACE_MAX_SIZE).default(300),
  height: sizeSchema(SURFACE_MAX_SIZE).default(200),
  layout: layoutSchema.default({ type: 'free' }),
  viewPolicy: viewPolicySchema.default('everyone'),
  ownerSeatId: partIdSchema.optional(),
  faceUpOnDrop: z.boolean({ error: 'must be true or false' }).optional(),
  // For a stack: after someone searches through it, it is shuffled (as most card games ask).
  shuffleAfterSearch: z.boolean({ error: 'must be true or false' }).optional(),
  // For a stack: shuffled when a room opens, with the room's fair generator, so no two games start alike.
  shuffleAtStart: z.boolean({ error: 'must be true or false' }).optional(),
  order: orderSchema,
});

/** A snap point or line inside a dropzone; positions are relative to the dropzone. */
export const anchorSchema = z
  .strictObject({
    id: partIdSchema,
    name: nameSchema,
    dropzoneId: partIdSchema,
    kind: z.enum(['point', 'line'], { error: 'must be point or line' }).default('point'),
    x: coordinateSchema,
    y: coordinateSchema,
    x2: coordinateSchema.optional(),
    y2: coordinateSchema.optional(),
  })
  .check((ctx) => {
    const anchor = ctx.value;
    if (anchor.kind === 'line') {
      if (anchor.x2 === undefined) ctx.issues.push({ code: 'custom', input: anchor.x2, path: ['x2'], message: 'is required for a line' });
      if (anchor.y2 === undefined) ctx.issues.push({ code: 'custom', input: anchor.y2, path: ['y2'], message: 'is required for a line' });
    } else {
      if (anchor.x2 !== undefined) ctx.issues.push({ code: 'custom', input: anchor.x2, path: ['x2'], message: 'is only for a line' });
      if (anchor.y2 !== undefined) ctx.issues.push({ code: 'custom', input: anchor.y2, path: ['y2'], message: 'is only for a line' });
    }
  });

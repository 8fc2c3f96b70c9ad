import { z } from 'zod';
import {
  colorSchema,
  coordinateSchema,
  layoutSchema,
  nameSchema,
  partIdSchema,
  rotationSchema,
  sizeSchema,
  viewPolicySchema,
} from './primitives.ts';
import {
  BUTTON_LABEL_MAX_LENGTH,
  COMPONENT_MAX_SIZE,
  COUNTER_LIMIT,
  MAX_BUTTONS_PER_COMPONENT,
  DIE_MAX_SIDES,
  DIE_MIN_SIDES,
  VALUE_MAX_LENGTH,
} from './limits.ts';

// The templates of a game: components (kinds of piece), the fields on their faces, and the variants
// that fill those fields. Objects on the table are instances of these.

/** One face of a tile: a background colour and an optional image (the id of an entry in `assets`). */
export const faceSchema = z.strictObject({
  background: colorSchema,
  imageAssetId: partIdSchema.optional(),
});

/**
 * A button an author puts on a component: players press it on any piece of that kind they can see, and
 * the game's scripts answer (`onButton`). The id is what scripts are told; the label is what players read.
 */
export const buttonSchema = z.strictObject({
  id: partIdSchema,
  label: z
    .string({ error: 'must be text' })
    .trim()
    .min(1, { error: 'is required' })
    .max(BUTTON_LABEL_MAX_LENGTH, { error: `must be at most ${BUTTON_LABEL_MAX_LENGTH} characters` }),
});

function componentBase(width: number, height: number) {
  return {
    id: partIdSchema,
    name: nameSchema,
    width: sizeSchema().default(width),
    height: sizeSchema().default(height),
    /** How many ways the piece may be turned: 2 (upright or upside down) or 4 (quarter turns). */
    orientations: z.union([z.literal(2), z.literal(4)], { error: 'must be 2 or 4' }).default(4),
    buttons: z
      .array(buttonSchema)
      .max(MAX_BUTTONS_PER_COMPONENT, { error: `must be at most ${MAX_BUTTONS_PER_COMPONENT} buttons` })
      .check((ctx) => {
        const seen = new Set<string>();
        ctx.value.forEach((button, i) => {
          if (seen.has(button.id))
            ctx.issues.push({ code: 'custom', input: button.id, path: [i, 'id'], message: 'is used by another button of this component' });
          seen.add(button.id);
        });
      })
      .optional(),
  };
}

const counterNumber = z
  .number({ error: 'must be a number' })
  .min(-COUNTER_LIMIT, { error: `must be at least -${COUNTER_LIMIT}` })
  .max(COUNTER_LIMIT, { error: `must be at most ${COUNTER_LIMIT}` });

/** A tile: a card, token or board with a front and a back. */
export const tileComponentSchema = z.strictObject({
  ...componentBase(250, 350),
  kind: z.literal('tile'),
  flipAxis: z.enum(['horizontal', 'vertical'], { error: 'must be horizontal or vertical' }).default('horizontal'),
  faces: z
    .strictObject({ front: faceSchema, back: faceSchema })
    .default({ front: { background: '#ffffff' }, back: { background: '#1e3a8a' } }),
});

/** A die with 2–100 sides; its variants (or plain numbers) are its faces. */
export const dieComponentSchema = z.strictObject({
  ...componentBase(64, 64),
  kind: z.literal('die'),
  sides: z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(DIE_MIN_SIDES, { error: `must be at least ${DIE_MIN_SIDES}` })
    .max(DIE_MAX_SIDES, { error: `must be at most ${DIE_MAX_SIDES}` })
    .default(6),
});

/** A container (deck, bag, hand, player mat): holds objects and decides who sees them. */
export const containerComponentSchema = z.strictObject({
  ...componentBase(300, 200),
  kind: z.literal('container'),
  container: z
    .strictObject({
      viewPolicy: viewPolicySchema,
      layout: layoutSchema,
      shuffleAfterSearch: z.boolean({ error: 'must be true or false' }).optional(),
      // A deck shuffled when a room opens, with the room's fair generator.
      shuffleAtStart: z.boolean({ error: 'must be true or false' }).optional(),
    })
    .default({ viewPolicy: 'everyone', layout: { type: 'stack' } }),
});

/** A counter: a number players change with + and −, optionally bounded. */
export const counterComponentSchema = z.strictObject({
  ...componentBase(96, 48),
  kind: z.literal('counter'),
  counter: z
    .strictObject({ min: counterNumber.optional(), max: counterNumber.optional(), initial: counterNumber.default(0) })
    .default({ initial: 0 })
    .check((ctx) => {
      const { min, max, initial } = ctx.value;
      if (min !== undefined && max !== undefined && min > max)
        ctx.issues.push({ code: 'custom', input: max, path: ['max'], message: 'must not be less than the minimum' });
      if (min !== undefined && initial < min)
        ctx.issues.push({ code: 'custom', input: initial, path: ['initial'], message: 'must not be less than the minimum' });
      if (max !== undefined && initial > max)
        ctx.issues.push({ code: 'custom', input: initial, path: ['initial'], message: 'must not be more than the maximum' });
    }),
});

/** A component: a template for one kind of piece, told apart by `kind`. */
export const componentSchema = z.discriminatedUnion(
  'kind',
  [tileComponentSchema, dieComponentSchema, containerComponentSchema, counterComponentSchema],
  {
    error: 'must be tile, die, container or counter',
  },
);

/** What a variant (or a field's default) may put in a field: text, a number, an asset id for images, or null for empty. */
export const fieldValueSchema = z.union(
  [z.string().max(VALUE_MAX_LENGTH, { error: `must be at most ${VALUE_MAX_LENGTH} characters` }), z.number(), z.null()],
  {
    error: 'must be text, a number or empty',
  },
);

/** How a field's text is drawn. */
export const fieldStyleSchema = z.strictObject({
  fontFamily: z
    .string({ error: 'must be text' })
    .trim()
    .min(1, { error: 'is required' })
    .max(200, { error: 'must be at most 200 characters' })
    .default('sans-serif'),
  fontSize: z
    .number({ error: 'must be a number' })
    .positive({ error: 'must be more than 0' })
    .max(1_000, { error: 'must be at most 1000' })
    .default(16),
  color: colorSchema.default('#111111'),
  align: z.enum(['left', 'center', 'right'], { error: 'must be left, center or right' }).default('left'),
  wrap: z.boolean({ error: 'must be true or false' }).default(true),
  bold: z.boolean({ error: 'must be true or false' }).optional(),
});

/** A named slot on one face of a component, filled by each variant. */
export const fieldSchema = z
  .strictObject({
    id: partIdSchema,
    name: nameSchema,
    componentId: partIdSchema,
    face: z.enum(['front', 'back'], { error: 'must be front or back' }).default('front'),
    type: z.enum(['text', 'number', 'image'], { error: 'must be text, number or image' }),
    x: coordinateSchema.default(0),
    y: coordinateSchema.default(0),
    width: sizeSchema(COMPONENT_MAX_SIZE).default(100),
    height: sizeSchema(COMPONENT_MAX_SIZE).default(24),
    rotation: rotationSchema.default(0),
    style: fieldStyleSchema.default({ fontFamily: 'sans-serif', fontSize: 16, color: '#111111', align: 'left', wrap: true }),
    defaultValue: fieldValueSchema.optional(),
  })
  .check((ctx) => {
    const { type, defaultValue } = ctx.value;
    if (defaultValue === undefined || defaultValue === null) return;
    const message = valueTypeMismatch(type, defaultValue);
    if (message) ctx.issues.push({ code: 'custom', input: defaultValue, path: ['defaultValue'], message });
  });

/** Why `value` does not suit a field of `type` (null when it does); image values are asset ids, checked separately. */
export function valueTypeMismatch(type: 'text' | 'number' | 'image', value: string | number | null): string | null {
  if (value === null) return null;
  if (type === 'number' && typeof value !== 'number') return 'must be a number';
  if (type === 'text' && typeof value !== 'string') return 'must be text';
  if (type === 'image' && typeof value !== 'string') return 'must be an asset id';
  return null;
}

/** One look of a component: a value per field (absent means the field's default) and optionally a sheet frame. */
export const variantSchema = z.strictObject({
  id: partIdSchema,
  name: nameSchema,
  componentId: partIdSchema,
  values: z
    .record(partIdSchema, fieldValueSchema, { error: 'must map field ids to values' })
    .default({})
    .refine((values) => Object.keys(values).length <= 500, { error: 'may hold at most 500 values' }),
  sheetFrame: z
    .strictObject({
      assetRefId: partIdSchema,
      index: z
        .number({ error: 'must be a number' })
        .int({ error: 'must be a whole number' })
        .min(0, { error: 'must be at least 0' })
        .max(10_000, { error: 'must be at most 10000' }),
    })
    .optional(),
});

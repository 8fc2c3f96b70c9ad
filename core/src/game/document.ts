import { z } from 'zod';
import { PART_LIMITS } from './limits.ts';
import { capped } from './primitives.ts';
import { componentSchema, fieldSchema, fieldValueSchema, variantSchema } from './template-schemas.ts';
import { anchorSchema, dropzoneSchema, objectSchema, seatSchema, surfaceSchema } from './table-schemas.ts';
import { assetRefSchema, guideSchema, scriptSchema } from './content-schemas.ts';
import { newPartId } from './ids.ts';

/** The document format this code writes; older stored documents are upgraded by `migrateDocument`. */
export const CURRENT_FORMAT_VERSION = 3;

/** Each kind of part, by the name the editor and API use, with the document array that holds it. */
export const PART_KINDS = {
  asset: 'assets',
  component: 'components',
  field: 'fields',
  variant: 'variants',
  object: 'objects',
  surface: 'surfaces',
  seat: 'seats',
  dropzone: 'dropzones',
  anchor: 'anchors',
  guide: 'guides',
  script: 'scripts',
} as const;

/** A kind of part: `component`, `field`, … */
export type PartKind = keyof typeof PART_KINDS;
/** The document array holding one kind of part: `components`, `fields`, … */
export type PartCollection = (typeof PART_KINDS)[PartKind];

/** The schema of one part of each kind. */
export const PART_SCHEMAS = {
  asset: assetRefSchema,
  component: componentSchema,
  field: fieldSchema,
  variant: variantSchema,
  object: objectSchema,
  surface: surfaceSchema,
  seat: seatSchema,
  dropzone: dropzoneSchema,
  anchor: anchorSchema,
  guide: guideSchema,
  script: scriptSchema,
} as const satisfies Record<PartKind, z.ZodType>;

/** What each kind of part is called in messages. */
export const PART_LABELS: Record<PartKind, { one: string; many: string }> = {
  asset: { one: 'asset', many: 'assets' },
  component: { one: 'component', many: 'components' },
  field: { one: 'field', many: 'fields' },
  variant: { one: 'variant', many: 'variants' },
  object: { one: 'object', many: 'objects' },
  surface: { one: 'surface', many: 'surfaces' },
  seat: { one: 'seat', many: 'seats' },
  dropzone: { one: 'dropzone', many: 'dropzones' },
  anchor: { one: 'anchor', many: 'anchors' },
  guide: { one: 'guide', many: 'guides' },
  script: { one: 'script', many: 'scripts' },
};

/** A revision's whole content: the game definition saved as one JSON document. */
export const gameDocumentSchema = z.strictObject({
  formatVersion: z.literal(CURRENT_FORMAT_VERSION, { error: `must be ${CURRENT_FORMAT_VERSION}` }),
  assets: capped(assetRefSchema, PART_LIMITS.assets, 'assets').default([]),
  components: capped(componentSchema, PART_LIMITS.components, 'components').default([]),
  fields: capped(fieldSchema, PART_LIMITS.fields, 'fields').default([]),
  variants: capped(variantSchema, PART_LIMITS.variants, 'variants').default([]),
  objects: capped(objectSchema, PART_LIMITS.objects, 'objects').default([]),
  surfaces: capped(surfaceSchema, PART_LIMITS.surfaces, 'surfaces').default([]),
  seats: capped(seatSchema, PART_LIMITS.seats, 'seats').default([]),
  dropzones: capped(dropzoneSchema, PART_LIMITS.dropzones, 'dropzones').default([]),
  anchors: capped(anchorSchema, PART_LIMITS.anchors, 'anchors').default([]),
  guides: capped(guideSchema, PART_LIMITS.guides, 'guides').default([]),
  scripts: capped(scriptSchema, PART_LIMITS.scripts, 'scripts').default([]),
});

/** A game document as stored and used (defaults filled in). */
export type GameDocument = z.output<typeof gameDocumentSchema>;
/** A game document as it may be written, before defaults are filled in. */
export type GameDocumentInput = z.input<typeof gameDocumentSchema>;
/** One part of the given kind, as stored. */
export type Part<K extends PartKind> = GameDocument[(typeof PART_KINDS)[K]][number];
/** One part of the given kind as it may be written: optional settings may be left out. */
export type PartInput<K extends PartKind> = z.input<(typeof PART_SCHEMAS)[K]>;

export type AssetRef = Part<'asset'>;
export type Component = Part<'component'>;
export type ComponentKind = Component['kind'];
export type Field = Part<'field'>;
export type FieldValue = z.output<typeof fieldValueSchema>;
export type Variant = Part<'variant'>;
export type GameObject = Part<'object'>;
export type Placement = GameObject['placement'];
export type Surface = Part<'surface'>;
export type Seat = Part<'seat'>;
export type Dropzone = Part<'dropzone'>;
export type Layout = Dropzone['layout'];
export type ViewPolicy = Dropzone['viewPolicy'];
export type Anchor = Part<'anchor'>;
export type Guide = Part<'guide'>;
export type Script = Part<'script'>;

/** True when `kind` names a kind of part (input from the network is only a string). */
export function isPartKind(kind: unknown): kind is PartKind {
  return typeof kind === 'string' && Object.hasOwn(PART_KINDS, kind);
}

/** The parts of one kind in a document. */
export function partsOf<K extends PartKind>(doc: GameDocument, kind: K): ReadonlyArray<Part<K>> {
  return doc[PART_KINDS[kind]] as ReadonlyArray<Part<K>>;
}

/** A new draft: one 1600×1000 "Table" surface and two seats, ready to place pieces on. */
export function emptyGameDocument(): GameDocument {
  return {
    formatVersion: CURRENT_FORMAT_VERSION,
    assets: [],
    components: [],
    fields: [],
    variants: [],
    objects: [],
    surfaces: [{ id: newPartId(), name: 'Table', width: 1600, height: 1000, background: { color: '#2f5d46' } }],
    seats: [
      { id: newPartId(), name: 'Player 1', color: '#e11d48', order: 0 },
      { id: newPartId(), name: 'Player 2', color: '#2563eb', order: 1 },
    ],
    dropzones: [],
    anchors: [],
    guides: [],
    scripts: [],
  };
}

import type { z } from 'zod';
import {
  anchorSchema,
  componentSchema,
  dropzoneSchema,
  fieldSchema,
  guideSchema,
  objectLabel,
  objectSchema,
  scriptSchema,
  surfaceSchema,
  MAX_BUTTONS_PER_COMPONENT,
  type GameDocument,
  type PartKind,
} from '@tablecraft/core/game';
import type { FieldContext, FieldDescription, Option, PartFormDescription, PartFormValues } from './types.ts';

// The form of every kind of part, as data. Labels follow the product's words (docs/design product.md);
// the shapes, limits and defaults come from the core schemas, never restated here.

const choices = (...pairs: Array<[string, string]>): Option[] => pairs.map(([value, label]) => ({ value, label }));
const named = (parts: ReadonlyArray<{ id: string; name: string }>): Option[] => parts.map((part) => ({ value: part.id, label: part.name }));

/** Drop-down choices drawn from the document. */
const components = ({ doc }: FieldContext) => named(doc.components);
const containerComponents = ({ doc }: FieldContext) => named(doc.components.filter((component) => component.kind === 'container'));
const assets = ({ doc }: FieldContext) => named(doc.assets);
const surfaces = ({ doc }: FieldContext) => named(doc.surfaces);
const seats = ({ doc }: FieldContext) => named(doc.seats);
const dropzones = ({ doc }: FieldContext) => named(doc.dropzones);
const variantsOfChosenComponent = ({ doc, values }: FieldContext) =>
  named(doc.variants.filter((variant) => variant.componentId === values.componentId));
const objects = ({ doc }: FieldContext) => {
  const byId = new Map(doc.components.map((component) => [component.id, component]));
  return doc.objects.map((object) => ({ value: object.id, label: objectLabel(object, byId) }));
};

const is =
  (name: string, ...accepted: string[]) =>
  (values: PartFormValues) =>
    accepted.includes(String(values[name]));

const VIEW_POLICIES = choices(
  ['everyone', 'Everyone sees the faces'],
  ['owner', 'Only the owning seat sees the faces'],
  ['nobody', 'Nobody sees the faces'],
);
const LAYOUTS = choices(
  ['free', 'Free: where it is dropped'],
  ['grid', 'Grid: rows × columns'],
  ['stack', 'Stack: a pile'],
  ['spread', 'Spread: a fan'],
);

/** What happens to a pile once a player has searched through it in play. */
const SEARCH_ENDS = choices(['true', 'Shuffle it'], ['false', 'Leave it as it is']);

/** The layout fields of a container or dropzone, under `prefix` (['container', 'layout'] or ['layout']). */
function layoutFields(prefix: readonly string[], visible: (values: PartFormValues) => boolean = () => true): FieldDescription[] {
  const layoutIs =
    (...types: string[]) =>
    (values: PartFormValues) =>
      visible(values) && types.includes(String(values.layoutType));
  return [
    {
      name: 'layoutType',
      label: 'Layout',
      path: [...prefix, 'type'],
      input: 'select',
      options: LAYOUTS,
      when: visible,
      hint: 'How objects dropped here are arranged.',
    },
    { name: 'layoutRows', label: 'Rows', path: [...prefix, 'rows'], input: 'number', when: layoutIs('grid'), fallback: '2' },
    { name: 'layoutCols', label: 'Columns', path: [...prefix, 'cols'], input: 'number', when: layoutIs('grid'), fallback: '2' },
    {
      name: 'layoutDirection',
      label: 'Direction',
      path: [...prefix, 'direction'],
      input: 'select',
      options: choices(['horizontal', 'Horizontal'], ['vertical', 'Vertical']),
      when: layoutIs('spread'),
      fallback: 'horizontal',
    },
    {
      name: 'layoutSpacing',
      label: 'Spacing (px)',
      path: [...prefix, 'spacing'],
      input: 'number',
      when: layoutIs('spread'),
      fallback: '40',
    },
  ];
}

/**
 * The settings a schema fills in by itself: it parses a minimal part made of `required` (dummy values
 * for what has no default) and keeps only what it added.
 */
export function schemaDefaults(schema: z.ZodType, required: Record<string, unknown>): Record<string, unknown> {
  const parsed = schema.safeParse({ id: 'defaults', ...required });
  if (!parsed.success) return {};
  const result = { ...(parsed.data as Record<string, unknown>) };
  for (const key of ['id', ...Object.keys(required)]) delete result[key];
  return result;
}

/** A component's defaults for every kind at once, so fields that appear on a kind change start filled. */
function componentDefaults(): Record<string, unknown> {
  const kinds = ['counter', 'container', 'die', 'tile'] as const;
  return Object.assign({}, ...kinds.map((kind) => ({ ...schemaDefaults(componentSchema, { name: 'x', kind }), kind })), {
    kind: 'tile',
  }) as Record<string, unknown>;
}

const COMPONENT: PartFormDescription = {
  kind: 'component',
  defaults: componentDefaults,
  fields: () => {
    const tile = is('kind', 'tile');
    const container = is('kind', 'container');
    const counter = is('kind', 'counter');
    return [
      { name: 'name', label: 'Name', path: ['name'], input: 'text', create: true },
      {
        name: 'kind',
        label: 'Kind',
        path: ['kind'],
        input: 'select',
        create: true,
        options: choices(
          ['tile', 'Tile: a card, token or board'],
          ['die', 'Die'],
          ['container', 'Container: a deck, bag, hand or mat'],
          ['counter', 'Counter: a number with + and −'],
        ),
      },
      { name: 'width', label: 'Width (px)', path: ['width'], input: 'number' },
      { name: 'height', label: 'Height (px)', path: ['height'], input: 'number' },
      {
        name: 'orientations',
        label: 'Orientations',
        path: ['orientations'],
        input: 'select',
        parse: 'number',
        options: choices(['2', '2: upright or upside down'], ['4', '4: quarter turns']),
      },
      {
        name: 'flipAxis',
        label: 'Flip axis',
        path: ['flipAxis'],
        input: 'select',
        options: choices(['horizontal', 'Horizontal'], ['vertical', 'Vertical']),
        when: tile,
      },
      { name: 'frontBackground', label: 'Front colour', path: ['faces', 'front', 'background'], input: 'color', when: tile },
      {
        name: 'frontImage',
        label: 'Front image',
        path: ['faces', 'front', 'imageAssetId'],
        input: 'select',
        options: assets,
        optional: true,
        when: tile,
      },
      { name: 'backBackground', label: 'Back colour', path: ['faces', 'back', 'background'], input: 'color', when: tile },
      {
        name: 'backImage',
        label: 'Back image',
        path: ['faces', 'back', 'imageAssetId'],
        input: 'select',
        options: assets,
        optional: true,
        when: tile,
      },
      { name: 'sides', label: 'Sides', path: ['sides'], input: 'number', when: is('kind', 'die') },
      {
        name: 'viewPolicy',
        label: 'Who sees the contents',
        path: ['container', 'viewPolicy'],
        input: 'select',
        options: VIEW_POLICIES,
        when: container,
      },
      ...layoutFields(['container', 'layout'], container),
      {
        name: 'shuffleAfterSearch',
        label: 'After a search',
        path: ['container', 'shuffleAfterSearch'],
        input: 'select',
        parse: 'boolean',
        optional: true,
        options: SEARCH_ENDS,
        when: container,
      },
      { name: 'counterMin', label: 'Minimum', path: ['counter', 'min'], input: 'number', optional: true, when: counter },
      { name: 'counterMax', label: 'Maximum', path: ['counter', 'max'], input: 'number', optional: true, when: counter },
      { name: 'counterInitial', label: 'Starting value', path: ['counter', 'initial'], input: 'number', when: counter },
      {
        name: 'buttons',
        label: 'Buttons',
        path: ['buttons'],
        input: 'buttons',
        optional: true,
        hint: `Players press these on pieces of this component and read the label; the game's scripts answer with onButton, told the id. At most ${MAX_BUTTONS_PER_COMPONENT}.`,
      },
    ];
  },
};

// An image field keeps its (unused) text style, so changing the type back restores it.
const textLike = is('type', 'text', 'number');

const FIELD: PartFormDescription = {
  kind: 'field',
  defaults: () => schemaDefaults(fieldSchema, { name: 'x', componentId: 'x', type: 'text' }),
  fields: () => [
    { name: 'name', label: 'Name', path: ['name'], input: 'text', create: true, hint: 'Heads its column in the variants table and CSV.' },
    { name: 'componentId', label: 'Component', path: ['componentId'], input: 'select', options: components, create: true },
    {
      name: 'type',
      label: 'Type',
      path: ['type'],
      input: 'select',
      create: true,
      options: choices(['text', 'Text'], ['number', 'Number'], ['image', 'Image']),
      fallback: 'text',
    },
    { name: 'face', label: 'Face', path: ['face'], input: 'select', options: choices(['front', 'Front'], ['back', 'Back']) },
    { name: 'x', label: 'Left (px)', path: ['x'], input: 'number', hint: 'From the face’s left edge to the field’s.' },
    { name: 'y', label: 'Top (px)', path: ['y'], input: 'number' },
    { name: 'width', label: 'Width (px)', path: ['width'], input: 'number' },
    { name: 'height', label: 'Height (px)', path: ['height'], input: 'number' },
    { name: 'rotation', label: 'Rotation (degrees)', path: ['rotation'], input: 'number' },
    { name: 'fontFamily', label: 'Font', path: ['style', 'fontFamily'], input: 'text', when: textLike, keepWhenHidden: true },
    { name: 'fontSize', label: 'Font size (px)', path: ['style', 'fontSize'], input: 'number', when: textLike, keepWhenHidden: true },
    { name: 'color', label: 'Text colour', path: ['style', 'color'], input: 'color', when: textLike, keepWhenHidden: true },
    {
      name: 'align',
      label: 'Alignment',
      path: ['style', 'align'],
      input: 'select',
      options: choices(['left', 'Left'], ['center', 'Centre'], ['right', 'Right']),
      when: textLike,
      keepWhenHidden: true,
    },
    { name: 'wrap', label: 'Wrap long text', path: ['style', 'wrap'], input: 'checkbox', when: textLike, keepWhenHidden: true },
    { name: 'bold', label: 'Bold', path: ['style', 'bold'], input: 'checkbox', optional: true, when: textLike, keepWhenHidden: true },
    {
      name: 'defaultText',
      label: 'Default value',
      path: ['defaultValue'],
      input: 'text',
      optional: true,
      when: is('type', 'text'),
      hint: 'Shown when a variant leaves the field empty.',
    },
    {
      name: 'defaultNumber',
      label: 'Default value',
      path: ['defaultValue'],
      input: 'number',
      optional: true,
      when: is('type', 'number'),
      hint: 'Shown when a variant leaves the field empty.',
    },
    {
      name: 'defaultImage',
      label: 'Default image',
      path: ['defaultValue'],
      input: 'select',
      options: assets,
      optional: true,
      when: is('type', 'image'),
    },
  ],
};

/** The form key of a variant's value for one field. */
export const variantValueName = (fieldId: string) => `value_${fieldId}`;

const VARIANT: PartFormDescription = {
  kind: 'variant',
  defaults: () => ({}),
  fields: (doc, part, fixed) => {
    const componentId = String(part?.componentId ?? fixed.componentId ?? '');
    const valueFields: FieldDescription[] = doc.fields
      .filter((field) => field.componentId === componentId)
      .map((field) => ({
        name: variantValueName(field.id),
        label: field.name,
        path: ['values', field.id],
        input: field.type === 'number' ? 'number' : field.type === 'image' ? 'select' : 'text',
        options: field.type === 'image' ? assets : undefined,
        optional: true,
        when: (values) => values.componentId === componentId,
      }));
    return [
      { name: 'name', label: 'Name', path: ['name'], input: 'text', create: true },
      { name: 'componentId', label: 'Component', path: ['componentId'], input: 'select', options: components, create: true },
      ...valueFields,
      {
        name: 'sheetAsset',
        label: 'Sheet',
        path: ['sheetFrame', 'assetRefId'],
        input: 'select',
        options: assets,
        optional: true,
        hint: 'Take the look from one frame of an uploaded sheet.',
      },
      {
        name: 'sheetIndex',
        label: 'Frame number',
        path: ['sheetFrame', 'index'],
        input: 'number',
        when: (values) => values.sheetAsset !== '',
        fallback: '0',
        hint: 'Counted from 0, row by row.',
      },
    ];
  },
};

const OBJECT: PartFormDescription = {
  kind: 'object',
  defaults: () => schemaDefaults(objectSchema, { componentId: 'x', placement: { type: 'seat', seatId: 'x' } }),
  fields: () => {
    const onSurface = is('placementType', 'surface');
    return [
      {
        name: 'name',
        label: 'Name',
        path: ['name'],
        input: 'text',
        optional: true,
        create: true,
        hint: "Optional; the component's name is used otherwise.",
      },
      { name: 'componentId', label: 'Component', path: ['componentId'], input: 'select', options: components, create: true },
      {
        name: 'variantId',
        label: 'Variant',
        path: ['variantId'],
        input: 'select',
        options: variantsOfChosenComponent,
        optional: true,
        create: true,
      },
      { name: 'faceUp', label: 'Face up', path: ['faceUp'], input: 'checkbox' },
      {
        name: 'locked',
        label: 'Locked in play',
        path: ['locked'],
        input: 'checkbox',
        optional: true,
        when: onSurface,
        hint: 'Players cannot move, flip or turn it: a board, a score track.',
      },
      {
        name: 'placementType',
        label: 'Starts',
        path: ['placement', 'type'],
        input: 'select',
        create: true,
        options: choices(['surface', 'On a surface'], ['seat', "In a seat's hand"], ['object', 'Inside another object']),
        fallback: 'surface',
      },
      {
        name: 'surfaceId',
        label: 'Surface',
        path: ['placement', 'surfaceId'],
        input: 'select',
        options: surfaces,
        create: true,
        when: onSurface,
      },
      {
        name: 'x',
        label: 'Centre X (px)',
        path: ['placement', 'x'],
        input: 'number',
        create: true,
        when: onSurface,
        fallback: '0',
        hint: 'Where the piece’s centre lies, from the surface’s left edge.',
      },
      { name: 'y', label: 'Centre Y (px)', path: ['placement', 'y'], input: 'number', create: true, when: onSurface, fallback: '0' },
      { name: 'rotation', label: 'Rotation (degrees)', path: ['placement', 'rotation'], input: 'number', when: onSurface, fallback: '0' },
      {
        name: 'seatId',
        label: 'Seat',
        path: ['placement', 'seatId'],
        input: 'select',
        options: seats,
        create: true,
        when: is('placementType', 'seat'),
      },
      {
        name: 'parentId',
        label: 'Inside',
        path: ['placement', 'parentId'],
        input: 'select',
        options: objects,
        create: true,
        when: is('placementType', 'object'),
      },
      {
        name: 'placementOrder',
        label: 'Position inside',
        path: ['placement', 'order'],
        input: 'number',
        optional: true,
        when: is('placementType', 'object'),
        hint: 'From 0 at the bottom.',
      },
      { name: 'order', label: 'Stacking order', path: ['order'], input: 'number', optional: true, hint: 'Higher is drawn on top.' },
    ];
  },
};

const SURFACE: PartFormDescription = {
  kind: 'surface',
  defaults: () => schemaDefaults(surfaceSchema, { name: 'x' }),
  fields: () => [
    { name: 'name', label: 'Name', path: ['name'], input: 'text', create: true },
    { name: 'width', label: 'Width (px)', path: ['width'], input: 'number' },
    { name: 'height', label: 'Height (px)', path: ['height'], input: 'number' },
    { name: 'background', label: 'Background colour', path: ['background', 'color'], input: 'color' },
    {
      name: 'backgroundImage',
      label: 'Background image',
      path: ['background', 'imageAssetId'],
      input: 'select',
      options: assets,
      optional: true,
    },
  ],
};

const SEAT: PartFormDescription = {
  kind: 'seat',
  defaults: () => ({}),
  fields: () => [
    { name: 'name', label: 'Name', path: ['name'], input: 'text', create: true },
    { name: 'color', label: 'Colour', path: ['color'], input: 'color', create: true, fallback: '#0d9488' },
    { name: 'order', label: 'Order', path: ['order'], input: 'number', hint: 'Seats are offered in this order, from 0.' },
  ],
};

const DROPZONE: PartFormDescription = {
  kind: 'dropzone',
  defaults: () => schemaDefaults(dropzoneSchema, { name: 'x', parent: { type: 'surface', surfaceId: 'x' }, order: 0 }),
  fields: () => [
    { name: 'name', label: 'Name', path: ['name'], input: 'text', create: true },
    {
      name: 'parentType',
      label: 'Lies on',
      path: ['parent', 'type'],
      input: 'select',
      create: true,
      options: choices(['surface', 'A surface'], ['component', "A container's face"]),
      fallback: 'surface',
    },
    {
      name: 'surfaceId',
      label: 'Surface',
      path: ['parent', 'surfaceId'],
      input: 'select',
      options: surfaces,
      create: true,
      when: is('parentType', 'surface'),
    },
    {
      name: 'componentId',
      label: 'Container',
      path: ['parent', 'componentId'],
      input: 'select',
      options: containerComponents,
      create: true,
      when: is('parentType', 'component'),
    },
    {
      name: 'x',
      label: 'Centre X (px)',
      path: ['x'],
      input: 'number',
      hint: 'Where the zone’s centre lies, from the left edge of its surface (or its container’s face).',
    },
    { name: 'y', label: 'Centre Y (px)', path: ['y'], input: 'number' },
    { name: 'width', label: 'Width (px)', path: ['width'], input: 'number' },
    { name: 'height', label: 'Height (px)', path: ['height'], input: 'number' },
    ...layoutFields(['layout']),
    { name: 'viewPolicy', label: 'Who sees what lands here', path: ['viewPolicy'], input: 'select', options: VIEW_POLICIES },
    { name: 'ownerSeatId', label: 'Owning seat', path: ['ownerSeatId'], input: 'select', options: seats, optional: true },
    {
      name: 'faceUpOnDrop',
      label: 'On drop',
      path: ['faceUpOnDrop'],
      input: 'select',
      parse: 'boolean',
      optional: true,
      options: choices(['true', 'Turn face up'], ['false', 'Turn face down']),
    },
    {
      name: 'shuffleAfterSearch',
      label: 'After a search',
      path: ['shuffleAfterSearch'],
      input: 'select',
      parse: 'boolean',
      optional: true,
      options: SEARCH_ENDS,
      when: (values) => values.layoutType === 'stack',
    },
    { name: 'order', label: 'Order', path: ['order'], input: 'number', hint: 'Decides draw order, from 0.' },
  ],
};

const ANCHOR: PartFormDescription = {
  kind: 'anchor',
  defaults: () => schemaDefaults(anchorSchema, { name: 'x', dropzoneId: 'x', x: 0, y: 0 }),
  fields: () => [
    { name: 'name', label: 'Name', path: ['name'], input: 'text', create: true },
    { name: 'dropzoneId', label: 'Dropzone', path: ['dropzoneId'], input: 'select', options: dropzones, create: true },
    { name: 'kind', label: 'Kind', path: ['kind'], input: 'select', create: true, options: choices(['point', 'Point'], ['line', 'Line']) },
    {
      name: 'x',
      label: 'X from the zone’s centre (px)',
      path: ['x'],
      input: 'number',
      create: true,
      fallback: '0',
      hint: 'Negative to the left of the dropzone’s centre, positive to the right.',
    },
    { name: 'y', label: 'Y from the zone’s centre (px)', path: ['y'], input: 'number', create: true, fallback: '0' },
    {
      name: 'x2',
      label: 'End X from the zone’s centre (px)',
      path: ['x2'],
      input: 'number',
      create: true,
      when: is('kind', 'line'),
      fallback: '0',
    },
    {
      name: 'y2',
      label: 'End Y from the zone’s centre (px)',
      path: ['y2'],
      input: 'number',
      create: true,
      when: is('kind', 'line'),
      fallback: '0',
    },
  ],
};

const GUIDE: PartFormDescription = {
  kind: 'guide',
  defaults: () => schemaDefaults(guideSchema, { name: 'x', order: 0 }),
  fields: () => [
    { name: 'name', label: 'Name', path: ['name'], input: 'text', create: true },
    {
      name: 'markdown',
      label: 'Text',
      path: ['markdown'],
      input: 'textarea',
      hint: 'Markdown: # headings, **bold**, lists. Shown to players in the room.',
    },
    { name: 'order', label: 'Order', path: ['order'], input: 'number' },
  ],
};

const SCRIPT: PartFormDescription = {
  kind: 'script',
  defaults: () => schemaDefaults(scriptSchema, { name: 'x' }),
  fields: () => [
    { name: 'name', label: 'Name', path: ['name'], input: 'text', create: true },
    // What a script answers is what it exports; the old `event` setting is neither shown nor written.
    {
      name: 'source',
      label: 'Script source',
      path: ['source'],
      input: 'code',
      hint: "A JavaScript module. Scripts run on the server in each room of this revision and in Test play; their log is shown in the room to the game's members.",
    },
  ],
};

const ASSET: PartFormDescription = {
  kind: 'asset',
  defaults: () => ({}),
  fields: () => [
    { name: 'name', label: 'Name', path: ['name'], input: 'text', create: true, hint: 'CSV image cells name assets by this.' },
    {
      name: 'frameIndex',
      label: 'Sheet frame',
      path: ['frame', 'index'],
      input: 'number',
      optional: true,
      hint: 'For a sheet: use one frame (from 0) instead of the whole image.',
    },
  ],
};

/** The form of each kind of part. */
export const PART_FORMS: Record<PartKind, PartFormDescription> = {
  asset: ASSET,
  component: COMPONENT,
  field: FIELD,
  variant: VARIANT,
  object: OBJECT,
  surface: SURFACE,
  seat: SEAT,
  dropzone: DROPZONE,
  anchor: ANCHOR,
  guide: GUIDE,
  script: SCRIPT,
};

/** The fields of one kind's form for a part (or a new one, with `fixed` values from the page). */
export function describePart(
  kind: PartKind,
  doc: GameDocument,
  part?: Record<string, unknown>,
  fixed: PartFormValues = {},
): readonly FieldDescription[] {
  return PART_FORMS[kind].fields(doc, part, fixed);
}

/** A field's drop-down choices for the current values. */
export function optionsOf(field: FieldDescription, context: FieldContext): readonly Option[] {
  if (!field.options) return [];
  return typeof field.options === 'function' ? field.options(context) : field.options;
}

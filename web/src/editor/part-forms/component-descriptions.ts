import { componentSchema, fieldSchema, MAX_BUTTONS_PER_COMPONENT } from '@tablecraft/core/game';
import type { FieldDescription, PartFormDescription } from './types.ts';
import {
  assets,
  choices,
  components,
  is,
  layoutFields,
  schemaDefaults,
  SEARCH_ENDS,
  START_ORDERS,
  VIEW_POLICIES,
} from './description-kit.ts';

// The forms of a component and what hangs on it: its fields (the text and images on its faces) and its variants.

/** A component's defaults for every kind at once, so fields that appear on a kind change start filled. */
function componentDefaults(): Record<string, unknown> {
  const kinds = ['counter', 'container', 'die', 'tile'] as const;
  return Object.assign({}, ...kinds.map((kind) => ({ ...schemaDefaults(componentSchema, { name: 'x', kind }), kind })), {
    kind: 'tile',
  }) as Record<string, unknown>;
}

export const COMPONENT: PartFormDescription = {
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
      {
        name: 'shuffleAtStart',
        label: 'When a room opens',
        path: ['container', 'shuffleAtStart'],
        input: 'select',
        parse: 'boolean',
        optional: true,
        options: START_ORDERS,
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

export const FIELD: PartFormDescription = {
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

export const VARIANT: PartFormDescription = {
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

import type { z } from 'zod';
import { objectLabel } from '@tablecraft/core/game';
import type { FieldContext, FieldDescription, Option, PartFormValues } from './types.ts';

// The words and pieces the part forms are written with: choices, drop-downs drawn from the document,
// conditions on other fields, the layout fields containers and dropzones share, and schema defaults.

export const choices = (...pairs: Array<[string, string]>): Option[] => pairs.map(([value, label]) => ({ value, label }));
const named = (parts: ReadonlyArray<{ id: string; name: string }>): Option[] => parts.map((part) => ({ value: part.id, label: part.name }));

/** Drop-down choices drawn from the document. */
export const components = ({ doc }: FieldContext) => named(doc.components);
export const containerComponents = ({ doc }: FieldContext) => named(doc.components.filter((component) => component.kind === 'container'));
export const assets = ({ doc }: FieldContext) => named(doc.assets);
export const surfaces = ({ doc }: FieldContext) => named(doc.surfaces);
export const seats = ({ doc }: FieldContext) => named(doc.seats);
export const dropzones = ({ doc }: FieldContext) => named(doc.dropzones);
export const variantsOfChosenComponent = ({ doc, values }: FieldContext) =>
  named(doc.variants.filter((variant) => variant.componentId === values.componentId));
export const objects = ({ doc }: FieldContext) => {
  const byId = new Map(doc.components.map((component) => [component.id, component]));
  return doc.objects.map((object) => ({ value: object.id, label: objectLabel(object, byId) }));
};

export const is =
  (name: string, ...accepted: string[]) =>
  (values: PartFormValues) =>
    accepted.includes(String(values[name]));

export const VIEW_POLICIES = choices(
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
export const SEARCH_ENDS = choices(['true', 'Shuffle it'], ['false', 'Leave it as it is']);

/** What happens to a deck or a stack when a room opens. */
export const START_ORDERS = choices(['true', 'Shuffle it'], ['false', 'Keep the order set here']);

/** The layout fields of a container or dropzone, under `prefix` (['container', 'layout'] or ['layout']). */
export function layoutFields(prefix: readonly string[], visible: (values: PartFormValues) => boolean = () => true): FieldDescription[] {
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

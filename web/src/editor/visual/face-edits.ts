import { newPartId, type Field, type FieldValue, type GameDocument } from '@tablecraft/core/game';
import type { Edit, PartData } from './changes.ts';
import { EditBuilder } from './edit-builder.ts';

// The face designer's edits: placing and styling fields, and filling a variant's value for one.

const round = (value: number) => Math.round(value * 100) / 100;

/** Moves and resizes a field on its face (in the face's pixels). */
export function placeFieldEdit(doc: GameDocument, id: string, box: { x: number; y: number; width: number; height: number }): Edit {
  const builder = new EditBuilder(doc);
  const field = builder.get('field', id);
  if (!field) return builder.build('Move field');
  const resized = Math.round(box.width) !== field.width || Math.round(box.height) !== field.height;
  builder.put('field', {
    ...field,
    x: round(box.x),
    y: round(box.y),
    width: Math.max(1, Math.round(box.width)),
    height: Math.max(1, Math.round(box.height)),
  });
  return builder.build(`${resized ? 'Resize' : 'Move'} ${String(field.name)}`);
}

/** Changes a field's settings (face) or text style (font, size, colour, alignment, wrapping, bold). */
export function fieldSettingsEdit(
  doc: GameDocument,
  id: string,
  settings: Partial<Pick<Field, 'face' | 'name'>> & { style?: Partial<Field['style']> },
  mergeKey?: string,
): Edit {
  const builder = new EditBuilder(doc);
  const field = builder.get('field', id) as (PartData & { style: Field['style'] }) | undefined;
  if (!field) return builder.build('Change field');
  const { style, ...rest } = settings;
  builder.put('field', { ...field, ...rest, style: { ...field.style, ...style } });
  return { ...builder.build(`Change ${String(field.name)}`), mergeKey };
}

/** Adds a text, number or image field to a face, near its top-left corner. */
export function addFieldEdit(
  doc: GameDocument,
  componentId: string,
  face: 'front' | 'back',
  type: Field['type'],
): { edit: Edit; id: string } {
  const builder = new EditBuilder(doc);
  const id = newPartId();
  const component = doc.components.find((candidate) => candidate.id === componentId);
  const count = doc.fields.filter((field) => field.componentId === componentId).length;
  const name = `${type === 'image' ? 'Image' : type === 'number' ? 'Number' : 'Text'} ${count + 1}`;
  const width = Math.max(10, Math.min(type === 'image' ? 120 : 160, (component?.width ?? 100) - 20));
  const height = type === 'image' ? Math.max(10, Math.min(120, (component?.height ?? 100) - 20)) : 28;
  builder.put('field', {
    id,
    name,
    componentId,
    face,
    type,
    x: 10,
    y: 10 + (count % 5) * 8,
    width,
    height,
    rotation: 0,
    style: { fontFamily: 'sans-serif', fontSize: 16, color: '#111111', align: 'left', wrap: true },
  });
  return { edit: builder.build(`Add ${name}`), id };
}

/** Sets what a variant puts in a field: text, a number, an asset ref for images; undefined goes back to the field's default. */
export function variantValueEdit(doc: GameDocument, variantId: string, fieldId: string, value: FieldValue | undefined): Edit {
  const builder = new EditBuilder(doc);
  const variant = builder.get('variant', variantId) as (PartData & { values: Record<string, FieldValue> }) | undefined;
  if (!variant) return builder.build('Change value');
  const values = { ...variant.values };
  if (value === undefined) delete values[fieldId];
  else values[fieldId] = value;
  builder.put('variant', { ...variant, values });
  const field = doc.fields.find((candidate) => candidate.id === fieldId);
  return { ...builder.build(`Change ${field?.name ?? 'value'} of ${String(variant.name)}`), mergeKey: `value:${variantId}:${fieldId}` };
}

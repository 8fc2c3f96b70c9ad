import { COMPONENT_MAX_SIZE, PART_LIMITS, type Component, type Field, type FieldValue } from '../../game/index.ts';
import { DocumentBuilder } from './builder.ts';
import { ImageCatalogue } from './images.ts';
import type { Widget } from './read-widgets.ts';
import { plural } from './report.ts';
import { clamp, coordinate, finite, hexColor, isRecord, name, size, text, type Json } from './values.ts';

// A card deck of the room becomes one tile component: PlayingCards.io's face and back templates become
// the component's fields, and each card type (a map of property → value) becomes a variant that fills
// them. Without templates, the card types' own properties make the fields: a picture for the face, text
// for the rest.

/** PlayingCards.io's card size when the deck does not set one. */
export const PCIO_CARD = { width: 103, height: 160 };

/** Most parts one face template may have; a real one has a handful. */
const MAX_TEMPLATE_OBJECTS = 40;
/** Most text fields made from card type properties when the deck has no templates. */
const MAX_PROPERTY_FIELDS = 8;

export interface DeckPlan {
  componentId: string;
  name: string;
  width: number;
  height: number;
  /** Variant id by PlayingCards.io card type id. */
  variantOf: Map<string, string>;
}

type Face = 'front' | 'back';
/** A field that each card type fills from one of its properties. */
interface Filled {
  fieldId: string;
  property: string;
  type: 'image' | 'text';
}

/** The card types of a deck, as [id, properties] (a map in PCIO; a list is read by position). */
export function cardTypesOf(deck: Widget): Array<[string, Json]> {
  const types = deck.raw.cardTypes;
  const entries: Array<[string, unknown]> = Array.isArray(types)
    ? types.map((value, i) => [String(i), value])
    : isRecord(types)
      ? Object.entries(types)
      : [];
  return entries.filter((entry): entry is [string, Json] => isRecord(entry[1]));
}

/** What a card type is called: its label, else its name, else its id. */
export function cardTypeName(id: string, properties: Json): string {
  return name(properties.label ?? properties.name ?? properties.title, name(id, 'Card'));
}

export function convertDeck(deck: Widget, deckName: string, b: DocumentBuilder): DeckPlan | undefined {
  if (!b.fits('components')) {
    b.cut('components');
    return undefined;
  }
  const width = size(deck.raw.cardWidth, PCIO_CARD.width, COMPONENT_MAX_SIZE);
  const height = size(deck.raw.cardHeight, PCIO_CARD.height, COMPONENT_MAX_SIZE);
  const componentId = b.ids.components.make(deck.id);
  const faces: Record<Face, { background: string; imageAssetId?: string }> = {
    front: { background: '#ffffff' },
    back: { background: '#1e3a8a' },
  };
  const fieldNames = new Set<string>();
  const filled: Filled[] = [];
  const types = cardTypesOf(deck);

  const addField = (
    field: Omit<Field, 'id' | 'componentId' | 'rotation' | 'style'> & { style?: Field['style'] },
    property?: string,
  ): void => {
    let fieldName = field.name;
    for (let n = 2; fieldNames.has(fieldName); n++) fieldName = name(`${field.name} ${n}`, `Field ${n}`);
    const id = b.ids.fields.make(`${componentId}-${fieldName}`);
    const style = field.style ?? { fontFamily: 'sans-serif', fontSize: 16, color: '#111111', align: 'center' as const, wrap: true };
    if (!b.add('fields', { ...field, name: fieldName, id, componentId, rotation: 0, style })) return;
    fieldNames.add(fieldName);
    if (property !== undefined) filled.push({ fieldId: id, property, type: field.type === 'image' ? 'image' : 'text' });
  };

  for (const face of ['front', 'back'] as const) {
    const template = deck.raw[face === 'front' ? 'faceTemplate' : 'backTemplate'];
    const parts = isRecord(template) && Array.isArray(template.objects) ? template.objects : [];
    if (parts.length > MAX_TEMPLATE_OBJECTS)
      b.report.say(`A card template had ${parts.length} parts; only the first ${MAX_TEMPLATE_OBJECTS} were kept.`);
    for (const part of parts.slice(0, MAX_TEMPLATE_OBJECTS)) {
      if (!isRecord(part)) continue;
      const kind = part.type === 'image' ? 'image' : part.type === 'text' ? 'text' : undefined;
      if (!kind) {
        b.report.count(
          'template-part',
          (n) =>
            `${plural(n, 'part')} of card templates ${n === 1 ? 'is' : 'are'} neither a picture nor text and ${n === 1 ? 'was' : 'were'} left out.`,
          text(part.type, 40),
        );
        continue;
      }
      const box = {
        x: coordinate(part.x, 0, -width, width),
        y: coordinate(part.y, 0, -height, height),
        width: size(part.w ?? part.width, width, COMPONENT_MAX_SIZE),
        height: size(part.h ?? part.height, kind === 'image' ? height : 24, COMPONENT_MAX_SIZE),
      };
      const coversFace = box.x <= 2 && box.y <= 2 && box.width >= width * 0.9 && box.height >= height * 0.9;
      const background = hexColor(part.color);
      if (kind === 'image' && coversFace && background) faces[face].background = background;
      const dynamic = part.valueType === 'dynamic';
      if (kind === 'image') {
        if (dynamic) {
          const property = text(part.value, 200);
          if (property) addField({ name: name(property, 'Picture'), face, type: 'image', ...box }, property);
          continue;
        }
        const image = b.images.lookup(part.value);
        if (image.kind !== 'asset') continue;
        if (coversFace && faces[face].imageAssetId === undefined) faces[face].imageAssetId = image.refId;
        else addField({ name: 'Picture', face, type: 'image', ...box, defaultValue: image.refId });
        continue;
      }
      const style = textStyle(part);
      if (dynamic) {
        const property = text(part.value, 200);
        if (property) addField({ name: name(property, 'Text'), face, type: 'text', ...box, style }, property);
      } else {
        const value = text(part.value);
        if (value) addField({ name: 'Text', face, type: 'text', ...box, style, defaultValue: value });
      }
    }
  }

  const frontHasContent = faces.front.imageAssetId !== undefined || fieldNamesOnFront(b, componentId);
  if (!frontHasContent) fieldsFromProperties(types, width, height, addField);

  const component: Component = {
    id: componentId,
    name: deckName,
    kind: 'tile',
    width,
    height,
    orientations: 4,
    flipAxis: 'horizontal',
    faces,
  };
  b.add('components', component);

  const variantOf = new Map<string, string>();
  let typesCut = 0;
  for (const [typeId, properties] of types) {
    if (!b.fits('variants')) {
      typesCut++;
      continue;
    }
    const values: Record<string, FieldValue> = {};
    for (const { fieldId, property, type } of filled.slice(0, 500)) {
      const value = properties[property];
      if (type === 'image') {
        const image = b.images.lookup(value);
        if (image.kind === 'asset') values[fieldId] = image.refId;
      } else {
        const written = text(value);
        if (written !== undefined && written !== '') values[fieldId] = written;
      }
    }
    const variantId = b.ids.variants.make(`${componentId}-${typeId}`);
    b.add('variants', { id: variantId, name: cardTypeName(typeId, properties), componentId, values });
    variantOf.set(typeId, variantId);
  }
  if (typesCut > 0) b.cut('variants', typesCut);
  if (types.length === 0)
    b.report.count(
      'no-card-types',
      (n) => `${plural(n, 'deck')} had no card types; ${n === 1 ? 'its cards are' : 'their cards are'} plain.`,
    );
  return { componentId, name: deckName, width, height, variantOf };
}

function fieldNamesOnFront(b: DocumentBuilder, componentId: string): boolean {
  return b.fields.some((field) => field.componentId === componentId && field.face === 'front');
}

function textStyle(part: Json): Field['style'] {
  const fontSize = finite(part.textSize ?? part.fontSize ?? part.size);
  const align = part.textAlign === 'left' || part.textAlign === 'right' ? part.textAlign : 'center';
  return {
    fontFamily: 'sans-serif',
    fontSize: fontSize === undefined || fontSize <= 0 ? 16 : clamp(fontSize, 1, 1_000),
    color: hexColor(part.textColor) ?? (part.type === 'text' ? hexColor(part.color) : undefined) ?? '#111111',
    align,
    wrap: true,
    ...(part.bold === true ? { bold: true } : {}),
  };
}

/**
 * Fields for a deck without templates, from what its card types hold: a property of pictures fills the
 * whole face (`back` the whole back); without a picture, up to eight text properties are written down
 * the face, the label first.
 */
function fieldsFromProperties(
  types: Array<[string, Json]>,
  width: number,
  height: number,
  addField: (field: Omit<Field, 'id' | 'componentId' | 'rotation' | 'style'> & { style?: Field['style'] }, property?: string) => void,
): void {
  const keys: string[] = [];
  for (const [, properties] of types.slice(0, PART_LIMITS.variants))
    for (const key of Object.keys(properties)) if (!keys.includes(key) && keys.length < 50) keys.push(key);
  const isImageKey = (key: string) => {
    const values = types
      .slice(0, PART_LIMITS.variants)
      .map(([, p]) => p[key])
      .filter((v) => typeof v === 'string' && v.trim() !== '');
    return values.length > 0 && values.filter(ImageCatalogue.looksLikeImage).length * 2 > values.length;
  };
  const imageKeys = keys.filter(isImageKey);
  const faceKey = ['image', 'face', 'front', 'img'].find((key) => imageKeys.includes(key)) ?? imageKeys.find((key) => key !== 'back');
  const whole = { x: 0, y: 0, width, height };
  if (faceKey !== undefined) addField({ name: name(faceKey, 'Picture'), face: 'front', type: 'image', ...whole }, faceKey);
  if (imageKeys.includes('back') && faceKey !== 'back') addField({ name: 'back', face: 'back', type: 'image', ...whole }, 'back');
  if (faceKey !== undefined) return;
  const textKeys = keys.filter((key) => !imageKeys.includes(key)).sort((a, b) => Number(b === 'label') - Number(a === 'label'));
  textKeys.slice(0, MAX_PROPERTY_FIELDS).forEach((key, i) => {
    const first = i === 0;
    addField(
      {
        name: name(key, 'Text'),
        face: 'front',
        type: 'text',
        x: 6,
        y: 8 + i * 26,
        width: Math.max(1, width - 12),
        height: 24,
        style: {
          fontFamily: 'sans-serif',
          fontSize: first ? 18 : 14,
          color: '#111111',
          align: 'center',
          wrap: true,
          ...(first ? { bold: true } : {}),
        },
      },
      key,
    );
  });
}

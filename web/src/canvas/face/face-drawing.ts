import type { Component, Field, FieldValue, GameDocument, Variant } from '@tablecraft/core/game';
import type { FaceLook } from '../piece-look.ts';
import type { AssetUrlResolver } from './asset-urls.ts';

// What one face of a component looks like for one variant, worked out from the game document alone.
// The result is a FaceLook (so the table's FaceNode can draw it too) with the extra text settings the
// document holds: font, rotation and wrapping.

export type FaceSide = 'front' | 'back';

/** A text field as drawn: FaceLook's text plus the field's font, rotation and wrapping. */
export interface FaceText {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize: number;
  fontFamily: string;
  color: string;
  align: 'left' | 'center' | 'right';
  bold: boolean;
  wrap: boolean;
  rotation: number;
  fieldId: string;
}

/** An image field as drawn. */
export interface FaceImage {
  url: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  fieldId: string;
}

/** One face, ready to draw. */
export interface FaceDrawing extends FaceLook {
  width: number;
  height: number;
  texts: FaceText[];
  images: FaceImage[];
}

/** Background of faces that have no colour of their own (dice, counters, containers). */
const PLAIN_BACKGROUND: Record<Exclude<Component['kind'], 'tile'>, string> = { die: '#ffffff', counter: '#f8fafc', container: '#e2e8f0' };

/** The value a variant gives a field: its own (null means deliberately empty), else the field's default. */
export function fieldValue(
  field: Pick<Field, 'id' | 'defaultValue'>,
  variant: Pick<Variant, 'values'> | null | undefined,
): FieldValue | undefined {
  if (variant && Object.hasOwn(variant.values, field.id)) return variant.values[field.id];
  return field.defaultValue;
}

/**
 * One face of `component` as `variant` fills it (or with the fields' defaults when there is no variant):
 * the face's colour and image (a variant's sheet frame replaces the front image), then the face's
 * fields in document order, each with its value. Empty values draw nothing.
 */
export function faceDrawing(
  doc: Pick<GameDocument, 'fields'>,
  component: Component,
  variant: Variant | null | undefined,
  side: FaceSide,
  urlOf: AssetUrlResolver,
): FaceDrawing {
  const face = component.kind === 'tile' ? component.faces[side] : null;
  const frameUrl = side === 'front' && variant?.sheetFrame ? urlOf(variant.sheetFrame.assetRefId, variant.sheetFrame.index) : null;
  const imageUrl = frameUrl ?? (face?.imageAssetId ? urlOf(face.imageAssetId) : null);
  const texts: FaceText[] = [];
  const images: FaceImage[] = [];
  for (const field of doc.fields) {
    if (field.componentId !== component.id || field.face !== side) continue;
    const value = fieldValue(field, variant);
    if (value === undefined || value === null || value === '') continue;
    const box = { x: field.x, y: field.y, width: field.width, height: field.height, rotation: field.rotation, fieldId: field.id };
    if (field.type === 'image') {
      const url = typeof value === 'string' ? urlOf(value) : null;
      if (url) images.push({ ...box, url });
      continue;
    }
    const { style } = field;
    texts.push({
      ...box,
      text: String(value),
      fontSize: style.fontSize,
      fontFamily: style.fontFamily,
      color: style.color,
      align: style.align,
      bold: style.bold === true,
      wrap: style.wrap,
    });
  }
  return {
    width: component.width,
    height: component.height,
    background: face?.background ?? PLAIN_BACKGROUND[component.kind as Exclude<Component['kind'], 'tile'>] ?? '#ffffff',
    imageUrl,
    // The back is the same for every variant, so only the front is named after it.
    label: side === 'front' ? (variant?.name ?? component.name) : null,
    texts,
    images,
  };
}

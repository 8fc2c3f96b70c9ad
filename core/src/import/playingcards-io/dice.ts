import { COMPONENT_MAX_SIZE, DIE_MAX_SIDES, DIE_MIN_SIDES, type FieldValue } from '../../game/index.ts';
import { DocumentBuilder } from './builder.ts';
import { cardTypesOf } from './decks.ts';
import type { Widget } from './read-widgets.ts';
import { plural } from './report.ts';
import { finite, isRecord, name, size, text } from './values.ts';

// Dice and spinners become die components. A PlayingCards.io die takes its faces from a deck of
// `collectionType: "dice"` (one card type a face); a spinner lists them in `options`. Faces that are just
// 1…n make a plain die; others become the die's variants, with their text and, when the picture is in
// the room file, their picture.

interface DieFace {
  label?: string;
  image?: unknown;
}

export interface PieceSize {
  componentId: string;
  width: number;
  height: number;
}

export function convertDie(widget: Widget, decks: ReadonlyMap<string, Widget>, b: DocumentBuilder): PieceSize | undefined {
  if (!b.fits('components')) {
    b.cut('components');
    return undefined;
  }
  const isSpinner = widget.type === 'spinner';
  const deck = typeof widget.raw.deck === 'string' ? decks.get(widget.raw.deck) : undefined;
  let faces = facesOf(widget, deck);
  if (faces.length > DIE_MAX_SIDES) {
    b.report.count(
      'die-too-many',
      (n) =>
        `${plural(n, 'die or spinner', 'dice or spinners')} had more than ${DIE_MAX_SIDES} faces; only the first ${DIE_MAX_SIDES} were kept.`,
    );
    faces = faces.slice(0, DIE_MAX_SIDES);
  }
  if (faces.length < DIE_MIN_SIDES) {
    b.report.count(
      'die-too-few',
      (n) =>
        `${plural(n, 'die or spinner', 'dice or spinners')} had fewer than ${DIE_MIN_SIDES} faces and ${n === 1 ? 'was' : 'were'} given numbered ones to make ${DIE_MIN_SIDES}.`,
    );
    while (faces.length < DIE_MIN_SIDES) faces.push({ label: String(faces.length + 1) });
  }
  const fallbackSize = isSpinner ? 110 : 64;
  const width = size(widget.raw.width ?? deck?.raw.cardWidth, fallbackSize, COMPONENT_MAX_SIZE);
  const height = size(widget.raw.height ?? deck?.raw.cardHeight, fallbackSize, COMPONENT_MAX_SIZE);
  const componentId = b.ids.components.make(widget.id);
  b.add('components', {
    id: componentId,
    name: name(widget.raw.label, isSpinner ? 'Spinner' : 'Die'),
    kind: 'die',
    width,
    height,
    orientations: 4,
    sides: faces.length,
  });

  // PlayingCards.io draws its standard dice from its own artwork; numbered faces say the same.
  const isNumbered = (face: DieFace, i: number) =>
    (face.label ?? String(i + 1)) === String(i + 1) && (face.image === undefined || isPcioArt(face.image));
  if (faces.every(isNumbered)) return { componentId, width, height };

  const images = faces.map((face) => (face.image === undefined || isPcioArt(face.image) ? undefined : b.images.lookup(face.image)));
  const textFieldId = b.ids.fields.make(`${componentId}-face`);
  const hasText = faces.some((face) => face.label !== undefined);
  const hasImage = images.some((image) => image?.kind === 'asset');
  const style = {
    fontFamily: 'sans-serif',
    fontSize: Math.max(8, Math.min(200, Math.round(height / 3))),
    color: '#111111',
    align: 'center' as const,
    wrap: true,
    bold: true,
  };
  const textAdded =
    hasText &&
    b.add('fields', {
      id: textFieldId,
      name: 'Face',
      componentId,
      face: 'front',
      type: 'text',
      x: 0,
      y: height / 3,
      width,
      height: height / 3,
      rotation: 0,
      style,
    });
  const imageFieldId = b.ids.fields.make(`${componentId}-picture`);
  const imageAdded =
    hasImage &&
    b.add('fields', {
      id: imageFieldId,
      name: 'Picture',
      componentId,
      face: 'front',
      type: 'image',
      x: 0,
      y: 0,
      width,
      height,
      rotation: 0,
      style,
    });
  faces.forEach((face, i) => {
    const values: Record<string, FieldValue> = {};
    if (textAdded && face.label !== undefined && !(imageAdded && images[i]?.kind === 'asset')) values[textFieldId] = face.label;
    const image = images[i];
    if (imageAdded && image?.kind === 'asset') values[imageFieldId] = image.refId;
    b.add('variants', { id: b.ids.variants.make(`${componentId}-${i + 1}`), name: name(face.label, `Face ${i + 1}`), componentId, values });
  });
  return { componentId, width, height };
}

function facesOf(widget: Widget, deck: Widget | undefined): DieFace[] {
  if (deck) return cardTypesOf(deck).map(([, p]) => ({ label: text(p.label ?? p.name ?? p.value, 200), image: p.image ?? p.face }));
  const list = Array.isArray(widget.raw.options) ? widget.raw.options : Array.isArray(widget.raw.faces) ? widget.raw.faces : undefined;
  if (list) {
    return list
      .slice(0, DIE_MAX_SIDES + 1)
      .map((option) =>
        isRecord(option)
          ? { label: text(option.label ?? option.value ?? option.text, 200), image: option.image }
          : { label: text(option, 200) },
      );
  }
  const sides = finite(widget.raw.sides ?? widget.raw.numberOfSides ?? widget.raw.numSides);
  const count = sides === undefined ? 6 : Math.max(0, Math.min(DIE_MAX_SIDES + 1, Math.floor(sides)));
  return Array.from({ length: count }, (_, i) => ({ label: String(i + 1) }));
}

const isPcioArt = (image: unknown) =>
  typeof image === 'string' && (image.startsWith('/img/') || /^https?:\/\/(?:www\.)?playingcards\.io\//i.test(image));

import type { Component, GameDocument, Variant } from './document.ts';
import { makeDeck } from './bulk.ts';
import { newPartId } from './ids.ts';
import { COMPONENT_MAX_SIZE, NAME_MAX_LENGTH, PART_LIMITS } from './limits.ts';
import { notFound } from './part-helpers.ts';
import { refuse, type DocumentResult } from './problems.ts';

// A sprite sheet straight to a deck: one card per frame, as one change, so an author who drops a sheet
// of art gets a playable deck without making a component and its variants by hand first.

/** The long side of a card made from a sheet, in px: the size of the templates' cards. */
const CARD_LONG_SIDE = 250;

/**
 * The size of a card showing frames `frameWidth` × `frameHeight` px (any unit; only the ratio counts):
 * the long side 250 px, the other in proportion. 250 × 350 when the frame's size is not known yet.
 */
export function cardSizeForFrame(frameWidth?: number, frameHeight?: number): { width: number; height: number } {
  if (!frameWidth || !frameHeight || !Number.isFinite(frameWidth / frameHeight)) return { width: 250, height: 350 };
  const clamp = (size: number) => Math.min(Math.max(Math.round(size), 10), COMPONENT_MAX_SIZE);
  return frameWidth >= frameHeight
    ? { width: CARD_LONG_SIDE, height: clamp((CARD_LONG_SIDE * frameHeight) / frameWidth) }
    : { width: clamp((CARD_LONG_SIDE * frameWidth) / frameHeight), height: CARD_LONG_SIDE };
}

/**
 * A card component named after the sheet, one variant per frame ("{name} 1" shows frame 0…), and a
 * deck of them face down in the middle of the first surface, as makeDeck makes it: shuffled whenever a
 * room opens unless `shuffleAtStart` is false.
 */
export function deckFromSheet(
  doc: GameDocument,
  assetRefId: string,
  options: {
    frames: number;
    name?: string;
    width?: number;
    height?: number;
    shuffle?: boolean;
    random?: () => number;
    shuffleAtStart?: boolean;
  },
): DocumentResult<GameDocument, { componentId: string; deckObjectId: string; added: number }> {
  const sheet = doc.assets.find((asset) => asset.id === assetRefId);
  if (!sheet) return refuse(notFound('asset', assetRefId));
  const frames = Math.floor(options.frames);
  if (!(frames >= 1)) return refuse({ path: ['frames'], code: 'TOO_SMALL', message: 'A deck needs at least one frame of the sheet.' });
  if (doc.variants.length + frames > PART_LIMITS.variants)
    return refuse({
      path: ['variants'],
      code: 'LIMIT_REACHED',
      message: `A game can have at most ${PART_LIMITS.variants} variants; this deck would make ${doc.variants.length + frames}.`,
    });
  if (doc.components.length + 2 > PART_LIMITS.components)
    return refuse({
      path: ['components'],
      code: 'LIMIT_REACHED',
      message: `A game can have at most ${PART_LIMITS.components} components.`,
    });
  const name = (options.name ?? sheet.name).trim().slice(0, NAME_MAX_LENGTH - 6) || 'Card';
  const component: Component = {
    id: newPartId(),
    name,
    kind: 'tile',
    width: options.width ?? 250,
    height: options.height ?? 350,
    orientations: 4,
    flipAxis: 'horizontal',
    faces: { front: { background: '#ffffff' }, back: { background: '#1e3a8a' } },
  };
  const variants: Variant[] = Array.from({ length: frames }, (_, index) => ({
    id: newPartId(),
    name: `${name} ${index + 1}`,
    componentId: component.id,
    values: {},
    sheetFrame: { assetRefId, index },
  }));
  const withCards: GameDocument = { ...doc, components: [...doc.components, component], variants: [...doc.variants, ...variants] };
  const deck = makeDeck(withCards, component.id, {
    shuffle: options.shuffle,
    random: options.random,
    shuffleAtStart: options.shuffleAtStart,
  });
  return deck.ok ? { ...deck, componentId: component.id } : deck;
}

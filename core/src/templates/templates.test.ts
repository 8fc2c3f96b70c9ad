import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { validateDocument } from '../game/index.ts';
import { initialRoomState } from '../play/index.ts';
import { GAME_TEMPLATES, SAMPLE_TEMPLATE_IDS, findTemplate } from './index.ts';

const SEED = 'ab'.repeat(32);
const uploadedCopies = (template: (typeof GAME_TEMPLATES)[number]) => Object.fromEntries(template.art.map((art) => [art.key, randomUUID()]));

describe('game templates', () => {
  it.each(GAME_TEMPLATES.map((template) => [template.id, template] as const))('%s is a valid game document', (_id, template) => {
    const doc = template.document(uploadedCopies(template));
    expect(validateDocument(doc)).toMatchObject({ ok: true });
  });

  it.each(GAME_TEMPLATES.filter((t) => t.id !== 'blank').map((template) => [template.id, template] as const))('%s has its own art, every picture used and drawn as SVG', (_id, template) => {
    expect(template.art.length).toBeGreaterThan(0);
    const assetIds = uploadedCopies(template);
    const doc = template.document(assetIds);
    for (const art of template.art) {
      expect(art.svg()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+"/);
      // The document points at the uploaded copy of each picture.
      expect(doc.assets.some((ref) => ref.assetId === assetIds[art.key])).toBe(true);
      if (art.pipeline === 'sheet') expect(art.rows! * art.columns!).toBeGreaterThan(1);
    }
  });

  it.each(GAME_TEMPLATES.map((template) => [template.id, template] as const))('%s has a preview picture', (_id, template) => {
    expect(template.preview()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
  });

  it.each(GAME_TEMPLATES.map((template) => [template.id, template] as const))('%s gives every tile a variant, so the table shows its face', (_id, template) => {
    const doc = template.document(uploadedCopies(template));
    const tiles = new Set(doc.components.filter((c) => c.kind === 'tile').map((c) => c.id));
    expect(doc.objects.filter((object) => tiles.has(object.componentId) && !object.variantId)).toEqual([]);
  });

  it('refuses to build a document without the uploaded art', () => {
    expect(() => findTemplate('cards')!.document({})).toThrow(/No uploaded asset/);
  });

  it('deals a standard deck: 52 cards face down in a stack on the table, two jokers aside, a discard pile and four seats', () => {
    const template = findTemplate('cards')!;
    const doc = template.document(uploadedCopies(template));
    expect(doc.variants).toHaveLength(54);
    expect(new Set(doc.variants.map((v) => v.sheetFrame?.index)).size).toBe(54);
    const state = initialRoomState(doc, { seed: SEED });
    const deck = Object.values(state.pieces).find((piece) => piece.componentId === 'deck')!;
    expect(deck.location).toMatchObject({ type: 'surface', surfaceId: 'table' });
    expect(state.piles[deck.id]).toHaveLength(52);
    expect(state.piles[deck.id]!.every((id) => state.pieces[id]!.faceUp === false)).toBe(true);
    const jokers = Object.values(state.pieces).find((piece) => piece.componentId === 'jokers')!;
    expect(state.piles[jokers.id]).toHaveLength(2);
    expect(state.zones.discard).toMatchObject({ layout: { type: 'stack' }, faceUpOnDrop: true, viewPolicy: 'everyone' });
    expect(state.seats.map((seat) => seat.name)).toEqual(['North', 'East', 'South', 'West']);
    expect(doc.components.find((c) => c.id === 'card')).toMatchObject({ kind: 'tile', faces: { back: { imageAssetId: 'card-back' } } });
  });

  it('sets up checkers: 12 a side on dark squares, the board as the table under a grid to snap to, crowning as a flip', () => {
    const template = findTemplate('checkers')!;
    const state = initialRoomState(template.document(uploadedCopies(template)), { seed: SEED });
    const pieces = Object.values(state.pieces);
    expect(pieces.filter((p) => p.componentId === 'red-checker')).toHaveLength(12);
    expect(pieces.filter((p) => p.componentId === 'black-checker')).toHaveLength(12);
    // A table shows a tile's face only when it has a variant: each checker is its component's one variant.
    expect(pieces.every((p) => p.variantId !== null && p.faceUp)).toBe(true);
    expect(state.surfaces[0]!.imageAssetId).toBe('board-art');
    expect(state.zones.squares).toMatchObject({ layout: { type: 'grid', rows: 8, cols: 8 } });
  });

  it('sets up chess: 32 pieces, each a variant with its own frame', () => {
    const template = findTemplate('chess')!;
    const doc = template.document(uploadedCopies(template));
    const state = initialRoomState(doc, { seed: SEED });
    const pieces = Object.values(state.pieces).filter((p) => p.componentId === 'piece');
    expect(pieces).toHaveLength(32);
    expect(pieces.filter((p) => p.variantId === 'white-king')).toHaveLength(1);
    expect(pieces.filter((p) => p.variantId === 'black-pawn')).toHaveLength(8);
  });

  it('sets up the dice game: five dice and a score counter per seat over the tray art', () => {
    const template = findTemplate('dice')!;
    const doc = template.document(uploadedCopies(template));
    const state = initialRoomState(doc, { seed: SEED });
    const pieces = Object.values(state.pieces);
    expect(pieces.filter((p) => p.componentId === 'die')).toHaveLength(5);
    expect(pieces.filter((p) => p.componentId === 'score').map((p) => p.value)).toEqual([0, 0, 0, 0]);
    expect(state.surfaces[0]!.imageAssetId).toBe('tray-art');
  });

  it('publishes two playable samples', () => {
    expect(SAMPLE_TEMPLATE_IDS).toHaveLength(2);
    for (const id of SAMPLE_TEMPLATE_IDS) expect(findTemplate(id)?.playable).toBe(true);
    expect(findTemplate('nope')).toBeUndefined();
  });
});

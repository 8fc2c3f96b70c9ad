import { randomUUID } from 'node:crypto';
import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';
import { gameDocumentSchema, validateDocument } from '../game/index.ts';
import { initialRoomState } from '../play/index.ts';
import { SCRIPT_API, SCRIPT_HANDLERS } from '../scripting/index.ts';
import { GAME_TEMPLATES, SAMPLE_TEMPLATE_IDS, findTemplate } from './index.ts';

const SEED = 'ab'.repeat(32);
const uploadedCopies = (template: (typeof GAME_TEMPLATES)[number]) =>
  Object.fromEntries(template.art.map((art) => [art.key, randomUUID()]));

/** Every template's scripts, as [template id, script name, source]. */
const templateScripts = GAME_TEMPLATES.flatMap((template) =>
  template.document(uploadedCopies(template)).scripts.map((script) => [template.id, script.name, script.source] as const),
);

/** The game functions the API reference documents (`game.deal(…)` → deal). */
const documentedFunctions = new Set(
  SCRIPT_API.flatMap((section) =>
    section.entries.flatMap((entry) => [...entry.signature.matchAll(/game\.(\w+)/g)].map((match) => match[1]!)),
  ),
);

/** The names a module exports as functions (`export function onSetup`, `export async function onOp`). */
function exportedFunctions(source: string): string[] {
  const program = parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  return program.body.flatMap((node) =>
    node.type === 'ExportNamedDeclaration' && node.declaration?.type === 'FunctionDeclaration' ? [node.declaration.id.name] : [],
  );
}

describe('game templates', () => {
  it.each(GAME_TEMPLATES.map((template) => [template.id, template] as const))('%s is a valid game document', (_id, template) => {
    const doc = template.document(uploadedCopies(template));
    expect(validateDocument(doc)).toMatchObject({ ok: true });
  });

  it.each(GAME_TEMPLATES.map((template) => [template.id, template] as const))(
    '%s parses as a game document of the current format',
    (_id, template) => {
      expect(gameDocumentSchema.safeParse(template.document(uploadedCopies(template))).success).toBe(true);
    },
  );

  it('gives the cards and the dice game example scripts', () => {
    expect(templateScripts.map(([id, name]) => `${id}: ${name}`)).toEqual([
      'cards: Deal at setup',
      'cards: Draw for everyone',
      'dice: Score each roll',
    ]);
  });

  it.each(templateScripts)('%s: "%s" is an ES module that exports only handlers the room calls', (_id, _name, source) => {
    const handlers = exportedFunctions(source);
    expect(handlers.length).toBeGreaterThan(0);
    for (const handler of handlers) expect(SCRIPT_HANDLERS).toContain(handler);
  });

  it.each(templateScripts)('%s: "%s" calls only the game functions the API reference documents', (_id, _name, source) => {
    const called = [...source.matchAll(/game\.(\w+)/g)].map((match) => match[1]!);
    expect(called.length).toBeGreaterThan(0);
    expect(called.filter((name) => !documentedFunctions.has(name))).toEqual([]);
  });

  it('puts a Draw for everyone button on the card deck, which a script answers', () => {
    const template = findTemplate('cards')!;
    const doc = template.document(uploadedCopies(template));
    expect(doc.components.find((c) => c.id === 'deck')?.buttons).toEqual([{ id: 'draw-all', label: 'Draw for everyone' }]);
    const answering = doc.scripts.filter((script) => exportedFunctions(script.source).includes('onButton'));
    expect(answering.map((script) => script.name)).toEqual(['Draw for everyone']);
    expect(answering[0]!.source).toContain("'draw-all'");
  });

  it.each(GAME_TEMPLATES.filter((t) => t.id !== 'blank').map((template) => [template.id, template] as const))(
    '%s has its own art, every picture used and drawn as SVG',
    (_id, template) => {
      expect(template.art.length).toBeGreaterThan(0);
      const assetIds = uploadedCopies(template);
      const doc = template.document(assetIds);
      for (const art of template.art) {
        expect(art.svg()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+"/);
        // The document points at the uploaded copy of each picture.
        expect(doc.assets.some((ref) => ref.assetId === assetIds[art.key])).toBe(true);
        if (art.pipeline === 'sheet') expect(art.rows! * art.columns!).toBeGreaterThan(1);
      }
    },
  );

  it.each(GAME_TEMPLATES.map((template) => [template.id, template] as const))('%s has a preview picture', (_id, template) => {
    expect(template.preview()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
  });

  it.each(GAME_TEMPLATES.map((template) => [template.id, template] as const))(
    '%s gives every tile a variant, so the table shows its face',
    (_id, template) => {
      const doc = template.document(uploadedCopies(template));
      const tiles = new Set(doc.components.filter((c) => c.kind === 'tile').map((c) => c.id));
      expect(doc.objects.filter((object) => tiles.has(object.componentId) && !object.variantId)).toEqual([]);
    },
  );

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

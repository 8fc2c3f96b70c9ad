import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { exportVariantsCsv, importVariantsCsv, type GameDocument } from '@tablecraft/core/game';
import { fullDocument } from '../../../../core/src/game/test-fixtures.ts';
import { cleanup, getByText, waitFor } from '../../test/render.tsx';
import { renderEditorPage } from '../testing.tsx';
import { UPLOAD } from '../../uploads/asset-documents.ts';
import { csvForDownload } from '../variants/variant-rows.ts';
import { ObjectBulkActions } from './ObjectBulkActions.tsx';
import { SheetFrames } from './SheetFrames.tsx';
import { MakeDeck } from './MakeDeck.tsx';

afterEach(cleanup);

/** A game with a 52-variant card and an empty deck on the table. */
function deckOf52(): GameDocument {
  const doc = fullDocument();
  doc.objects = doc.objects.filter((object) => object.componentId !== 'card');
  doc.variants = [
    ...doc.variants.filter((variant) => variant.componentId !== 'card'),
    ...Array.from({ length: 52 }, (_, i) => ({ id: `v${i}`, name: `Card ${i + 1}`, componentId: 'card', values: {} })),
  ];
  return doc;
}

const inDeck = (doc: GameDocument) =>
  doc.objects.filter((object) => object.placement.type === 'object' && object.placement.parentId === 'the-deck');

async function choose(select: HTMLSelectElement, value: string) {
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

async function type(input: HTMLInputElement, text: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('filling a deck with every variant', () => {
  /** The deck's setting for when a room opens, as saved. */
  const deckShuffledAtStart = (saved: GameDocument) => {
    const deck = saved.components.find((component) => component.id === 'deck');
    return deck?.kind === 'container' ? deck.container.shuffleAtStart : undefined;
  };

  it('adds 52 cards in one save, in the variants’ order, and the deck is shuffled whenever a room opens', async () => {
    const doc = deckOf52();
    const deck = doc.objects.find((object) => object.id === 'the-deck')!;
    const { container, actions } = await renderEditorPage(<ObjectBulkActions object={deck} />, { doc });
    expect(container.querySelector<HTMLSelectElement>('select[id$="-order"]')!.selectedOptions[0]!.textContent).toBe('Shuffle it');
    await act(async () => getByText(container, 'Add 52 pieces', 'button').click());
    await waitFor(() => expect(actions.saveDocument).toHaveBeenCalledTimes(1));
    const saved = actions.saveDocument.mock.calls[0]![0];
    expect(inDeck(saved).map((object) => object.variantId)).toEqual(Array.from({ length: 52 }, (_, i) => `v${i}`));
    expect(deckShuffledAtStart(saved)).toBe(true);
    expect(actions.addPart).not.toHaveBeenCalled();
  });

  it('keeps the variants’ order in every room when asked, still in one save', async () => {
    const doc = deckOf52();
    const deckComponent = doc.components.find((component) => component.id === 'deck')!;
    if (deckComponent.kind === 'container') deckComponent.container.shuffleAtStart = true;
    const deck = doc.objects.find((object) => object.id === 'the-deck')!;
    const { container, actions } = await renderEditorPage(<ObjectBulkActions object={deck} />, { doc });
    await choose(container.querySelector<HTMLSelectElement>('select[id$="-order"]')!, 'in-order');
    await act(async () => getByText(container, 'Add 52 pieces', 'button').click());
    await waitFor(() => expect(actions.saveDocument).toHaveBeenCalledTimes(1));
    const saved = actions.saveDocument.mock.calls[0]![0];
    expect(inDeck(saved).map((object) => object.variantId)).toEqual(Array.from({ length: 52 }, (_, i) => `v${i}`));
    expect(deckShuffledAtStart(saved)).toBeUndefined();
  });

  it('is offered only for containers; any piece can be copied N times in one save', async () => {
    const doc = fullDocument();
    const die = doc.objects.find((object) => object.id === 'o-die')!;
    const { container, actions } = await renderEditorPage(<ObjectBulkActions object={die} />, { doc });
    expect(container.textContent).not.toContain('Fill with every variant');
    await type(container.querySelector<HTMLInputElement>('input[type="number"]')!, '3');
    await act(async () => getByText(container, 'Add 3 copies', 'button').click());
    await waitFor(() => expect(actions.saveDocument).toHaveBeenCalledTimes(1));
    expect(actions.saveDocument.mock.calls[0]![0].objects.filter((object) => object.componentId === 'd6')).toHaveLength(4);
  });
});

describe('assigning a sheet’s frames', () => {
  it('gives every variant a frame in order in one save, knowing the sheet’s size from its upload', async () => {
    const doc = deckOf52();
    const sheetRef = doc.assets.find((ref) => ref.id === 'sheet')!;
    const upload = {
      request: { query: UPLOAD, variables: { id: sheetRef.assetId } },
      result: {
        data: {
          asset: {
            __typename: 'Asset',
            id: sheetRef.assetId,
            status: 'ready',
            pipeline: 'sheet',
            contentType: 'image/png',
            byteSize: 1,
            width: 2160,
            height: 2016,
            rows: 6,
            columns: 9,
            gameId: 'g1',
            failureReason: null,
            originalPath: '/o',
            thumbnailPath: '/t',
            createdAt: '',
            updatedAt: '',
            renditions: [],
            frames: [],
          },
        },
      },
    };
    const card = doc.components.find((component) => component.id === 'card')!;
    const { container, actions } = await renderEditorPage(
      <MockedProvider mocks={[upload]}>
        <SheetFrames component={card} />
      </MockedProvider>,
      { doc },
    );
    await waitFor(() => expect(container.textContent).toContain('This sheet has 54 frames.'));
    await choose(container.querySelector('select')!, 'sheet');
    await act(async () => getByText(container, 'Give 52 variants frames in order', 'button').click());
    await waitFor(() => expect(actions.saveDocument).toHaveBeenCalledTimes(1));
    const frames = actions.saveDocument.mock.calls[0]![0].variants.filter((variant) => variant.componentId === 'card').map(
      (variant) => variant.sheetFrame,
    );
    expect(frames).toEqual(Array.from({ length: 52 }, (_, index) => ({ assetRefId: 'sheet', index })));
  });
});

describe('the variants CSV as downloaded', () => {
  it('carries a byte-order mark for spreadsheets, and frames and non-ASCII text survive the round trip through bytes', async () => {
    const doc = fullDocument();
    doc.variants[1]!.values.title = 'Ritter „Größe“ 騎士';
    const csv = exportVariantsCsv(doc, 'card');
    const bytes = new TextEncoder().encode(csvForDownload(csv, true));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csvForDownload(csvForDownload(csv, true), true)).toBe(csvForDownload(csv, true));
    expect(csvForDownload(csv, false)).toBe(csv);
    // As a browser reads a chosen file; the import reads it back unchanged, mark or not.
    const text = await new Blob([bytes]).text();
    expect(importVariantsCsv(doc, 'card', text)).toEqual({ ok: true, doc, count: 3 });
    expect(csv).toContain('Card sheet#2');
  });
});

describe('making a deck of the variants', () => {
  /** The saved deck component made of Card, and the cards in its deck. */
  const madeDeck = (saved: GameDocument) => {
    const component = saved.components.find((candidate) => candidate.name === 'Card deck')!;
    const deck = saved.objects.find((object) => object.componentId === component.id)!;
    const cards = saved.objects.filter((object) => object.placement.type === 'object' && object.placement.parentId === deck.id);
    return { component, cards };
  };

  it('puts a new deck of all 52 in the middle of the table in one save, shuffled whenever a room opens', async () => {
    const doc = deckOf52();
    const card = doc.components.find((component) => component.id === 'card')!;
    const { container, actions } = await renderEditorPage(<MakeDeck component={card} />, { doc });
    const order = container.querySelector<HTMLSelectElement>('select[id$="-order"]')!;
    expect(container.querySelector(`label[for="${order.id}"]`)!.textContent).toBe('When a room opens');
    expect(order.selectedOptions[0]!.textContent).toBe('Shuffle it');
    await act(async () => getByText(container, 'Make a deck of 52', 'button').click());
    await waitFor(() => expect(actions.saveDocument).toHaveBeenCalledTimes(1));
    const { component, cards } = madeDeck(actions.saveDocument.mock.calls[0]![0]);
    expect(cards).toHaveLength(52);
    expect(component).toMatchObject({ kind: 'container', container: { shuffleAtStart: true } });
  });

  it('keeps the variants’ order in every room when the author chooses it', async () => {
    const doc = deckOf52();
    const card = doc.components.find((component) => component.id === 'card')!;
    const { container, actions } = await renderEditorPage(<MakeDeck component={card} />, { doc });
    const order = container.querySelector<HTMLSelectElement>('select[id$="-order"]')!;
    await choose(order, 'in-order');
    expect(order.selectedOptions[0]!.textContent).toBe('Keep the variants’ order');
    await act(async () => getByText(container, 'Make a deck of 52', 'button').click());
    await waitFor(() => expect(actions.saveDocument).toHaveBeenCalledTimes(1));
    const { component, cards } = madeDeck(actions.saveDocument.mock.calls[0]![0]);
    expect(cards.map((object) => object.variantId)).toEqual(Array.from({ length: 52 }, (_, i) => `v${i}`));
    expect(component.kind === 'container' && component.container.shuffleAtStart).toBeFalsy();
  });
});

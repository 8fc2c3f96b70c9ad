import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, useState } from 'react';
import type { GameDocument } from '@tablecraft/core/game';
import { fullDocument } from '../../../../core/src/game/test-fixtures.ts';
import { FakeXhr } from '../../test/fake-xhr.ts';
import { cleanup, getByText, waitFor } from '../../test/render.tsx';
import { renderEditorPage } from '../testing.tsx';
import { ChooseFileButton, FileDrop, FileDropHint } from './FileDrop.tsx';
import { classifyFile } from './use-file-drop.ts';

// The upload is answered where it leaves the page, as the API would: the upload client is shared with
// other files' tests, so a module mock would not reach it once one of them has loaded it.
beforeEach(() => {
  FakeXhr.created = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(async () => {
  await cleanup();
  vi.unstubAllGlobals();
});

/** Drops `file` on `target` as the browser does, optionally after an inner area took it. */
async function drop(target: Element, file: File, { taken = false } = {}) {
  await act(async () => {
    const event = new Event('drop', { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'dataTransfer', { value: { types: ['Files'], files: [file] } });
    if (taken) event.preventDefault();
    target.dispatchEvent(event);
  });
  // Reading a CSV file's text takes a turn of the event loop.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

async function type(input: HTMLInputElement, text: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const dialog = () => document.body.querySelector('[role="dialog"]');

/** Chooses `file` in the picker `button` opens, as the browser hands it over: a change of the file input. */
async function choose(button: HTMLButtonElement, file: File) {
  const input = button.closest('.file-drop, body')!.querySelector<HTMLInputElement>('input[type="file"]')!;
  let opened = false;
  input.addEventListener('click', (event) => {
    opened = true;
    event.preventDefault();
  });
  await act(async () => button.click());
  expect(opened).toBe(true);
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('dropping files on the editor', () => {
  it('sorts files into images, CSV and the rest', () => {
    expect(classifyFile(new File([''], 'cards.png', { type: 'image/png' })).kind).toBe('image');
    expect(classifyFile(new File([''], 'cards.JPG')).kind).toBe('image');
    expect(classifyFile(new File([''], 'cards.csv', { type: 'text/csv' })).kind).toBe('csv');
    expect(classifyFile(new File([''], 'notes.pdf', { type: 'application/pdf' })).kind).toBe('other');
  });

  it('opens the CSV preview for a dropped CSV, writing nothing yet', async () => {
    const { container, actions } = await renderEditorPage(
      <FileDrop componentId="card">
        <p>page</p>
      </FileDrop>,
      { doc: fullDocument() },
    );
    await drop(container.querySelector('p')!, new File(['name,rarity\nDragon,rare\nKnight,common\nPeasant,common\n'], 'cards.csv'));
    expect(dialog()?.textContent).toContain('Import cards.csv');
    expect(dialog()?.textContent).toContain('New fields of Card');
    expect(actions.importVariantsCsv).not.toHaveBeenCalled();
  });

  it('asks rows × columns for a dropped sheet once, uploads it, and makes a deck of its frames in one save', async () => {
    const doc = fullDocument();
    const { container, actions } = await renderEditorPage(
      <FileDrop>
        <p>page</p>
      </FileDrop>,
      { doc },
    );
    const withSheet: GameDocument = {
      ...doc,
      assets: [...doc.assets, { id: 'rainbow', name: 'rainbow cards', assetId: '5e5e5e5e-1111-4222-8333-444455556666' }],
    };
    actions.addPart.mockImplementationOnce(async () => ({
      id: 'rainbow',
      revision: { ...(await actions.saveDocument(doc)), document: withSheet },
    }));
    await drop(container.querySelector('p')!, new File(['png'], 'rainbow_cards.png', { type: 'image/png' }));
    const [rows, columns] = [...document.body.querySelectorAll<HTMLInputElement>('[role="dialog"] input[type="number"]')];
    await type(rows!, '3');
    await type(columns!, '4');
    await act(async () => getByText(document.body, 'Upload as 12 frames', 'button').click());
    const upload = await waitFor(() => FakeXhr.created[0]!);
    expect(upload.url).toMatch(/\/upload$/);
    const sent = upload.body!;
    expect({ pipeline: sent.get('pipeline'), rows: sent.get('rows'), columns: sent.get('columns'), gameId: sent.get('gameId') }).toEqual({
      pipeline: 'sheet',
      rows: '3',
      columns: '4',
      gameId: 'g1',
    });
    expect((sent.get('file') as File).name).toBe('rainbow_cards.png');
    await act(async () => upload.respond(200, JSON.stringify({ id: '5e5e5e5e-1111-4222-8333-444455556666', status: 'pending' })));
    await waitFor(() => expect(dialog()?.textContent).toContain('Added rainbow cards'));
    expect(actions.addPart).toHaveBeenCalledWith('asset', { name: 'rainbow cards', assetId: '5e5e5e5e-1111-4222-8333-444455556666' });

    actions.saveDocument.mockClear();
    // Unless the author chooses otherwise, the deck is shuffled whenever a room opens.
    const order = document.body.querySelector<HTMLSelectElement>('[role="dialog"] select[id$="-order"]')!;
    expect(order.selectedOptions[0]!.textContent).toBe('Shuffle it');
    await act(async () => getByText(document.body, 'Make a deck of 12', 'button').click());
    await waitFor(() => expect(actions.saveDocument).toHaveBeenCalledTimes(1));
    const saved = actions.saveDocument.mock.calls[0]![0];
    const cards = saved.variants.filter((variant) => variant.sheetFrame?.assetRefId === 'rainbow');
    expect(cards.map((variant) => variant.sheetFrame!.index)).toEqual([...Array(12).keys()]);
    const inDeck = saved.objects.filter((object) => cards.some((card) => card.id === object.variantId));
    expect(inDeck).toHaveLength(12);
    const placement = inDeck[0]!.placement;
    const deck = saved.objects.find((object) => placement.type === 'object' && object.id === placement.parentId);
    expect(saved.components.find((component) => component.id === deck?.componentId)).toMatchObject({
      kind: 'container',
      container: { shuffleAtStart: true },
    });
    expect(dialog()).toBeNull();
  });

  it('gives the cards a back of their own: an image dropped on the dialog, uploaded before the deck is saved', async () => {
    const doc = fullDocument();
    const { container, actions } = await renderEditorPage(
      <FileDrop>
        <p>page</p>
      </FileDrop>,
      { doc },
    );
    const sheetRef = { id: 'rainbow', name: 'rainbow cards', assetId: '5e5e5e5e-1111-4222-8333-444455556666' };
    const backRef = { id: 'plaid', name: 'plaid', assetId: '6f6f6f6f-1111-4222-8333-444455556666' };
    const withSheet: GameDocument = { ...doc, assets: [...doc.assets, sheetRef] };
    actions.addPart
      .mockImplementationOnce(async () => ({ id: 'rainbow', revision: { ...(await actions.saveDocument(doc)), document: withSheet } }))
      .mockImplementationOnce(async () => ({
        id: 'plaid',
        revision: { ...(await actions.saveDocument(doc)), document: { ...withSheet, assets: [...withSheet.assets, backRef] } },
      }));
    await drop(container.querySelector('p')!, new File(['png'], 'rainbow_cards.png', { type: 'image/png' }));
    const [rows, columns] = [...document.body.querySelectorAll<HTMLInputElement>('[role="dialog"] input[type="number"]')];
    await type(rows!, '2');
    await type(columns!, '2');
    await act(async () => getByText(document.body, 'Upload as 4 frames', 'button').click());
    await act(async () => FakeXhr.created[0]!.respond(200, JSON.stringify({ id: sheetRef.assetId, status: 'pending' })));
    await waitFor(() => expect(dialog()?.textContent).toContain('Back of the cards'));

    // A frame of the sheet for the back leaves three cards; an image dropped there leaves all four.
    const choice = document.body.querySelector<HTMLSelectElement>('.sheet-back select')!;
    await act(async () => {
      choice.value = 'frame-3';
      choice.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(getByText(document.body, 'Make a deck of 3', 'button')).toBeTruthy();
    await drop(document.body.querySelector('.sheet-back-drop')!, new File(['png'], 'plaid.png', { type: 'image/png' }));
    expect(choice.selectedOptions[0]!.textContent).toBe('plaid.png');
    // The saves of a document with the deck (the fakes above save too, to answer with a revision).
    const deckSaves = () =>
      actions.saveDocument.mock.calls.map(([saved]) => saved).filter((saved) => saved.components.some((c) => c.name === 'rainbow cards'));
    await act(async () => getByText(document.body, 'Make a deck of 4', 'button').click());
    const upload = await waitFor(() => FakeXhr.created[1]!);
    expect({ pipeline: upload.body!.get('pipeline'), file: (upload.body!.get('file') as File).name }).toEqual({
      pipeline: 'image',
      file: 'plaid.png',
    });
    // Nothing is saved before the back is in.
    expect(deckSaves()).toEqual([]);
    await act(async () => upload.respond(200, JSON.stringify({ id: backRef.assetId, status: 'pending' })));
    await waitFor(() => expect(deckSaves()).toHaveLength(1));
    const saved = deckSaves()[0]!;
    const cards = saved.components.find((component) => component.name === 'rainbow cards');
    expect(cards).toMatchObject({ kind: 'tile', faces: { back: { imageAssetId: 'plaid' } } });
    expect(saved.variants.filter((variant) => variant.componentId === cards?.id)).toHaveLength(4);
    expect(dialog()).toBeNull();
  });

  it('leaves a drop an inner upload area took, and says when a file is of no use', async () => {
    const { container } = await renderEditorPage(
      <FileDrop>
        <p>page</p>
      </FileDrop>,
      { doc: fullDocument() },
    );
    await drop(container.querySelector('p')!, new File(['png'], 'art.png', { type: 'image/png' }), { taken: true });
    expect(dialog()).toBeNull();
    await drop(container.querySelector('p')!, new File(['%PDF'], 'rules.pdf', { type: 'application/pdf' }));
    expect(dialog()?.textContent).toContain('rules.pdf is neither an image (PNG, JPEG, WebP, GIF) nor a CSV file.');
  });

  it('listens on an element rendered elsewhere, such as a canvas box', async () => {
    const box = document.createElement('div');
    document.body.append(box);
    await renderEditorPage(<FileDrop targetRef={{ current: box }} />, { doc: fullDocument() });
    await drop(box, new File(['name\nDragon\n'], 'cards.csv', { type: 'text/csv' }));
    expect(dialog()?.textContent).toContain('Import cards.csv');
    box.remove();
  });

  it('starts listening when the element appears after the first render', async () => {
    const target: { current: HTMLElement | null } = { current: null };
    function Later() {
      const [, setRenders] = useState(0);
      return (
        <>
          <button onClick={() => setRenders((count) => count + 1)}>Render again</button>
          <FileDrop targetRef={target} />
        </>
      );
    }
    const { container } = await renderEditorPage(<Later />, { doc: fullDocument() });
    const box = document.createElement('div');
    document.body.append(box);
    target.current = box;
    await act(async () => getByText(container, 'Render again', 'button').click());
    await drop(box, new File(['name\nDragon\n'], 'cards.csv', { type: 'text/csv' }));
    expect(dialog()?.textContent).toContain('Import cards.csv');
    box.remove();
  });
  it('takes a file chosen with the picker as a drop: the same preview, the same refusal', async () => {
    const { container, actions } = await renderEditorPage(
      <FileDrop componentId="card">
        <FileDropHint>Drop a sprite sheet or a CSV anywhere here, or choose one:</FileDropHint>
        <p>page</p>
      </FileDrop>,
      { doc: fullDocument() },
    );
    const button = getByText(container, 'Choose a sheet or CSV…', 'button') as HTMLButtonElement;
    expect(container.querySelector<HTMLInputElement>('input[type="file"]')!.accept).toContain('.csv');
    await choose(button, new File(['name,rarity\nDragon,rare\n'], 'cards.csv', { type: 'text/csv' }));
    expect(dialog()?.textContent).toContain('Import cards.csv');
    expect(actions.importVariantsCsv).not.toHaveBeenCalled();
    await act(async () => getByText(document.body, 'Cancel', 'button').click());

    await choose(button, new File(['%PDF'], 'rules.pdf', { type: 'application/pdf' }));
    expect(dialog()?.textContent).toContain('rules.pdf is neither an image (PNG, JPEG, WebP, GIF) nor a CSV file.');
  });

  it('offers the picker on the table it listens on, and nowhere in a published revision or outside a drop', async () => {
    const box = document.createElement('div');
    document.body.append(box);
    const { container } = await renderEditorPage(
      <FileDrop targetRef={{ current: box }}>
        <ChooseFileButton />
      </FileDrop>,
      { doc: fullDocument() },
    );
    await choose(
      getByText(container, 'Choose a sheet or CSV…', 'button') as HTMLButtonElement,
      new File(['png'], 'sheet.png', { type: 'image/png' }),
    );
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Add sheet.png');
    box.remove();
    await cleanup();

    const published = await renderEditorPage(
      <FileDrop>
        <FileDropHint>Drop here</FileDropHint>
        <ChooseFileButton />
      </FileDrop>,
      { doc: fullDocument(), readOnly: true },
    );
    expect(published.container.querySelector('button')).toBeNull();
    expect(published.container.textContent).not.toContain('Drop here');
    await cleanup();
    const outside = await renderEditorPage(<ChooseFileButton />, { doc: fullDocument() });
    expect(outside.container.querySelector('button')).toBeNull();
  });
});

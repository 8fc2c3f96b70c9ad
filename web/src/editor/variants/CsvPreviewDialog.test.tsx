import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { fullDocument } from '../../../../core/src/game/test-fixtures.ts';
import { cleanup, getByText, waitFor } from '../../test/render.tsx';
import { apiError, renderEditorPage } from '../testing.tsx';
import { CsvPreviewDialog } from './CsvPreviewDialog.tsx';

afterEach(cleanup);

// The dialog opens over the whole page, outside the rendered tree.
const container = document.body;

const CSV = 'name,power,rarity,portrait\nDragon,9,rare,Card sheet#1\nKnight,5,common,#3\nPeasant,1,common,\nWizard,7,rare,Felt\n';

async function choose(select: HTMLSelectElement, value: string) {
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('the CSV preview', () => {
  it('shows the new fields with the types read from their cells and the variants, writing nothing until Import', async () => {
    const { actions } = await renderEditorPage(
      <CsvPreviewDialog csv={CSV} fileName="cards.csv" componentId="card" onClose={() => undefined} />,
      { doc: fullDocument() },
    );
    const dialog = container.querySelector('[role="dialog"]')!;
    expect(dialog.textContent).toContain('Import cards.csv');
    expect(container.querySelector<HTMLSelectElement>('[aria-label="Type of rarity"]')!.value).toBe('text');
    expect(container.querySelector<HTMLSelectElement>('[aria-label="Type of portrait"]')!.value).toBe('image');
    expect(container.querySelector('[aria-label="Type of power"]')).toBeNull();
    expect(dialog.textContent).toContain('New (1): Wizard');
    expect(dialog.textContent).toContain('Updated (3): Dragon, Knight, Peasant');
    expect(dialog.textContent).toContain('2 frames of a sheet will be added');
    expect(actions.importVariantsCsv).not.toHaveBeenCalled();

    await choose(container.querySelector<HTMLSelectElement>('[aria-label="Type of rarity"]')!, 'number');
    expect(dialog.textContent).toContain('Row 2, column "rarity": "rare" is not a number.');
    expect(getByText(container, 'Import', 'button').hasAttribute('disabled')).toBe(true);
    await choose(container.querySelector<HTMLSelectElement>('[aria-label="Type of rarity"]')!, 'text');

    await act(async () => getByText(container, 'Import', 'button').click());
    await waitFor(() => expect(actions.importVariantsCsv).toHaveBeenCalledTimes(1));
    expect(actions.importVariantsCsv.mock.calls[0]).toEqual([
      'card',
      CSV,
      [
        { name: 'rarity', type: 'text', inferred: 'text' },
        { name: 'portrait', type: 'image', inferred: 'image' },
      ],
    ]);
  });

  it('names each bad row with its number and reason, and keeps Import off', async () => {
    const { actions } = await renderEditorPage(
      <CsvPreviewDialog
        csv={'name,power\nDragon,lots\n,3\nKnight,5,extra\n'}
        fileName="bad.csv"
        componentId="card"
        onClose={() => undefined}
      />,
      { doc: fullDocument() },
    );
    const items = [...container.querySelectorAll('[role="alert"] li')].map((item) => item.textContent);
    expect(items).toEqual([
      'Row 2, column "power": "lots" is not a number.',
      'Row 3, column "name": a name is required.',
      'Row 4 has 3 values, but the header has 2 columns.',
    ]);
    expect(getByText(container, 'Import', 'button').hasAttribute('disabled')).toBe(true);
    expect(actions.importVariantsCsv).not.toHaveBeenCalled();
  });

  it('lets the author pick the component when dropped outside one, and shows what the API refused', async () => {
    const { actions } = await renderEditorPage(<CsvPreviewDialog csv={'name\nOne\n'} fileName="dice.csv" onClose={() => undefined} />, {
      doc: fullDocument(),
    });
    await choose(container.querySelector<HTMLSelectElement>('select')!, 'd6');
    actions.importVariantsCsv.mockRejectedValueOnce(apiError('BAD_USER_INPUT', 'Variant "Six" is used by 1 object.'));
    await act(async () => getByText(container, 'Import', 'button').click());
    await waitFor(() => expect(container.textContent).toContain('Nothing was imported. Variant "Six" is used by 1 object.'));
    expect(actions.importVariantsCsv.mock.calls[0]![0]).toBe('d6');
  });
});

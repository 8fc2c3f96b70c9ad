import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { fullDocument } from '../../../../core/src/game/test-fixtures.ts';
import { cleanup, waitFor } from '../../test/render.tsx';
import { renderEditorPage } from '../testing.tsx';
import { VariantsCsv } from './VariantsCsv.tsx';

afterEach(cleanup);

async function choose(container: HTMLElement, file: File) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  await act(async () => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('choosing a variants CSV file', () => {
  const doc = fullDocument();
  const card = doc.components[0]!;
  const page = (
    <MockedProvider>
      <VariantsCsv component={card} hasUnsavedEdits={false} />
    </MockedProvider>
  );

  it('imports at once when every column is a field already, as before', async () => {
    const { container, actions } = await renderEditorPage(page, { doc });
    await choose(container, new File(['name,power\nDragon,9\nKnight,5\nPeasant,1\n'], 'cards.csv'));
    await waitFor(() => expect(actions.importVariantsCsv).toHaveBeenCalledWith('card', 'name,power\nDragon,9\nKnight,5\nPeasant,1\n'));
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
  });

  it('previews a CSV with new columns, importing nothing until confirmed', async () => {
    const { container, actions } = await renderEditorPage(page, { doc });
    await choose(container, new File(['name,rarity\nDragon,rare\nKnight,common\nPeasant,common\n'], 'cards.csv'));
    await waitFor(() => expect(document.body.querySelector('[role="dialog"]')?.textContent).toContain('New fields of Card'));
    expect(actions.importVariantsCsv).not.toHaveBeenCalled();
  });
});

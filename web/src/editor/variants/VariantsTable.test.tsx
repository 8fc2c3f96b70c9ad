import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { fullDocument } from '../../../../core/src/game/test-fixtures.ts';
import { cleanup, getByText, waitFor } from '../../test/render.tsx';
import { apiError, renderEditorPage } from '../testing.tsx';
import { VariantsTable } from './VariantsTable.tsx';
import { componentFields } from './variant-rows.ts';

afterEach(cleanup);

const doc = fullDocument();
const card = doc.components[0]!;
const fields = componentFields(doc, 'card');
const variants = doc.variants.filter((variant) => variant.componentId === 'card');
const table = <VariantsTable component={card} fields={fields} variants={variants} />;

const cell = (root: ParentNode, label: string) => {
  const found = root.querySelector<HTMLInputElement>(`[aria-label="${label}"]`);
  if (!found) throw new Error(`no cell ${label}`);
  return found;
};

async function type(input: HTMLInputElement, text: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function save(root: ParentNode) {
  await act(async () => getByText(root, 'Save changes', 'button').click());
}

describe('the variants table', () => {
  it('has a row per variant and a column per field', async () => {
    const { container } = await renderEditorPage(table, { doc });
    expect([...container.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Art',
      'Name',
      'titletext',
      'powernumber',
      'artimage',
      'Actions',
    ]);
    expect(container.querySelectorAll('tbody tr')).toHaveLength(3);
    expect(cell(container, 'power of Dragon').value).toBe('9');
    expect(cell(container, 'art of Dragon').value).toBe('dragon');
  });

  it("shows each card's art: its sheet frame, else its image field's picture", async () => {
    const { container } = await renderEditorPage(table, { doc });
    const art = (name: string) => container.querySelector<HTMLImageElement>(`img[alt="Art of ${name}"]`)?.getAttribute('src') ?? null;
    expect(art('Dragon')).toMatch(/\/files\/assets\/8a9b0c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d\/frames\/4$/);
    expect(art('Knight')).toBeNull();
    expect(art('Peasant')).toMatch(/\/files\/assets\/3f2b8c1e-5d4a-4b6c-9e7f-1a2b3c4d5e6f\/frames\/2$/);
  });

  it('saves each changed row as a patch of what changed', async () => {
    const { container, actions } = await renderEditorPage(table, { doc });
    expect(getByText(container, 'Save changes', 'button').hasAttribute('disabled')).toBe(true);
    await type(cell(container, 'power of Knight'), '7');
    await type(cell(container, 'title of Peasant'), '');
    expect(getByText(container, '2 changed rows')).toBeTruthy();
    await save(container);
    expect(actions.updatePart).toHaveBeenCalledWith('variant', 'knight-card', { values: { power: 7 } });
    expect(actions.updatePart).toHaveBeenCalledWith('variant', 'peasant-card', { values: { title: null } });
    await waitFor(() => expect(getByText(container, 'All saved')).toBeTruthy());
  });

  it('keeps a refused row with its error on the cell, and saves the others', async () => {
    const { container, actions } = await renderEditorPage(table, { doc });
    actions.updatePart.mockImplementation(async (_kind, id) => {
      if (id === 'dragon-card')
        throw apiError('BAD_USER_INPUT', 'must be a number', { 'variants.0.values.power': 'must be a number (field "power" is number)' });
      return { id: 'r1', name: 'draft', published: false, version: 4, publishedAt: null, updatedAt: '', document: doc };
    });
    await type(cell(container, 'power of Dragon'), 'lots');
    await type(cell(container, 'Name of Knight'), 'Sir Knight');
    await save(container);
    await waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toContain('Dragon: power must be a number (field "power" is number)'),
    );
    expect(cell(container, 'power of Dragon').getAttribute('aria-invalid')).toBe('true');
    expect(cell(container, 'power of Dragon').value).toBe('lots');
    expect(getByText(container, '1 changed row')).toBeTruthy();
    // Typing in the cell clears its error.
    await type(cell(container, 'power of Dragon'), '8');
    expect(cell(container, 'power of Dragon').getAttribute('aria-invalid')).toBe('false');
  });

  it('is read-only in a published revision', async () => {
    const { container } = await renderEditorPage(table, { doc, readOnly: true });
    expect(cell(container, 'power of Dragon').disabled).toBe(true);
    expect(container.querySelector('button')).toBeNull();
  });
});

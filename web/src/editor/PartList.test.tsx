import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { fullDocument } from '../../../core/src/game/test-fixtures.ts';
import { cleanup, click, getByText, waitFor } from '../test/render.tsx';
import { TopLevelListPage } from './pages/ListPages.tsx';
import { PartPage } from './pages/PartPage.tsx';
import { apiError, renderEditorPage } from './testing.tsx';

afterEach(async () => {
  await cleanup();
  vi.unstubAllGlobals();
});

const button = (root: ParentNode, label: string) => {
  const found = root.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
  if (!found) throw new Error(`no button ${label}`);
  return found;
};

describe('a list of parts', () => {
  it('lists parts with a summary and moves one up with the new order', async () => {
    const { container, actions } = await renderEditorPage(<TopLevelListPage kind="component" />, { doc: fullDocument() });
    expect([...container.querySelectorAll('.part-list-item a')].map((link) => link.textContent)).toEqual([
      'Card',
      'Deck',
      'Hand',
      'D6',
      'Score',
    ]);
    expect(getByText(container, 'tile · 250×350 · 3 variants')).toBeTruthy();
    expect(button(container, 'Move Card up').disabled).toBe(true);
    await click(button(container, 'Move Deck up'));
    expect(actions.reorderParts).toHaveBeenCalledWith('component', ['deck', 'card', 'hand', 'd6', 'score']);
  });

  it("shows the server's reason when a delete is refused", async () => {
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    const { container, actions } = await renderEditorPage(<TopLevelListPage kind="component" />, { doc: fullDocument() });
    actions.deletePart.mockRejectedValueOnce(apiError('BAD_USER_INPUT', 'Component "Card" is used by 3 objects; remove them first.'));
    await click(button(container, 'Delete Card'));
    expect(actions.deletePart).toHaveBeenCalledWith('component', 'card');
    await waitFor(() => expect(document.body.textContent).toContain('Component "Card" is used by 3 objects; remove them first.'));
  });

  it('asks before deleting, and does nothing when the author cancels', async () => {
    vi.stubGlobal(
      'confirm',
      vi.fn(() => false),
    );
    const { container, actions } = await renderEditorPage(<TopLevelListPage kind="seat" />, { doc: fullDocument() });
    await click(button(container, 'Delete Player 1'));
    expect(actions.deletePart).not.toHaveBeenCalled();
  });

  it('is read-only in a published revision: no moves, deletes or new-part form', async () => {
    const { container } = await renderEditorPage(<TopLevelListPage kind="component" />, { doc: fullDocument(), readOnly: true });
    expect(container.querySelectorAll('.part-list-item')).toHaveLength(5);
    expect(container.querySelector('button')).toBeNull();
    expect(container.querySelector('form')).toBeNull();
  });
});

describe("a part's page", () => {
  it('is Not Found for an id the revision does not hold', async () => {
    const { container } = await renderEditorPage(<PartPage kind="seat" />, {
      doc: fullDocument(),
      route: 'seats/:partId',
      path: '/e/seats/nope',
    });
    expect(container.querySelector('h1')?.textContent).toBe('Not Found');
  });

  it('links back to its list and on to the lists that belong to it', async () => {
    const { container } = await renderEditorPage(<PartPage kind="object" />, {
      doc: fullDocument(),
      route: 'objects/:partId',
      path: '/e/objects/the-deck',
    });
    expect(container.querySelector('h1')?.textContent).toBe('Object: Draw pile');
    expect(getByText(container, '← Objects on Table').getAttribute('href')).toBe('/e/surfaces/table/objects');
    expect(getByText(container, 'Contents (2 objects)').getAttribute('href')).toBe('/e/objects/the-deck/objects');
  });

  it('saves only the changed settings, with the form showing a field error from the API', async () => {
    const { container, actions } = await renderEditorPage(<PartPage kind="seat" />, {
      doc: fullDocument(),
      route: 'seats/:partId',
      path: '/e/seats/p2',
    });
    const name = container.querySelector<HTMLInputElement>('input[name="name"]')!;
    actions.updatePart.mockRejectedValueOnce(
      apiError('BAD_USER_INPUT', 'Name must be at most 80 characters', { 'seats.1.name': 'must be at most 80 characters' }),
    );
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(name, 'x'.repeat(81));
      name.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => {
      container.querySelector('form')!.requestSubmit();
    });
    expect(actions.updatePart).toHaveBeenCalledWith('seat', 'p2', { name: 'x'.repeat(81) });
    await waitFor(() => expect(container.querySelector('.field-error')?.textContent).toBe('Name must be at most 80 characters'));
  });
});

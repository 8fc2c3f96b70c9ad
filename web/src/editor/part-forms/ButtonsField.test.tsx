import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import type { GameDocument } from '@tablecraft/core/game';
import { fullDocument } from '../../../../core/src/game/test-fixtures.ts';
import { cleanup, click, getByText, typeInto, waitFor } from '../../test/render.tsx';
import { PartPage } from '../pages/PartPage.tsx';
import { apiError, renderEditorPage } from '../testing.tsx';

afterEach(cleanup);

const openCard = (doc: GameDocument = fullDocument(), readOnly = false) =>
  renderEditorPage(<PartPage kind="component" />, { doc, route: 'components/:partId', path: '/e/components/card', readOnly });
const withButtons = (buttons: Array<{ id: string; label: string }>): GameDocument => {
  const doc = fullDocument();
  return { ...doc, components: doc.components.map((component) => (component.id === 'card' ? { ...component, buttons } : component)) };
};

const rows = (container: HTMLElement) => [...container.querySelectorAll<HTMLFieldSetElement>('.buttons-field-row')];
const input = (row: HTMLElement, label: 'Id' | 'Label') => {
  const labelled = [...row.querySelectorAll('label')].find((candidate) => candidate.textContent === label)!;
  return row.querySelector<HTMLInputElement>(`#${CSS.escape(labelled.htmlFor)}`)!;
};
const save = (container: HTMLElement) =>
  act(async () => {
    container.querySelector<HTMLFormElement>('form.part-form')!.requestSubmit();
  });

describe("a component's Buttons field", () => {
  it('adds buttons and saves them as the component’s list', async () => {
    const { container, actions } = await openCard();
    const field = container.querySelector<HTMLFieldSetElement>('fieldset.buttons-field')!;
    expect(field.querySelector('legend')?.textContent).toBe('Buttons');
    await click(getByText(field, 'Add button', 'button'));
    await click(getByText(field, 'Add button', 'button'));
    const [first, second] = rows(container);
    await typeInto(input(first!, 'Label'), 'Score it');
    await typeInto(input(first!, 'Id'), 'score');
    await typeInto(input(second!, 'Label'), 'Discard');
    await save(container);
    expect(actions.updatePart).toHaveBeenCalledWith('component', 'card', {
      buttons: [
        { id: 'score', label: 'Score it' },
        { id: 'button-2', label: 'Discard' },
      ],
    });
  });

  it('names each input by its row, and removes a row', async () => {
    const { container, actions } = await openCard(
      withButtons([
        { id: 'a', label: 'A' },
        { id: 'b', label: 'B' },
      ]),
    );
    const [first, second] = rows(container);
    const labelledBy = input(second!, 'Id').getAttribute('aria-labelledby')!.split(' ');
    expect(labelledBy.map((id) => document.getElementById(id)?.textContent).join(' ')).toBe('Button 2 Id');
    const remove = getByText(first!, 'Remove', 'button');
    expect(
      remove
        .getAttribute('aria-labelledby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' '),
    ).toBe('Remove Button 1');
    await click(remove);
    expect(rows(container)).toHaveLength(1);
    await save(container);
    expect(actions.updatePart).toHaveBeenCalledWith('component', 'card', { buttons: [{ id: 'b', label: 'B' }] });
  });

  it('leaves the setting out once the last button is removed', async () => {
    const { container, actions } = await openCard(withButtons([{ id: 'a', label: 'A' }]));
    await click(getByText(rows(container)[0]!, 'Remove', 'button'));
    await save(container);
    expect(actions.updatePart).toHaveBeenCalledWith('component', 'card', { buttons: null });
  });

  it('shows a duplicate id on the row that repeats it, as the schema says it', async () => {
    const { container } = await openCard(
      withButtons([
        { id: 'draw', label: 'Draw' },
        { id: 'pass', label: 'Pass' },
      ]),
    );
    const second = rows(container)[1]!;
    await typeInto(input(second, 'Id'), 'draw');
    expect(second.querySelector('.field-error')?.textContent).toBe('Id is used by another button of this component');
    expect(input(second, 'Id').getAttribute('aria-invalid')).toBe('true');
    expect(rows(container)[0]!.querySelector('.field-error')).toBeNull();
  });

  it("shows the server's refusal on the field", async () => {
    const { container, actions } = await openCard(withButtons([{ id: 'draw', label: 'Draw' }]));
    actions.updatePart.mockRejectedValueOnce(
      apiError('BAD_USER_INPUT', 'Buttons must be at most 6 buttons', { 'components.0.buttons': 'must be at most 6 buttons' }),
    );
    await typeInto(input(rows(container)[0]!, 'Label'), 'Draw one');
    await save(container);
    await waitFor(() =>
      expect(container.querySelector('fieldset.buttons-field > .field-error')?.textContent).toBe('Buttons must be at most 6 buttons'),
    );
  });

  it('is read-only in a published revision', async () => {
    const { container } = await openCard(withButtons([{ id: 'draw', label: 'Draw' }]), true);
    expect(input(rows(container)[0]!, 'Label').disabled).toBe(true);
    expect(container.textContent).not.toMatch(/Add button|Remove/);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpInput } from '@tablecraft/core/play';
import { cleanup, click, render } from '../../test/render.tsx';
import { pieceIdOf, testRoom, viewOf } from '../test-room.ts';
import { PLAY_ACTIONS } from '../actions/play-actions.ts';
import { actionsFor, type ActionContext } from '../actions/registry.ts';
import { SelectionToolbar } from './SelectionToolbar.tsx';

afterEach(() => cleanup());

const state = testRoom();
const deck = pieceIdOf(state, 'deck');

function contextOf(sent: OpInput[], canPlay = true): ActionContext {
  return {
    view: viewOf(state, 'north'),
    seatId: 'north',
    canPlay,
    target: { kind: 'pile', pileId: deck },
    submit: (op) => sent.push(op),
    besidePile: () => ({ type: 'surface', surfaceId: 'table', x: 10, y: 10 }),
    tableCentre: () => ({ type: 'surface', surfaceId: 'table', x: 500, y: 400 }),
  };
}

describe('the selection toolbar', () => {
  it("shows the selected pile's own actions with their keys, performs one on a click, and keeps the asking ones behind More…", async () => {
    const sent: OpInput[] = [];
    const context = contextOf(sent);
    const actions = actionsFor(PLAY_ACTIONS, context);
    const onMore = vi.fn();
    const { container } = await render(<SelectionToolbar title="Deck (2)" actions={actions} context={context} onMore={onMore} />);
    const toolbar = container.querySelector('[role="toolbar"]')!;
    expect(toolbar.getAttribute('aria-label')).toBe('Actions for Deck (2)');
    const buttons = [...toolbar.querySelectorAll('button')];
    // Exactly the registry's direct actions, in its order, each with the key the registry gives it.
    const direct = actions.filter((action) => !action.choices);
    expect(buttons.slice(0, -1).map((button) => button.textContent)).toEqual(
      direct.map((action) => `${action.label}${action.shortcuts[0]?.label ?? ''}`),
    );
    await click(buttons.find((button) => button.textContent?.startsWith('Shuffle'))!);
    expect(sent).toEqual([{ type: 'shuffle', pileId: deck }]);
    await click(buttons.at(-1)!);
    expect(buttons.at(-1)!.textContent).toBe('More…');
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('offers nothing to press to someone who may only watch', async () => {
    const context = contextOf([], false);
    const { container } = await render(
      <SelectionToolbar title="Deck (2)" actions={actionsFor(PLAY_ACTIONS, context)} context={context} onMore={() => undefined} />,
    );
    const direct = [...container.querySelectorAll('button')].filter((button) => button.textContent !== 'More…');
    expect(direct.length).toBeGreaterThan(0);
    expect(direct.every((button) => button.disabled)).toBe(true);
  });

  it('tells someone who may only watch how to take a seat when they press one, performing nothing', async () => {
    const sent: OpInput[] = [];
    const context = contextOf(sent, false);
    const refused = vi.fn();
    const { container } = await render(
      <SelectionToolbar
        title="Deck (2)"
        actions={actionsFor(PLAY_ACTIONS, context)}
        context={context}
        onMore={() => undefined}
        onRefused={refused}
      />,
    );
    const shuffle = [...container.querySelectorAll('button')].find((button) => button.textContent?.startsWith('Shuffle'))!;
    // Shown unavailable to assistive technology, yet pressable, so the press can say why.
    expect(shuffle.disabled).toBe(false);
    expect(shuffle.getAttribute('aria-disabled')).toBe('true');
    await click(shuffle);
    expect(refused).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
  });
});

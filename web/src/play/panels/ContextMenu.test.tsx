import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpInput } from '@tablecraft/core/play';
import { cleanup, click, render } from '../../test/render.tsx';
import { pieceIdOf, testRoom, viewOf } from '../test-room.ts';
import type { ActionContext, PlayAction } from '../actions/registry.ts';
import { menuActions } from '../actions/play-actions.ts';
import { ContextMenu, placeWithin } from './ContextMenu.tsx';

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
    besidePile: () => null,
    tableCentre: () => null,
  };
}

const asking: PlayAction = {
  id: 'deal-to',
  label: 'Deal one to',
  shortcuts: [],
  appliesTo: () => true,
  choices: () => [
    { id: 'north', label: 'North' },
    { id: 'south', label: 'South' },
  ],
  perform: (c, choice) => c.submit({ type: 'deal', pileId: deck, count: 1, seatIds: [choice!] }),
};
const plain: PlayAction = {
  id: 'shuffle',
  label: 'Shuffle',
  shortcuts: [{ key: 's', label: 'S' }],
  appliesTo: () => true,
  perform: (c) => c.submit({ type: 'shuffle', pileId: deck }),
};

describe('the context menu', () => {
  it('lists the answers of an action that asks something, each performing it with that answer', async () => {
    const sent: OpInput[] = [];
    const onClose = vi.fn();
    const { container } = await render(
      <ContextMenu at={{ x: 0, y: 0 }} title="Deck (3)" actions={[plain, asking]} context={contextOf(sent)} onClose={onClose} />,
    );
    const items = [...container.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')];
    expect(items.map((item) => item.getAttribute('aria-label') ?? item.textContent)).toEqual([
      'ShuffleS',
      'Deal one to: North',
      'Deal one to: South',
    ]);
    expect(container.querySelector('[role="group"]')!.getAttribute('aria-label')).toBe('Deal one to');
    await click(items[2]!);
    expect(sent).toEqual([{ type: 'deal', pileId: deck, count: 1, seatIds: ['south'] }]);
    expect(onClose).toHaveBeenCalled();
  });

  it('disables every answer while the viewer cannot play', async () => {
    const { container } = await render(
      <ContextMenu at={{ x: 0, y: 0 }} title="Deck (3)" actions={[asking]} context={contextOf([], false)} onClose={() => undefined} />,
    );
    expect([...container.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')].every((item) => item.disabled)).toBe(true);
  });

  it("offers the game's buttons on a piece by the author's words, pressing one as the player in a seat", async () => {
    const withButton = {
      ...state,
      components: { ...state.components, deck: { ...state.components.deck!, buttons: [{ id: 'draw-all', label: 'Draw for everyone' }] } },
    };
    const sent: OpInput[] = [];
    const context: ActionContext = { ...contextOf(sent), view: viewOf(withButton, 'north') };
    const { container } = await render(
      <ContextMenu at={{ x: 0, y: 0 }} title="Deck (3)" actions={menuActions(context)} context={context} onClose={() => undefined} />,
    );
    const item = [...container.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')].find(
      (candidate) => candidate.textContent === 'Draw for everyone',
    )!;
    expect(item).toBeDefined();
    await click(item);
    expect(sent).toEqual([{ type: 'press', pieceId: deck, buttonId: 'draw-all' }]);
    await cleanup();
    // Watching, one is not offered the game's buttons at all.
    const watching: ActionContext = { ...context, view: viewOf(withButton, null), seatId: null, canPlay: false };
    const { container: spectator } = await render(
      <ContextMenu at={{ x: 0, y: 0 }} title="Deck (3)" actions={menuActions(watching)} context={watching} onClose={() => undefined} />,
    );
    expect(spectator.textContent).not.toContain('Draw for everyone');
  });

  it('stays inside the window: moved up and left from an edge as far as it must, never past the top or left', () => {
    const window = { width: 1280, height: 800 };
    expect(placeWithin({ x: 100, y: 100 }, { width: 220, height: 300 }, window)).toEqual({ x: 100, y: 100 });
    expect(placeWithin({ x: 1200, y: 700 }, { width: 220, height: 300 }, window)).toEqual({ x: 1052, y: 492 });
    expect(placeWithin({ x: 600, y: 500 }, { width: 220, height: 900 }, window)).toEqual({ x: 600, y: 8 });
  });
});

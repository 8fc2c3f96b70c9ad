import { describe, expect, it } from 'vitest';
import type { OpInput, RoomState } from '@tablecraft/core/play';
import { buttonActions } from './button-actions.ts';
import { menuActions } from './play-actions.ts';
import type { ActionContext, ActionTarget } from './registry.ts';
import { pieceIdOf, testRoom, viewOf } from '../test-room.ts';

/** The test room with the author's buttons on a kind of piece. */
function withButtons(state: RoomState, componentId: string, buttons: Array<{ id: string; label: string }>): RoomState {
  return { ...state, components: { ...state.components, [componentId]: { ...state.components[componentId]!, buttons } } };
}

function contextFor(state: RoomState, target: ActionTarget, seatId: string | null = 'north', canPlay = true) {
  const sent: OpInput[] = [];
  const context: ActionContext = {
    view: viewOf(state, seatId),
    seatId,
    canPlay,
    target,
    submit: (op) => sent.push(op),
    besidePile: () => null,
    tableCentre: () => null,
  };
  return { context, sent };
}

describe("the game's buttons on pieces", () => {
  const plain = testRoom();
  const card = pieceIdOf(plain, 'card', 'jack');
  const deck = pieceIdOf(plain, 'deck');
  const state = withButtons(
    withButtons(plain, 'card', [
      { id: 'score', label: 'Score it' },
      { id: 'burn', label: 'Burn' },
    ]),
    'deck',
    [{ id: 'draw-all', label: 'Draw for everyone' }],
  );

  it("offers each of a piece's buttons under the author's words, and pressing one sends the press", () => {
    const { context, sent } = contextFor(state, { kind: 'piece', pieceId: card });
    const actions = buttonActions(context);
    expect(actions.map((action) => action.label)).toEqual(['Score it', 'Burn']);
    actions[1]!.perform(context);
    expect(sent).toEqual([{ type: 'press', pieceId: card, buttonId: 'burn' }]);
  });

  it("offers a deck's buttons in its menu as a pile, before the table's own actions", () => {
    const { context, sent } = contextFor(state, { kind: 'pile', pileId: deck });
    const actions = menuActions(context);
    expect(actions[0]!.label).toBe('Draw for everyone');
    expect(actions.slice(1).map((action) => action.id)).toContain('shuffle');
    actions[0]!.perform(context);
    expect(sent).toEqual([{ type: 'press', pieceId: deck, buttonId: 'draw-all' }]);
  });

  it('offers none to someone watching, nor for a piece without buttons or a stack zone', () => {
    expect(buttonActions(contextFor(state, { kind: 'piece', pieceId: card }, null).context)).toEqual([]);
    expect(menuActions(contextFor(state, { kind: 'pile', pileId: deck }, null).context).map((action) => action.label)).not.toContain(
      'Draw for everyone',
    );
    expect(buttonActions(contextFor(state, { kind: 'piece', pieceId: pieceIdOf(state, 'die') }).context)).toEqual([]);
    expect(buttonActions(contextFor(state, { kind: 'pile', pileId: 'discard' }).context)).toEqual([]);
    expect(buttonActions(contextFor(plain, { kind: 'piece', pieceId: card }).context)).toEqual([]);
  });
});

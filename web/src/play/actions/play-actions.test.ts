import { describe, expect, it } from 'vitest';
import type { OpInput } from '@tablecraft/core/play';
import { PLAY_ACTIONS } from './play-actions.ts';
import { actionForKey, actionsFor, type ActionContext, type ActionTarget } from './registry.ts';
import { pieceIdOf, play, testDocument, testRoom, viewOf } from '../test-room.ts';

function contextFor(target: ActionTarget, seatId: string | null = 'north', state = testRoom()) {
  const sent: OpInput[] = [];
  const context: ActionContext = {
    view: viewOf(state, seatId),
    seatId,
    canPlay: true,
    target,
    submit: (op) => sent.push(op),
    besidePile: () => ({ type: 'surface', surfaceId: 'table', x: 10, y: 10 }),
    tableCentre: () => ({ type: 'surface', surfaceId: 'table', x: 500, y: 400 }),
  };
  return { context, sent };
}

const ids = (context: ActionContext) => actionsFor(PLAY_ACTIONS, context).map((action) => action.id);
const key = (k: string, ctrl = false) => ({ key: k, ctrlKey: ctrl, metaKey: false, altKey: false });

describe('the play actions', () => {
  const state = testRoom();
  const card = pieceIdOf(state, 'card', 'jack');
  const deck = pieceIdOf(state, 'deck');

  it('offers each kind of piece its own actions', () => {
    expect(ids(contextFor({ kind: 'piece', pieceId: card }).context)).toEqual([
      'flip',
      'rotate-left',
      'rotate-right',
      'bring-to-front',
      'to-hand',
      'to-pile-top',
      'to-pile-bottom',
    ]);
    expect(ids(contextFor({ kind: 'piece', pieceId: pieceIdOf(state, 'die') }).context)).toEqual([
      'rotate-left',
      'rotate-right',
      'roll',
      'bring-to-front',
      'to-hand',
      'to-pile-top',
      'to-pile-bottom',
    ]);
    expect(ids(contextFor({ kind: 'piece', pieceId: pieceIdOf(state, 'score') }).context)).toEqual([
      'rotate-left',
      'rotate-right',
      'counter-up',
      'counter-down',
      'bring-to-front',
      'to-hand',
      'to-pile-top',
      'to-pile-bottom',
    ]);
    expect(ids(contextFor({ kind: 'pile', pileId: deck }).context)).toEqual([
      'draw',
      'take',
      'take-face-up',
      'top-to-bottom',
      'shuffle',
      'flip-stack',
      'cut',
      'look-top',
      'search',
      'deal',
      'gather',
      'move-all',
      'move-all-shuffled',
      'deal-to',
    ]);
  });

  it('offers nothing that would move, flip or turn a piece the game locked in place', () => {
    const lock = (id: string) => ({ ...state, pieces: { ...state.pieces, [id]: { ...state.pieces[id]!, locked: true as const } } });
    expect(ids(contextFor({ kind: 'piece', pieceId: card }, 'north', lock(card)).context)).toEqual([]);
    const die = pieceIdOf(state, 'die');
    expect(ids(contextFor({ kind: 'piece', pieceId: die }, 'north', lock(die)).context)).toEqual(['roll']);
  });

  it('does not offer drawing or a hand to someone without a seat', () => {
    expect(ids(contextFor({ kind: 'pile', pileId: deck }, null).context)).toEqual([
      'take',
      'take-face-up',
      'top-to-bottom',
      'shuffle',
      'flip-stack',
      'cut',
      'deal',
      'gather',
      'move-all',
      'move-all-shuffled',
      'deal-to',
    ]);
  });

  it('offers nothing for an empty pile but undo', () => {
    expect(ids(contextFor({ kind: 'pile', pileId: 'discard' }).context)).toEqual([]);
  });

  it('plays a card from the hand to the table', () => {
    const drawn = play(state, { type: 'draw', pileId: deck, count: 1 }, 'alice');
    const inHand = drawn.hands.north![0]!;
    const { context, sent } = contextFor({ kind: 'piece', pieceId: inHand }, 'north', drawn);
    expect(ids(context)).toEqual(['flip', 'play', 'to-pile-top', 'to-pile-bottom', 'show-card', 'show-hand', 'pass']);
    // One card: nothing to move along or sort; the hand can still be shown.
    expect(ids(contextFor({ kind: 'none' }, 'north', drawn).context)).toEqual(['show-hand']);
    PLAY_ACTIONS.find((a) => a.id === 'play')!.perform(context);
    expect(sent).toEqual([{ type: 'move', pieceId: inHand, to: { type: 'surface', surfaceId: 'table', x: 500, y: 400 } }]);
  });

  it('passes a card from the hand to another player', () => {
    const drawn = play(state, { type: 'draw', pileId: deck, count: 1 }, 'alice');
    const inHand = drawn.hands.north![0]!;
    const { context, sent } = contextFor({ kind: 'piece', pieceId: inHand }, 'north', drawn);
    const pass = PLAY_ACTIONS.find((a) => a.id === 'pass')!;
    expect(pass.choices!(context)).toEqual([{ id: 'south', label: 'South' }]);
    pass.perform(context, 'south');
    expect(sent).toEqual([{ type: 'pass', pieceId: inHand, seatId: 'south' }]);
    // Alone at the table, there is nobody to pass to.
    const alone = play(drawn, { type: 'leaveSeat' }, 'bob');
    expect(ids(contextFor({ kind: 'piece', pieceId: inHand }, 'north', alone).context)).not.toContain('pass');
  });

  it('sorts the hand in the game’s order, and moves a card along it', () => {
    let held = play(state, { type: 'draw', pileId: deck, count: 2 }, 'alice');
    held = play(held, { type: 'move', pieceId: card, to: { type: 'hand' } }, 'alice');
    const [queen, king, jack] = held.hands.north!;
    expect([queen, king, jack].map((id) => held.pieces[id!]!.variantId)).toEqual(['queen', 'king', 'jack']);
    const { context, sent } = contextFor({ kind: 'piece', pieceId: king! }, 'north', held);
    expect(ids(context)).toEqual([
      'flip',
      'play',
      'to-pile-top',
      'to-pile-bottom',
      'hand-left',
      'hand-right',
      'sort-hand',
      'show-card',
      'show-hand',
      'pass',
      'undo',
    ]);
    // The document lists ace, king, queen, jack.
    actionForKey(PLAY_ACTIONS, { ...context, document: testDocument() }, key('o'))!.perform({ ...context, document: testDocument() });
    actionForKey(PLAY_ACTIONS, context, key(','))!.perform(context);
    actionForKey(PLAY_ACTIONS, context, key('.'))!.perform(context);
    expect(sent).toEqual([
      { type: 'arrangeHand', order: [king, queen, jack] },
      { type: 'arrangeHand', order: [king, queen, jack] },
      { type: 'arrangeHand', order: [queen, jack, king] },
    ]);
    // The leftmost card goes no further left; the table's menu sorts too.
    expect(ids(contextFor({ kind: 'piece', pieceId: queen! }, 'north', held).context)).not.toContain('hand-left');
    expect(ids(contextFor({ kind: 'none' }, 'north', held).context)).toEqual(['sort-hand', 'show-hand', 'undo']);
  });

  it('offers undo, and Ctrl+Z sends it, only when the seat has a move of its own to take back', () => {
    expect(actionForKey(PLAY_ACTIONS, contextFor({ kind: 'piece', pieceId: card }).context, key('z', true))).toBeNull();
    const turned = play(state, { type: 'rotate', pieceId: card, direction: 1 }, 'alice');
    const { context, sent } = contextFor({ kind: 'piece', pieceId: card }, 'north', turned);
    expect(ids(context)).toContain('undo');
    actionForKey(PLAY_ACTIONS, context, key('z', true))!.perform(context);
    expect(sent).toEqual([{ type: 'undo' }]);
  });

  it('maps shortcuts to actions that apply to the target', () => {
    const turned = play(state, { type: 'rotate', pieceId: card, direction: 1 }, 'alice');
    const { context, sent } = contextFor({ kind: 'piece', pieceId: card }, 'north', turned);
    actionForKey(PLAY_ACTIONS, context, key('F'))!.perform(context);
    actionForKey(PLAY_ACTIONS, context, key('q'))!.perform(context);
    actionForKey(PLAY_ACTIONS, context, key('e'))!.perform(context);
    actionForKey(PLAY_ACTIONS, context, key('z', true))!.perform(context);
    actionForKey(PLAY_ACTIONS, context, key(']', true))!.perform(context);
    expect(sent).toEqual([
      { type: 'flip', pieceId: card },
      { type: 'rotate', pieceId: card, direction: -1 },
      { type: 'rotate', pieceId: card, direction: 1 },
      { type: 'undo' },
      { type: 'bringToFront', pieceId: card },
    ]);
    expect(actionForKey(PLAY_ACTIONS, context, key('r'))).toBeNull();
    expect(actionForKey(PLAY_ACTIONS, context, key('z'))).toBeNull();
    expect(actionForKey(PLAY_ACTIONS, context, { ...key('f'), altKey: true })).toBeNull();
  });

  it('sends pile ops for draw, shuffle, deal and take', () => {
    const { context, sent } = contextFor({ kind: 'pile', pileId: deck });
    for (const k of ['d', 's', 't']) actionForKey(PLAY_ACTIONS, context, key(k))!.perform(context);
    PLAY_ACTIONS.find((a) => a.id === 'deal')!.perform(context);
    expect(sent).toEqual([
      { type: 'draw', pileId: deck, count: 1 },
      { type: 'shuffle', pileId: deck },
      { type: 'take', pileId: deck, to: { type: 'surface', surfaceId: 'table', x: 10, y: 10 } },
      { type: 'deal', pileId: deck, count: 1 },
    ]);
  });

  it('deals several cards to each player, or one to a chosen player', () => {
    // Four cards in the deck for two players: two each at most.
    const fuller = play(state, { type: 'move', pieceId: card, to: { type: 'pile', pileId: deck } }, 'alice');
    const { context, sent } = contextFor({ kind: 'pile', pileId: deck }, 'north', fuller);
    const dealEach = PLAY_ACTIONS.find((a) => a.id === 'deal-each')!;
    const dealTo = PLAY_ACTIONS.find((a) => a.id === 'deal-to')!;
    expect(dealEach.choices!(context)).toEqual([{ id: '2', label: '2 each' }]);
    expect(dealTo.choices!(context)).toEqual([
      { id: 'north', label: 'North (you)' },
      { id: 'south', label: 'South' },
    ]);
    dealEach.perform(context, '2');
    dealTo.perform(context, 'south');
    expect(sent).toEqual([
      { type: 'deal', pileId: deck, count: 2 },
      { type: 'deal', pileId: deck, count: 1, seatIds: ['south'] },
    ]);
    // Three cards for two players: nothing beyond one each to offer.
    expect(ids(contextFor({ kind: 'pile', pileId: deck }).context)).not.toContain('deal-each');
  });

  it('gathers a deck even when all its cards are out, but not a pile the game put nothing in', () => {
    let dealt = play(state, { type: 'deal', pileId: deck, count: 1 }, 'alice');
    dealt = play(dealt, { type: 'draw', pileId: deck, count: 1 }, 'bob');
    const { context, sent } = contextFor({ kind: 'pile', pileId: deck }, 'south', dealt);
    expect(ids(context)).toEqual(['gather']);
    // Its cards are in hands: it says what it takes from them, and takes nothing until asked to.
    const gather = actionForKey(PLAY_ACTIONS, context, key('g'))!;
    expect(gather.asksFirst?.(context)).toBe(true);
    expect(gather.choices!(context)).toEqual([
      { id: 'from-hands', label: 'Take back its cards from hands too (North holds 1, you hold 2)' },
    ]);
    gather.perform(context);
    expect(sent).toEqual([]);
    gather.perform(context, 'from-hands');
    expect(sent).toEqual([{ type: 'gather', pileId: deck }]);
    // With every hand empty it asks nothing.
    const everyCardOut = contextFor(
      { kind: 'pile', pileId: deck },
      'south',
      play(state, { type: 'take', pileId: deck, to: { type: 'surface', surfaceId: 'table', x: 5, y: 5 } }, 'alice'),
    ).context;
    expect(gather.asksFirst?.(everyCardOut)).toBe(false);
    expect(gather.choices!(everyCardOut)).toBeUndefined();
    const discard = play(state, { type: 'take', pileId: deck, to: { type: 'pile', pileId: 'discard' } }, 'alice');
    expect(ids(contextFor({ kind: 'pile', pileId: 'discard' }, 'north', discard).context)).not.toContain('gather');
  });

  it('takes the top card face up, and puts it under its pile', () => {
    const { context, sent } = contextFor({ kind: 'pile', pileId: deck });
    actionForKey(PLAY_ACTIONS, context, key('u'))!.perform(context);
    actionForKey(PLAY_ACTIONS, context, key('b'))!.perform(context);
    expect(sent).toEqual([
      { type: 'take', pileId: deck, to: { type: 'surface', surfaceId: 'table', x: 10, y: 10 }, faceUp: true },
      { type: 'take', pileId: deck, to: { type: 'pile', pileId: deck, position: 'bottom' } },
    ]);
  });

  it('puts a piece on top of or under a pile the viewer may reach, named as the game names it', () => {
    const { context, sent } = contextFor({ kind: 'piece', pieceId: card });
    const onTop = PLAY_ACTIONS.find((a) => a.id === 'to-pile-top')!;
    const under = PLAY_ACTIONS.find((a) => a.id === 'to-pile-bottom')!;
    // Without the game document a container pile has no better name.
    expect(under.choices!(context)).toEqual([
      { id: deck, label: 'Pile' },
      { id: 'discard', label: 'Discard' },
    ]);
    expect(under.choices!({ ...context, document: testDocument() })!.map((choice) => choice.label)).toEqual(['Deck', 'Discard']);
    onTop.perform(context, 'discard');
    under.perform(context, deck);
    expect(sent).toEqual([
      { type: 'move', pieceId: card, to: { type: 'pile', pileId: 'discard' } },
      { type: 'move', pieceId: card, to: { type: 'pile', pileId: deck, position: 'bottom' } },
    ]);
  });

  it('moves a whole pile onto another, or back into the deck and shuffles it', () => {
    const discarded = play(state, { type: 'take', pileId: deck, to: { type: 'pile', pileId: 'discard' } }, 'alice');
    const { context, sent } = contextFor({ kind: 'pile', pileId: 'discard' }, 'north', discarded);
    const moveAll = PLAY_ACTIONS.find((a) => a.id === 'move-all')!;
    const shuffleInto = PLAY_ACTIONS.find((a) => a.id === 'move-all-shuffled')!;
    // Not onto itself.
    expect(moveAll.choices!({ ...context, document: testDocument() })).toEqual([{ id: deck, label: 'Deck' }]);
    moveAll.perform(context, deck);
    shuffleInto.perform(context, deck);
    expect(sent).toEqual([
      { type: 'moveAll', pileId: 'discard', to: { type: 'pile', pileId: deck } },
      { type: 'moveAll', pileId: 'discard', to: { type: 'pile', pileId: deck }, shuffle: true },
    ]);
  });

  it('turns a whole pile over with F, and cuts it with C', () => {
    const { context, sent } = contextFor({ kind: 'pile', pileId: deck });
    actionForKey(PLAY_ACTIONS, context, key('f'))!.perform(context);
    actionForKey(PLAY_ACTIONS, context, key('c'))!.perform(context);
    expect(sent).toEqual([
      { type: 'flipStack', pileId: deck },
      { type: 'cut', pileId: deck },
    ]);
  });

  it('gives every shortcut to one action at most on whatever is selected', () => {
    const inHand = play(state, { type: 'draw', pileId: deck, count: 1 }, 'alice');
    const targets: Array<[ActionTarget, typeof state]> = [
      [{ kind: 'piece', pieceId: card }, state],
      [{ kind: 'piece', pieceId: pieceIdOf(state, 'die') }, state],
      [{ kind: 'piece', pieceId: pieceIdOf(state, 'score') }, state],
      [{ kind: 'piece', pieceId: inHand.hands.north![0]! }, inHand],
      [{ kind: 'pile', pileId: deck }, state],
      [{ kind: 'none' }, state],
    ];
    const keys = new Set(PLAY_ACTIONS.flatMap((a) => a.shortcuts.map((s) => `${s.ctrl ? 'ctrl+' : ''}${s.key}`)));
    for (const [target, room] of targets) {
      const { context } = contextFor(target, 'north', room);
      for (const k of keys) {
        const matching = actionsFor(PLAY_ACTIONS, context).filter((a) => a.shortcuts.some((s) => `${s.ctrl ? 'ctrl+' : ''}${s.key}` === k));
        expect(matching.length, `${k} on ${JSON.stringify(target)}`).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('the actions on several selected pieces', () => {
  const state = testRoom();
  const jack = pieceIdOf(state, 'card', 'jack');
  const die = pieceIdOf(state, 'die');

  it('flips and turns the whole selection as one op when the piece is one of several selected', () => {
    const { context, sent } = contextFor({ kind: 'piece', pieceId: jack });
    const grouped = { ...context, group: [jack, die] };
    actionForKey(PLAY_ACTIONS, grouped, key('f'))!.perform(grouped);
    actionForKey(PLAY_ACTIONS, grouped, key('e'))!.perform(grouped);
    actionForKey(PLAY_ACTIONS, grouped, key('q'))!.perform(grouped);
    expect(sent).toEqual([
      { type: 'flipMany', pieceIds: [jack] },
      { type: 'rotateMany', pieceIds: [jack, die], direction: 1 },
      { type: 'rotateMany', pieceIds: [jack, die], direction: -1 },
    ]);
  });

  it('acts on the piece alone when it is not part of the selection', () => {
    const { context, sent } = contextFor({ kind: 'piece', pieceId: jack });
    const other = { ...context, group: [die, pieceIdOf(state, 'score')] };
    actionForKey(PLAY_ACTIONS, other, key('f'))!.perform(other);
    expect(sent).toEqual([{ type: 'flip', pieceId: jack }]);
  });

  it('offers "Select" on a piece on the table to a player, which starts a selection with it', () => {
    const started: string[] = [];
    const { context } = contextFor({ kind: 'piece', pieceId: jack });
    const withSelect = { ...context, startSelecting: (id: string) => void started.push(id) };
    expect(ids(withSelect)).toContain('select');
    actionsFor(PLAY_ACTIONS, withSelect)
      .find((a) => a.id === 'select')!
      .perform(withSelect);
    expect(started).toEqual([jack]);
    expect(ids({ ...withSelect, canPlay: false })).not.toContain('select');
    expect(ids({ ...withSelect, target: { kind: 'pile', pileId: pieceIdOf(state, 'deck') } })).not.toContain('select');
  });

  it('looks at the top cards or searches a pile privately, and shows a card or the whole hand to everyone', () => {
    const state = testRoom();
    const deck = pieceIdOf(state, 'deck');
    const { context, sent } = contextFor({ kind: 'pile', pileId: deck });
    const lookTop = PLAY_ACTIONS.find((a) => a.id === 'look-top')!;
    // As many as the pile holds, of 1, 2, 3 and 5.
    const count = context.view.piles[deck]!.count;
    expect(lookTop.choices!(context)!.map((c) => c.label)).toEqual(
      ['1 card', '2 cards', '3 cards', '5 cards'].filter((_, i) => [1, 2, 3, 5][i]! <= count),
    );
    lookTop.perform(context, '2');
    actionForKey(PLAY_ACTIONS, context, key('k'))!.perform(context);
    expect(sent).toEqual([
      { type: 'look', pileId: deck, count: 2 },
      { type: 'look', pileId: deck },
    ]);
    // Already searching it: no second search offered; looking at the top is offered no longer either.
    const searching = play(state, { type: 'look', pileId: deck }, 'alice');
    expect(ids(contextFor({ kind: 'pile', pileId: deck }, 'north', searching).context)).not.toContain('search');
    expect(ids(contextFor({ kind: 'pile', pileId: deck }, 'north', searching).context)).not.toContain('look-top');
    // Watching: nothing to look at.
    expect(ids(contextFor({ kind: 'pile', pileId: deck }, null).context)).not.toContain('search');

    const drawn = play(state, { type: 'draw', pileId: deck, count: 2 }, 'alice');
    const inHand = drawn.hands.north![1]!;
    const shown = contextFor({ kind: 'piece', pieceId: inHand }, 'north', drawn);
    actionForKey(PLAY_ACTIONS, shown.context, key('v'))!.perform(shown.context);
    PLAY_ACTIONS.find((a) => a.id === 'show-hand')!.perform(shown.context);
    expect(shown.sent).toEqual([{ type: 'reveal', pieceIds: [inHand] }, { type: 'reveal' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { redactChanges, type RoomState, applyOp, opSchema, type ServerMessage } from '@tablecraft/core/play';
import { memoryJournal, RoomStore, type OpJournal } from './room-store.ts';
import { pieceIdOf, play, testRoom, viewOf } from '../test-room.ts';

const alice = { id: 'alice', userName: 'alice', name: 'Alice', image: '' };

function joinedStore(state: RoomState = testRoom(), journal: OpJournal = memoryJournal()) {
  const sent: Array<{ clientSeq: number; op: unknown }> = [];
  const rejects: string[] = [];
  let online = true;
  const store = new RoomStore({
    journal,
    send: (message) => {
      if (!online) return false;
      sent.push(message);
      return true;
    },
    onReject: (reason) => rejects.push(reason),
    onFreshViewNeeded: () => undefined,
  });
  store.setStatus('open');
  store.handle({
    kind: 'welcome',
    protocolVersion: 2,
    connectionId: 'c1',
    role: 'player',
    user: alice,
    seatId: 'north',
    seq: 2,
    view: viewOf(state, 'north'),
  });
  return { store, sent, rejects, setOnline: (value: boolean) => (online = value) };
}

/** The server's answer to an op: the changes as Alice sees them and the new state. */
function serverApplies(state: RoomState, op: unknown, seq: number): { message: ServerMessage; state: RoomState } {
  const result = applyOp(state, opSchema.parse(op), { userId: 'alice', seatId: 'north' });
  if (!result.ok) throw new Error(result.reason);
  return {
    message: {
      kind: 'op',
      seq,
      actor: { userId: 'alice', seatId: 'north' },
      changes: redactChanges(state, result.state, result.changes, 'north'),
    },
    state: result.state,
  };
}

/** An op as the page sends it: with 16 bytes of its own entropy (core/src/play/fairness.ts). */
const withEntropy = (op: object) => ({ ...op, entropy: expect.stringMatching(/^[0-9a-f]{32}$/) });

describe('the room store', () => {
  const state = testRoom();
  const jack = pieceIdOf(state, 'card', 'jack');
  const move = { type: 'move', pieceId: jack, to: { type: 'surface', surfaceId: 'table', x: 50, y: 60 } } as const;

  it('shows the viewer’s own move at once, before the server answers', () => {
    const { store, sent } = joinedStore();
    expect(store.submit(move)).toBe(true);
    expect(store.getSnapshot().view!.pieces[jack]!.location).toEqual({ type: 'surface', surfaceId: 'table', x: 50, y: 60 });
    expect(sent).toEqual([{ kind: 'op', clientSeq: 1, op: withEntropy(move) }]);
  });

  it('keeps the move when the server confirms it, without showing it twice', () => {
    const { store } = joinedStore();
    store.submit({ type: 'flip', pieceId: jack });
    const { message } = serverApplies(state, { type: 'flip', pieceId: jack }, 3);
    store.handle(message);
    expect(store.getSnapshot().view!.pieces[jack]!.faceUp).toBe(false);
    store.handle({ kind: 'ack', clientSeq: 1, seq: 3 });
    expect(store.getSnapshot().view!.pieces[jack]!.faceUp).toBe(false);
    expect(store.getSnapshot().seq).toBe(3);
  });

  it('snaps a refused move back and says why', () => {
    const { store, rejects } = joinedStore();
    store.submit(move);
    store.handle({ kind: 'reject', clientSeq: 1, code: 'GONE', reason: 'That piece is no longer there.' });
    expect(store.getSnapshot().view!.pieces[jack]!.location).toEqual({ type: 'surface', surfaceId: 'table', x: 500, y: 400 });
    expect(rejects).toEqual(['That piece is no longer there.']);
  });

  it('pauses input while reconnecting', () => {
    const { store, sent } = joinedStore();
    store.setStatus('reconnecting');
    expect(store.submit(move)).toBe(false);
    expect(sent).toEqual([]);
  });

  it('sends again after a rejoin the ops the server has not sequenced, going by the welcome’s lastClientSeq', () => {
    const { store, sent, setOnline } = joinedStore();
    store.submit(move);
    store.submit({ type: 'flip', pieceId: jack });
    // The connection drops: the move reached the server, the flip did not.
    store.setStatus('reconnecting');
    const { state: afterMove } = serverApplies(state, move, 3);
    setOnline(true);
    store.handle({
      kind: 'welcome',
      protocolVersion: 2,
      connectionId: 'c2',
      role: 'player',
      user: alice,
      seatId: 'north',
      seq: 3,
      lastClientSeq: 1,
      view: viewOf(afterMove, 'north'),
    });
    store.setStatus('open');
    expect(sent.map((m) => m.clientSeq)).toEqual([1, 2, 2]);
    expect(store.getSnapshot().view!.pieces[jack]).toMatchObject({ faceUp: false, location: { x: 50, y: 60 } });
  });

  it('predicts a draw into the hand as a card back until the server says which card it is', () => {
    const { store } = joinedStore();
    const deck = pieceIdOf(state, 'deck');
    store.submit({ type: 'draw', pileId: deck, count: 1 });
    const view = store.getSnapshot().view!;
    expect(view.hands.north!.count).toBe(1);
    expect(view.piles[deck]!.count).toBe(2);
  });

  it('leaves unchanged pieces as the same objects, so the canvas redraws only what moved', () => {
    const { store } = joinedStore();
    const before = store.getSnapshot().view!;
    store.submit(move);
    const after = store.getSnapshot().view!;
    const die = pieceIdOf(state, 'die');
    expect(after.pieces[die]).toBe(before.pieces[die]);
    expect(after.pieces[jack]).not.toBe(before.pieces[jack]);
  });

  it('shows the label the game’s scripts put on a piece, and its removal', () => {
    const { store } = joinedStore();
    const before = store.getSnapshot().view!.pieces[jack]!;
    const actor = { userId: 'alice', seatId: 'north' };
    store.handle({ kind: 'op', seq: 3, actor, changes: { pieces: { [jack]: { ...before, label: 'Trump' } }, piles: {}, hands: {} } });
    expect(store.getSnapshot().view!.pieces[jack]!.label).toBe('Trump');
    store.handle({ kind: 'op', seq: 4, actor, changes: { pieces: { [jack]: before }, piles: {}, hands: {} } });
    expect(store.getSnapshot().view!.pieces[jack]!.label).toBeUndefined();
  });

  it('asks for a fresh view when the server seats the viewer elsewhere (hands are seen per seat)', () => {
    let seatChanges = 0;
    const store = new RoomStore({ send: () => true, onReject: () => undefined, onFreshViewNeeded: () => (seatChanges += 1) });
    store.setStatus('open');
    store.handle({
      kind: 'welcome',
      protocolVersion: 2,
      connectionId: 'c1',
      role: 'player',
      user: alice,
      seatId: 'north',
      seq: 2,
      view: viewOf(state, 'north'),
    });
    store.submit({ type: 'leaveSeat' });
    expect(store.getSnapshot().seatId).toBeNull();
    const result = applyOp(state, opSchema.parse({ type: 'leaveSeat' }), { userId: 'alice', seatId: 'north' });
    if (!result.ok) throw new Error(result.reason);
    store.handle({
      kind: 'op',
      seq: 3,
      actor: { userId: 'alice', seatId: 'north' },
      changes: redactChanges(state, result.state, result.changes, 'north'),
    });
    expect(seatChanges).toBe(1);
    // Its next join asks for the whole view instead of resuming from a view built for the old seat.
    expect(store.lastSeq()).toBeUndefined();
  });

  it('resumes from the ops it missed, and sends again only what the server never saw', () => {
    const { store, sent, setOnline } = joinedStore();
    expect(store.lastSeq()).toBe(2);
    store.submit(move);
    store.submit({ type: 'flip', pieceId: jack });
    store.setStatus('reconnecting');
    // Meanwhile the move went through (seq 3), and one op became invalid before it was applied (seq 4).
    const { message: moved } = serverApplies(state, move, 3);
    setOnline(true);
    store.handle({
      kind: 'welcome',
      protocolVersion: 2,
      connectionId: 'c2',
      role: 'player',
      user: alice,
      seatId: 'north',
      seq: 4,
      lastClientSeq: 1,
      resumedFrom: 2,
      missed: [moved as Extract<ServerMessage, { kind: 'op' }>, { kind: 'skip', seq: 4 }],
    });
    store.setStatus('open');
    expect(store.getSnapshot().seq).toBe(4);
    expect(sent.map((m) => m.clientSeq)).toEqual([1, 2, 2]);
    expect(store.getSnapshot().view!.pieces[jack]).toMatchObject({ faceUp: false, location: { x: 50, y: 60 } });
  });

  it('takes a resync’s whole view on the same connection, keeping ops in flight without sending them again', () => {
    const { store, sent } = joinedStore();
    store.submit(move);
    store.submit({ type: 'flip', pieceId: jack });
    // The server's replica reloaded at seq 5 past the move (applied there) but not the flip (still in flight).
    const { state: afterMove } = serverApplies(state, move, 3);
    store.handle({ kind: 'resync', seq: 5, seatId: 'north', view: viewOf(afterMove, 'north') });
    expect(store.getSnapshot().seq).toBe(5);
    expect(sent.map((m) => m.clientSeq)).toEqual([1, 2]);
    expect(store.getSnapshot().view!.pieces[jack]).toMatchObject({ faceUp: false, location: { x: 50, y: 60 } });
    // The flip is answered as usual.
    store.handle({ kind: 'reject', clientSeq: 2, code: 'GONE', reason: 'no' });
    expect(store.getSnapshot().view!.pieces[jack]).toMatchObject({ faceUp: true, location: { x: 50, y: 60 } });
  });

  it('asks for the whole view when a resumed welcome does not start where this browser is', () => {
    let freshViews = 0;
    const store = new RoomStore({ send: () => true, onReject: () => undefined, onFreshViewNeeded: () => (freshViews += 1) });
    store.handle({
      kind: 'welcome',
      protocolVersion: 2,
      connectionId: 'c1',
      role: 'player',
      user: alice,
      seatId: 'north',
      seq: 2,
      view: viewOf(state, 'north'),
    });
    const before = store.getSnapshot().view;
    store.handle({
      kind: 'welcome',
      protocolVersion: 2,
      connectionId: 'c2',
      role: 'player',
      user: alice,
      seatId: 'north',
      seq: 9,
      resumedFrom: 5,
      missed: [],
    });
    expect(freshViews).toBe(1);
    expect(store.getSnapshot().view).toBe(before);
    expect(store.lastSeq()).toBeUndefined();
  });

  describe('exactly once', () => {
    const score = pieceIdOf(state, 'score');
    const die = pieceIdOf(state, 'die');
    const raise = { type: 'counter', pieceId: score, delta: 1 } as const;
    const rejoin = (store: RoomStore, lastClientSeq: number, view = viewOf(state, 'north'), seq = 2) =>
      store.handle({
        kind: 'welcome',
        protocolVersion: 2,
        connectionId: 'c2',
        role: 'player',
        user: alice,
        seatId: 'north',
        seq,
        lastClientSeq,
        view,
      });

    it('numbers ops from the tab’s journal, never reusing a number', () => {
      const journal = memoryJournal();
      journal.nextClientSeq();
      journal.nextClientSeq();
      const { store, sent } = joinedStore(state, journal);
      store.submit(raise);
      expect(sent.map((m) => m.clientSeq)).toEqual([3]);
    });

    it('sends again, in order, only the ops above the welcome’s lastClientSeq', () => {
      const { store, sent, setOnline } = joinedStore();
      store.submit(raise);
      store.submit({ type: 'roll', pieceId: die });
      setOnline(false);
      store.submit(move);
      store.setStatus('reconnecting');
      setOnline(true);
      sent.length = 0;
      // The room had sequenced the raise (1), not the roll (2) or the move (3, never sent).
      rejoin(store, 1, viewOf(play(state, raise, 'alice'), 'north'), 3);
      expect(sent).toEqual([
        { kind: 'op', clientSeq: 2, op: withEntropy({ type: 'roll', pieceId: die }) },
        { kind: 'op', clientSeq: 3, op: withEntropy(move) },
      ]);
      // The raise shows once: from the view, not predicted again.
      expect(store.getSnapshot().view!.pieces[score]!.value).toBe(4);
    });

    it('does not send a roll again once the room has sequenced it, whatever the view shows', () => {
      const { store, sent } = joinedStore();
      store.submit({ type: 'roll', pieceId: die });
      sent.length = 0;
      // The die landed on the number it showed before: the view cannot tell, lastClientSeq can.
      rejoin(store, 1);
      expect(sent).toEqual([]);
      rejoin(store, 1);
      expect(sent).toEqual([]);
    });

    it('takes a duplicate ack for an op sent again as done, showing it once', () => {
      const { store, sent } = joinedStore();
      store.submit(raise);
      // The connection dropped while the raise was being committed: the welcome does not count it yet.
      rejoin(store, 0);
      expect(sent.map((m) => m.clientSeq)).toEqual([1, 1]);
      expect(store.getSnapshot().view!.pieces[score]!.value).toBe(4);
      // It was committed after all: everyone gets it once, and the copy sent again is answered as a duplicate.
      const { message } = serverApplies(state, raise, 3);
      store.handle(message);
      expect(store.getSnapshot().view!.pieces[score]!.value).toBe(4);
      store.handle({ kind: 'ack', clientSeq: 1, seq: 3, duplicate: true });
      expect(store.getSnapshot().view!.pieces[score]!.value).toBe(4);
      // Nothing left to send on the next join.
      sent.length = 0;
      rejoin(store, 1, viewOf(play(state, raise, 'alice'), 'north'), 3);
      expect(sent).toEqual([]);
      expect(store.getSnapshot().view!.pieces[score]!.value).toBe(4);
    });

    it('keeps an op whose result came back but whose ack did not, until the welcome says it is done', () => {
      const { store, sent } = joinedStore();
      store.submit(raise);
      const { message, state: after } = serverApplies(state, raise, 3);
      store.handle(message);
      store.setStatus('reconnecting');
      sent.length = 0;
      rejoin(store, 1, viewOf(after, 'north'), 3);
      expect(sent).toEqual([]);
      expect(store.getSnapshot().view!.pieces[score]!.value).toBe(4);
    });

    it('shows the original refusal of an op sent again, without moving back in time', () => {
      const { store, sent, rejects } = joinedStore();
      store.submit(move);
      rejoin(store, 0, viewOf(state, 'north'), 6);
      expect(sent.map((m) => m.clientSeq)).toEqual([1, 1]);
      store.handle({ kind: 'reject', clientSeq: 1, code: 'GONE', reason: 'That piece is no longer there.', seq: 3 });
      expect(rejects).toEqual(['That piece is no longer there.']);
      expect(store.getSnapshot().seq).toBe(6);
      expect(store.getSnapshot().view!.pieces[jack]!.location).toEqual({ type: 'surface', surfaceId: 'table', x: 500, y: 400 });
      // The same verdict for the resend says nothing more.
      store.handle({ kind: 'reject', clientSeq: 1, code: 'GONE', reason: 'That piece is no longer there.', seq: 3 });
      expect(rejects).toHaveLength(1);
    });

    it('keeps unanswered ops in the journal, so a reload of the tab sends them again', () => {
      const journal = memoryJournal();
      const { store } = joinedStore(state, journal);
      store.submit(raise);
      store.submit({ type: 'roll', pieceId: die });
      store.handle({ kind: 'ack', clientSeq: 1, seq: 3 });
      expect(journal.pending()).toEqual([{ clientSeq: 2, op: withEntropy({ type: 'roll', pieceId: die }) }]);
      // The page reloads: a new store starts from the journal and sends the roll after its welcome, with
      // the same entropy (a resend the room already logged must be the same op).
      const { sent } = joinedStore(play(state, raise, 'alice'), journal);
      expect(sent).toEqual([{ kind: 'op', clientSeq: 2, op: journal.pending()[0]!.op }]);
      expect(sent[0]).toMatchObject({ op: withEntropy({ type: 'roll', pieceId: die }) });
    });

    it('drops ops a reloaded page finds already sequenced', () => {
      const journal = memoryJournal();
      const { store } = joinedStore(state, journal);
      store.submit(raise);
      const sent: unknown[] = [];
      const reloaded = new RoomStore({
        journal,
        send: (m) => (sent.push(m), true),
        onReject: () => undefined,
        onFreshViewNeeded: () => undefined,
      });
      reloaded.setStatus('open');
      reloaded.handle({
        kind: 'welcome',
        protocolVersion: 2,
        connectionId: 'c3',
        role: 'player',
        user: alice,
        seatId: 'north',
        seq: 3,
        lastClientSeq: 1,
        view: viewOf(play(state, raise, 'alice'), 'north'),
      });
      expect(sent).toEqual([]);
      expect(journal.pending()).toEqual([]);
      expect(reloaded.getSnapshot().view!.pieces[score]!.value).toBe(4);
    });

    it('forgets its ops when it can no longer play', () => {
      const journal = memoryJournal();
      const { store, sent } = joinedStore(state, journal);
      store.submit(raise);
      sent.length = 0;
      store.handle({
        kind: 'welcome',
        protocolVersion: 2,
        connectionId: 'c2',
        role: 'spectator',
        user: alice,
        seatId: null,
        seq: 2,
        lastClientSeq: 0,
        view: viewOf(state, null),
      });
      expect(sent).toEqual([]);
      expect(journal.pending()).toEqual([]);
    });
  });

  it('watches instead of playing when the server narrows its access, and says why', () => {
    const journal = memoryJournal();
    const { store } = joinedStore(state, journal);
    store.submit(move);
    store.handle({ kind: 'role', role: 'spectator', seatId: null, reason: 'The host made you a spectator.' });
    store.handle({ kind: 'resync', seq: 2, seatId: null, view: viewOf(state, null) });
    const snapshot = store.getSnapshot();
    expect(snapshot.role).toBe('spectator');
    expect(snapshot.notice).toBe('The host made you a spectator.');
    expect(snapshot.seatId).toBeNull();
    expect(snapshot.view!.pieces[jack]!.location).toEqual({ type: 'surface', surfaceId: 'table', x: 500, y: 400 });
    expect(store.canAct()).toBe(false);
    expect(journal.pending()).toEqual([]);
  });

  it('counts the moves sealed with a commitment to their seed', () => {
    const { store } = joinedStore();
    const die = pieceIdOf(state, 'die');
    const { message } = serverApplies(state, { type: 'roll', pieceId: die }, 3);
    store.handle({ ...(message as Extract<ServerMessage, { kind: 'op' }>), commitment: 'ab'.repeat(32) });
    expect(store.getSnapshot().sealedMoves).toBe(1);
  });
});

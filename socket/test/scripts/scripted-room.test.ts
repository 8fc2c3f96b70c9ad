import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyRoomLog, type LoggedOp } from '@tablecraft/core/play';
import { startTestApi, type TestApi } from '../../../testing/api.ts';
import { deckOf, openSocket, type TestSocket } from '../../../testing/socket-client.ts';
import { startSocketProcess, type SocketProcess } from '../../../testing/socket-process.ts';
import { createCardRoom } from '../../../testing/room-fixtures.ts';

// A room whose game has scripts, served by two socket processes on the real Redis and Postgres, as two
// pods would: each script's effect must reach both, once, in the room's one order.

const SETUP = `export function onSetup() {
  const deck = game.piecesOf('deck')[0];
  game.shuffle(deck);
  game.deal(deck, 1, game.seats().map((seat) => seat.id));
  game.log('dealt', game.pile(deck).length, 'left');
}`;
const BUTTONS = `export function onButton(pieceId, buttonId, actor) {
  if (buttonId !== 'draw-all') return;
  game.deal(pieceId, 1);
  game.after(150, 'tidy', { by: actor.seatId });
}
export function onTimer(name, data) {
  game.set('tidied', (game.get('tidied') ?? 0) + 1);
  game.log('timer', name, data.by);
}`;
const RULES = `export function beforeOp(op) {
  if (op.type === 'roll') return 'Dice are not rolled in this game.';
}`;

let t: TestApi;
let one: SocketProcess;
let two: SocketProcess;
let setup: Awaited<ReturnType<typeof createCardRoom>>;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await startTestApi();
  const env = { DATABASE_URL: t.db.url, REDIS_URL: inject('redisUrl') };
  [one, two] = await Promise.all([startSocketProcess(env), startSocketProcess(env)]);
  setup = await createCardRoom(t, {
    scripts: [
      { id: 'setup', name: 'Deal', source: SETUP },
      { id: 'buttons', name: 'Buttons', source: BUTTONS },
      { id: 'rules', name: 'Rules', source: RULES },
    ],
    deckButtons: [{ id: 'draw-all', label: 'Draw for everyone' }],
  });
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all([one?.stop(), two?.stop()]);
  await t?.close();
});

type View = {
  pieces: Record<string, { id: string; componentId: string }>;
  piles: Record<string, { count: number }>;
  hands: Record<string, { count: number }>;
  seats: Array<{ id: string }>;
};
type Welcome = {
  kind: 'welcome';
  seq: number;
  view: View;
  scriptLog?: Array<{ seq: number | null; lines: Array<{ script: string; text: string }> }>;
};

async function join(url: string, cookie: string): Promise<{ socket: TestSocket; welcome: Welcome }> {
  const socket = await openSocket(url, cookie);
  sockets.push(socket);
  socket.send({ kind: 'hello', protocolVersion: 2, roomCode: setup.room.code, clientId: `scripted-room-tab-${sockets.length}` });
  // A process's first scripted room waits for its script threads to compile QuickJS (4–5 s a thread
  // on a busy 2-core machine, two processes at once): a welcome later than usual is no failure.
  const welcome = await socket.waitFor<Welcome>((m) => m.kind === 'welcome' || m.kind === 'error', 60_000);
  if (welcome.kind !== 'welcome') throw new Error(JSON.stringify(welcome));
  return { socket, welcome };
}

let clientSeq = 0;
async function act(socket: TestSocket, op: unknown) {
  const seq = ++clientSeq;
  socket.send({ kind: 'op', clientSeq: seq, op });
  return socket.waitFor<{ kind: string; seq?: number; code?: string; reason?: string }>(
    (m) => (m.kind === 'ack' || m.kind === 'reject') && m.clientSeq === seq,
    15_000,
  );
}

/** The seqs of the ops a socket was sent, in the order it got them. */
const opSeqs = (socket: TestSocket) => socket.messages.filter((m) => m.kind === 'op').map((m) => m.seq as number);

describe('a scripted room on two socket processes', () => {
  let alice: TestSocket;
  let bob: TestSocket;
  let view: View;

  it('is set up by its scripts once, before anyone is welcomed, whichever process loads it', async () => {
    const [a, b] = await Promise.all([join(one.url, setup.alice.cookie), join(two.url, setup.bob.cookie)]);
    ({
      socket: alice,
      welcome: { view },
    } = a);
    bob = b.socket;
    // One setup op (seq 1) although both processes loaded the room at once; both welcomes come after it.
    expect([a.welcome.seq, b.welcome.seq]).toEqual([1, 1]);
    const seats = view.seats.map((seat) => seat.id);
    expect(view.piles[deckOf(view)]!.count).toBe(6 - seats.length);
    for (const seatId of seats) expect(a.welcome.view.hands[seatId]!.count).toBe(1);
    // The owner (a member of the game) reads the script log; Bob, a player only, does not.
    expect(a.welcome.scriptLog).toEqual([
      { seq: 1, at: expect.any(String), lines: [{ script: 'Deal', text: `dealt ${6 - seats.length} left` }] },
    ]);
    expect(b.welcome.scriptLog).toBeUndefined();
    expect(await act(alice, { type: 'claimSeat', seatId: seats[0] })).toMatchObject({ kind: 'ack', seq: 2 });
    expect(await act(bob, { type: 'claimSeat', seatId: seats[1] })).toMatchObject({ kind: 'ack', seq: 3 });
  });

  it("applies a button's answer in the press's own step, on both processes, and its timer once", async () => {
    const deck = deckOf(view);
    const pressed = await act(bob, { type: 'press', pieceId: deck, buttonId: 'draw-all' });
    expect(pressed).toMatchObject({ kind: 'ack', seq: 4 });
    for (const socket of [alice, bob]) {
      const op = await socket.waitFor<{ changes: { hands: Record<string, { count: number }> } }>((m) => m.kind === 'op' && m.seq === 4);
      // Both seated players got a second card in the same step as the press.
      expect(Object.values(op.changes.hands).map((hand) => hand.count)).toEqual([2, 2]);
    }
    // The timer goes off once (seq 5), although both processes have the room loaded and a wake-up set.
    const timerLine = await alice.waitFor<{ entries: Array<{ seq: number; lines: Array<{ text: string }> }> }>(
      (m) => m.kind === 'scriptLog' && JSON.stringify(m).includes('timer tidy'),
      10_000,
    );
    expect(timerLine.entries[0]!.seq).toBe(5);
    expect(
      await act(alice, {
        type: 'rotate',
        direction: 1,
        pieceId: Object.values(view.pieces).find((piece) => piece.componentId === 'die')!.id,
      }),
    ).toMatchObject({ kind: 'ack', seq: 6 });
    await bob.waitFor((m) => m.kind === 'op' && m.seq === 6);
    expect(opSeqs(alice)).toEqual([2, 3, 4, 5, 6]);
    expect(opSeqs(bob)).toEqual([2, 3, 4, 5, 6]);
    // Bob, who may not read the script log, was sent none of it (op 6 came after everything op 4 and 5 carried).
    expect(bob.messages.filter((m) => m.kind === 'scriptLog')).toEqual([]);
  });

  it("refuses an op the game's beforeOp refuses, with its words, and logs nothing", async () => {
    const die = Object.values(view.pieces).find((piece) => piece.componentId === 'die')!.id;
    expect(await act(alice, { type: 'roll', pieceId: die })).toMatchObject({
      kind: 'reject',
      code: 'REFUSED_BY_GAME',
      reason: 'Dice are not rolled in this game.',
    });
    // The next op takes the next number: the refused roll was never sequenced.
    expect(await act(bob, { type: 'rotate', direction: 1, pieceId: die })).toMatchObject({ kind: 'ack', seq: 7 });
  });

  it("refuses the game's own ops to players, and presses of buttons a piece does not have", async () => {
    expect(await act(alice, { type: 'setVariable', name: 'tidied', value: 99 })).toMatchObject({ kind: 'reject', code: 'FORBIDDEN' });
    expect(await act(alice, { type: 'press', pieceId: deckOf(view), buttonId: 'win' })).toMatchObject({
      kind: 'reject',
      code: 'NO_SUCH_BUTTON',
    });
  });

  it("stops a hostile script's call with its message to the members, and its room and the others keep playing", async () => {
    const hostile = await createCardRoom(t, {
      scripts: [
        { id: 'loop', name: 'Loop', source: `export function onButton() { for (;;) {} }` },
        {
          id: 'bomb',
          name: 'Bomb',
          source: `export function onOp(op) { if (op.type !== 'rotate') return; const hoard = []; for (;;) hoard.push('x'.repeat(100000) + hoard.length); }`,
        },
        { id: 'escape', name: 'Escape', source: `export function onOp(op) { if (op.type === 'flip') process.exit(1); }` },
        { id: 'broken', name: 'Broken', source: `export function (` },
      ],
      deckButtons: [{ id: 'hang', label: 'Hang' }],
    });
    const socket = await openSocket(one.url, hostile.alice.cookie);
    sockets.push(socket);
    socket.send({ kind: 'hello', protocolVersion: 2, roomCode: hostile.room.code, clientId: 'scripted-room-hostile-tab' });
    const welcome = await socket.waitFor<Welcome>((m) => m.kind === 'welcome', 20_000);
    // A script that does not even load is told to the members as they join, before anything else.
    expect(welcome.scriptLog?.[0]).toEqual({
      seq: null,
      at: expect.any(String),
      lines: [{ script: 'Broken', text: expect.stringMatching(/^did not load: SyntaxError/), error: true }],
    });
    expect(await act(socket, { type: 'claimSeat', seatId: welcome.view.seats[0]!.id })).toMatchObject({ kind: 'ack' });
    const die = Object.values(welcome.view.pieces).find((piece) => piece.componentId === 'die')!.id;
    const cases: Array<[unknown, RegExp]> = [
      [{ type: 'press', pieceId: deckOf(welcome.view), buttonId: 'hang' }, /onButton ran longer than 20 ms and was stopped/],
      [{ type: 'rotate', direction: 1, pieceId: die }, /onOp used more than the room's 16 MB of memory and was stopped/],
      [{ type: 'rotate', direction: 1, pieceId: die }, /onOp used more than the room's 16 MB of memory and was stopped/],
    ];
    for (const [op, message] of cases) {
      // The player's op itself goes through; the script's call is what stops.
      const verdict = await act(socket, op);
      expect(verdict).toMatchObject({ kind: 'ack' });
      const entry = await socket.waitFor<{ entries: Array<{ seq: number; lines: Array<{ script: string; text: string; error?: true }> }> }>(
        (m) => m.kind === 'scriptLog' && (m.entries as Array<{ seq: number }>)[0]!.seq === verdict.seq,
      );
      expect(entry.entries[0]!.lines.some((line) => line.error && message.test(line.text))).toBe(true);
    }
    // The sandbox's own process is untouched: this room and the first one still answer.
    expect(await act(socket, { type: 'flip', pieceId: deckOf(welcome.view) })).toMatchObject({ kind: expect.stringMatching(/ack|reject/) });
    expect(
      await act(alice, {
        type: 'rotate',
        direction: -1,
        pieceId: Object.values(view.pieces).find((piece) => piece.componentId === 'die')!.id,
      }),
    ).toMatchObject({ kind: 'ack' });
  });

  it("runs the scripts of the revision a room plays: a published revision's in its rooms, the draft's in a test play", async () => {
    const cookie = setup.alice.cookie;
    const draft = await t.graphql<{
      game: { revision: { id: string; version: number; document: { scripts: Array<{ id: string; name: string; source: string }> } } };
    }>(
      'query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { revision(name: "draft") { id version document } } }',
      { u: setup.alice.input.userName, g: setup.game.gameName },
      { cookie },
    );
    const revision = draft.body.data!.game.revision;
    const scripts = revision.document.scripts.map((script) =>
      script.id === 'setup'
        ? { ...script, source: SETUP.replace('game.deal(deck, 1,', 'game.deal(deck, 0 + 2,').replace("'dealt'", "'draft dealt'") }
        : script,
    );
    const saved = await t.graphql(
      'mutation ($r: ID!, $v: Int!, $d: JSON!) { saveDocument(revisionId: $r, expectedVersion: $v, document: $d) { version } }',
      { r: revision.id, v: revision.version, d: { ...revision.document, scripts } },
      { cookie },
    );
    expect(saved.body.errors).toBeUndefined();
    const openRoom = async (revisionName?: string) => {
      const room = await t.graphql<{ createRoom: { code: string } }>(
        'mutation ($g: ID!, $r: String) { createRoom(gameId: $g, revisionName: $r) { code } }',
        { g: setup.game.id, r: revisionName ?? null },
        { cookie },
      );
      const socket = await openSocket(two.url, cookie);
      sockets.push(socket);
      socket.send({
        kind: 'hello',
        protocolVersion: 2,
        roomCode: room.body.data!.createRoom.code,
        clientId: `scripted-room-revision-${revisionName ?? 'published'}`,
      });
      return socket.waitFor<Welcome>((m) => m.kind === 'welcome', 20_000);
    };
    const [published, testPlay] = [await openRoom(), await openRoom('draft')];
    const seats = published.view.seats.length;
    expect(published.view.piles[deckOf(published.view)]!.count).toBe(6 - seats);
    expect(testPlay.view.piles[deckOf(testPlay.view)]!.count).toBe(6 - 2 * seats);
    expect(testPlay.scriptLog?.[0]?.lines[0]?.text).toBe(`draft dealt ${6 - 2 * seats} left`);
  });

  it("lets anyone who played check the ended room's fairness, scripts' shuffles and deals included, without its script log", async () => {
    const closed = await t.graphql(
      'mutation ($id: ID!) { endRoom(id: $id) { status } }',
      { id: setup.room.id },
      { cookie: setup.alice.cookie },
    );
    expect(closed.body.errors).toBeUndefined();
    const record = await t.graphql<{ room: { fairness: { initialState: unknown; ops: LoggedOp[] } } }>(
      'query ($c: String!) { room(code: $c) { fairness { initialState ops { seq opVersion payload commitment } } } }',
      { c: setup.room.code },
      { cookie: setup.bob.cookie },
    );
    const { initialState, ops } = record.body.data!.room.fairness;
    expect(ops.filter((op) => op.payload.followUps?.length).length).toBeGreaterThanOrEqual(3); // the setup, the press, the timer
    expect(JSON.stringify(ops)).not.toContain('scriptLog');
    const verdict = verifyRoomLog(initialState, ops);
    expect(verdict.problems).toEqual([]);
    expect(verdict.checked).toBe(ops.length);
  });
});

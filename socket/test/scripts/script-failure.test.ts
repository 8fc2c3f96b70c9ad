import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../testing/api.ts';
import { signUpUser } from '../../../testing/accounts.ts';
import { deckOf, openSocket, sendOp, type TestSocket } from '../../../testing/socket-client.ts';
import { startSocketProcess, type SocketProcess } from '../../../testing/socket-process.ts';
import { createCardRoom } from '../../../testing/room-fixtures.ts';

// A script that fails during a player's move is seen where it happens: the player whose button did nothing
// and the room's host are told that it failed (never why: the error's text names a hidden card here), the
// game's author reads why in the script log, and every other player is sent exactly what a success sends.

// Throws when the deck's hidden top card is the last one the author placed, with that card in its message.
const PEEK = `export function onButton(pieceId, buttonId) {
  if (buttonId !== 'peek') return;
  const pile = game.pile(pieceId);
  const top = game.piece(pile[pile.length - 1]);
  if (top.variantId === 'secret-5') throw new Error('the top card is ' + top.variantId);
}`;

let t: TestApi;
let socketProcess: SocketProcess;
const sockets: TestSocket[] = [];
let author: TestSocket;
let host: TestSocket;
let presser: TestSocket;
let other: TestSocket;
let deck: string;

type Welcome = {
  kind: 'welcome';
  seq: number;
  view: { pieces: Record<string, { id: string; componentId: string }>; seats: Array<{ id: string }> };
};

beforeAll(async () => {
  t = await startTestApi();
  socketProcess = await startSocketProcess({ DATABASE_URL: t.db.url, REDIS_URL: inject('redisUrl') });
  const setup = await createCardRoom(t, {
    scripts: [{ id: 'peek', name: 'Peek', source: PEEK }],
    deckButtons: [{ id: 'peek', label: 'Peek' }],
  });
  // Bob hosts a room of Alice's game: a host who is not one of its members, so who may not read its scripts' errors.
  const room = await t.graphql<{ createRoom: { code: string } }>(
    'mutation ($g: ID!) { createRoom(gameId: $g) { code } }',
    { g: setup.game.id },
    { cookie: setup.bob.cookie },
  );
  const code = room.body.data!.createRoom.code;
  const [carol, dave] = [await signUpUser(t), await signUpUser(t)];
  const join = async (cookie: string, tab: string) => {
    const socket = await openSocket(socketProcess.url, cookie);
    sockets.push(socket);
    socket.send({ kind: 'hello', protocolVersion: 2, roomCode: code, clientId: tab });
    // A process's first scripted room waits for its script threads to compile QuickJS (4–5 s a thread
    // on a busy 2-core machine, two processes at once): a welcome later than usual is no failure.
    const welcome = await socket.waitFor<Welcome>((m) => m.kind === 'welcome' || m.kind === 'error', 60_000);
    if (welcome.kind !== 'welcome') throw new Error(JSON.stringify(welcome));
    return { socket, welcome };
  };
  const joined = await join(carol.cookie, 'failure-presser-tab');
  presser = joined.socket;
  deck = deckOf(joined.welcome.view);
  other = (await join(dave.cookie, 'failure-other-tab-1')).socket;
  host = (await join(setup.bob.cookie, 'failure-host-tab-12')).socket;
  author = (await join(setup.alice.cookie, 'failure-author-tab-1')).socket;
  const seats = joined.welcome.view.seats.map((seat) => seat.id);
  expect(await sendOp(presser, { type: 'claimSeat', seatId: seats[0] })).toMatchObject({ kind: 'ack' });
  expect(await sendOp(other, { type: 'claimSeat', seatId: seats[1] })).toMatchObject({ kind: 'ack' });
}, 90_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await socketProcess?.stop();
  await t?.close();
});

/** Every frame a socket was sent about op `seq` (its op, its log line, anything else naming it), in order. */
const framesOf = (socket: TestSocket, seq: number) =>
  socket.messages.filter((m) => m.seq === seq || (m.line as { seq?: number } | undefined)?.seq === seq);

/** A frame with what differs between any two ops (their number, time and commitment) set aside. */
const normalised = (frames: Array<Record<string, unknown>>) =>
  JSON.stringify(frames)
    .replace(/"seq":\d+/g, '"seq":0')
    .replace(/"at":"[^"]*"/g, '"at":""')
    .replace(/"commitment":"[0-9a-f]*"/g, '"commitment":""');

describe("a script that fails during a player's move", () => {
  let failedSeq: number;
  let fineSeq: number;

  it('tells that player and the host that it failed, and the author why', async () => {
    const pressed = await sendOp(presser, { type: 'press', pieceId: deck, buttonId: 'peek' });
    expect(pressed).toMatchObject({ kind: 'ack' });
    failedSeq = pressed.seq!;
    const notice = { kind: 'scriptFailed', seq: failedSeq, actor: { userId: expect.any(String), seatId: expect.any(String) } };
    expect(await presser.waitFor((m) => m.kind === 'scriptFailed')).toEqual({ ...notice, yours: true });
    expect(await host.waitFor((m) => m.kind === 'scriptFailed')).toEqual({ ...notice, yours: false });
    const details = await author.waitFor<{ entries: Array<{ lines: Array<{ text: string; error?: true }> }> }>(
      (m) => m.kind === 'scriptLog',
    );
    expect(details.entries[0]!.lines[0]).toMatchObject({
      script: 'Peek',
      error: true,
      text: expect.stringContaining('the top card is secret-5'),
    });
    // Neither the player nor the host is sent the error's words, which name the hidden card.
    await other.waitFor((m) => m.kind === 'op' && m.seq === failedSeq);
    for (const socket of [presser, host, other]) expect(JSON.stringify(socket.messages)).not.toMatch(/secret-|top card/);
  });

  it('sends every other player the same bytes whether the hidden card made it fail or not', async () => {
    // The hidden top card changes: the presser draws it, and the next press finds another one.
    const drawn = await sendOp(presser, { type: 'draw', pileId: deck, count: 1 });
    expect(drawn).toMatchObject({ kind: 'ack' });
    const pressed = await sendOp(presser, { type: 'press', pieceId: deck, buttonId: 'peek' });
    expect(pressed).toMatchObject({ kind: 'ack' });
    fineSeq = pressed.seq!;
    // Something after it, so everything about the second press has arrived.
    const after = await sendOp(presser, { type: 'rotate', pieceId: deck, direction: 1 });
    await other.waitFor((m) => m.kind === 'op' && m.seq === after.seq);
    expect(presser.messages.filter((m) => m.kind === 'scriptFailed').map((m) => m.seq)).toEqual([failedSeq]);

    const failed = framesOf(other, failedSeq);
    const fine = framesOf(other, fineSeq);
    expect(failed.map((m) => m.kind)).toContain('op');
    expect(normalised(failed)).toBe(normalised(fine));
    expect(other.messages.some((m) => m.kind === 'scriptFailed' || m.kind === 'scriptLog')).toBe(false);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../testing/api.ts';
import { useSocketCluster } from '../../testing/socket-cluster.ts';
import { signUpUser } from '../../testing/accounts.ts';
import { deckOf, sendOp, type TestSocket } from '../../testing/socket-client.ts';
import type { SocketProcess } from '../../testing/socket-process.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';

// The room log and chat across two socket processes on the real Redis and Postgres: each seat's log lines
// never name a card it cannot see, chat reaches people on both instances and is kept for whoever joins
// later, a flood is refused with a reason and not kept, and someone removed cannot post.
const cluster = useSocketCluster();
let t: TestApi;
let one: SocketProcess;
let two: SocketProcess;
beforeAll(() => void ({ t, one, two } = cluster));

type View = { seats: Array<{ id: string }>; pieces: Record<string, { id: string; componentId: string }> };
type Line = { seq: number; at: string; actor: { name: string; you: boolean }; text: string };
type Chat = { id: number; at: string; userId: string; name: string; text: string };
type Welcome = { kind: 'welcome'; seq: number; view: View; log: { items: Line[]; more: boolean }; chat: { items: Chat[]; more: boolean } };

const logOf = (socket: TestSocket) => socket.messages.filter((m) => m.kind === 'log').map((m) => m.line as Line);
const chatCount = async (roomId: string) =>
  (await t.db.pool.query('SELECT count(*)::int AS n FROM room_chat WHERE room_id = $1', [roomId])).rows[0].n as number;

describe('the room log', () => {
  it('tells each seat what happened, live and on joining, and never names a card it cannot see', async () => {
    const setup = await createCardRoom(t);
    const code = setup.room.code;
    const alice = await cluster.join<Welcome>(one.url, setup.alice.cookie, code);
    const bob = await cluster.join<Welcome>(two.url, setup.bob.cookie, code);
    const [seatA, seatB] = alice.welcome.view.seats;
    expect(await sendOp(alice.socket, { type: 'claimSeat', seatId: seatA!.id })).toMatchObject({ kind: 'ack' });
    expect(await sendOp(bob.socket, { type: 'claimSeat', seatId: seatB!.id })).toMatchObject({ kind: 'ack' });
    const drawn = await sendOp(bob.socket, { type: 'draw', pileId: deckOf(bob.welcome.view), count: 2 });
    expect(drawn).toMatchObject({ kind: 'ack' });

    // Alice, on the other instance, reads Bob's draw as a count; Bob reads it as his own.
    const aliceLine = await alice.socket.waitFor<{ line: Line }>((m) => m.kind === 'log' && (m.line as Line).seq === drawn.seq);
    expect(aliceLine.line).toMatchObject({ actor: { name: setup.bob.input.name, you: false }, text: 'drew 2 cards from Deck' });
    const bobLine = await bob.socket.waitFor<{ line: Line }>((m) => m.kind === 'log' && (m.line as Line).seq === drawn.seq);
    expect(bobLine.line).toMatchObject({ actor: { you: true }, text: 'drew 2 cards from Deck' });
    // Bob plays a card from his hand face up onto the table: it left a hand, so the line does not name it.
    const bobHand = bob.socket.messages
      .filter((m) => m.kind === 'op')
      .flatMap((m) => Object.values((m.changes as { pieces: Record<string, { id: string; location: { type: string } } | null> }).pieces))
      .find((p) => p?.location.type === 'hand')!;
    const played = await sendOp(bob.socket, { type: 'move', pieceId: bobHand.id, to: { type: 'zone', dropzoneId: 'discard', x: 0, y: 0 } });
    expect(played).toMatchObject({ kind: 'ack' });
    await alice.socket.waitFor((m) => m.kind === 'log' && (m.line as Line).seq === played.seq);
    const rolled = await sendOp(alice.socket, {
      type: 'roll',
      pieceId: Object.values(alice.welcome.view.pieces).find((p) => p.componentId === 'die')!.id,
    });
    await bob.socket.waitFor((m) => m.kind === 'log' && (m.line as Line).seq === rolled.seq);
    // Bob passes his other card to Alice: she reads "you"; Bob, on the other instance, reads her name.
    const other = bob.socket.messages
      .filter((m) => m.kind === 'op')
      .flatMap((m) => Object.values((m.changes as { pieces: Record<string, { id: string; location: { type: string } } | null> }).pieces))
      .find((p) => p?.location.type === 'hand' && p.id !== bobHand.id)!;
    const passed = await sendOp(bob.socket, { type: 'pass', pieceId: other.id, seatId: seatA!.id });
    expect(passed).toMatchObject({ kind: 'ack' });
    expect((await alice.socket.waitFor<{ line: Line }>((m) => m.kind === 'log' && (m.line as Line).seq === passed.seq)).line.text).toBe(
      'passed a card to you',
    );
    expect((await bob.socket.waitFor<{ line: Line }>((m) => m.kind === 'log' && (m.line as Line).seq === passed.seq)).line.text).toBe(
      `passed a card to ${setup.alice.input.name}`,
    );

    for (const socket of [alice.socket, bob.socket]) {
      const lines = logOf(socket);
      expect(lines.map((line) => line.seq)).toEqual(expect.arrayContaining([drawn.seq, played.seq, rolled.seq, passed.seq]));
      expect(JSON.stringify(lines)).not.toMatch(/Card \d/);
    }
    expect(logOf(alice.socket).find((line) => line.seq === played.seq)!.text).toBe('moved a card from their hand to Discard');
    expect(logOf(alice.socket).find((line) => line.seq === rolled.seq)!.text).toMatch(/^rolled Die: [1-6]$/);

    // A spectator joining later loads the same lines, from Postgres, rendered for a spectator.
    const carol = await cluster.join<Welcome>(one.url, (await signUpUser(t)).cookie, code);
    const loaded = carol.welcome.log.items;
    expect(loaded.map((line) => line.seq)).toEqual([1, 2, drawn.seq, played.seq, rolled.seq, passed.seq]);
    expect(loaded.at(-1)!.text).toBe(`passed a card to ${setup.alice.input.name}`);
    expect(loaded.every((line) => !line.actor.you && !Number.isNaN(Date.parse(line.at)))).toBe(true);
    expect(JSON.stringify(loaded)).not.toMatch(/Card \d/);
    // What is kept says only what everyone may know: no card's name, no piece id.
    const kept = await t.db.pool.query<{ fact: unknown }>('SELECT fact FROM room_log WHERE room_id = $1', [setup.room.id]);
    expect(JSON.stringify(kept.rows)).not.toMatch(/Card \d|secret-/);
    expect(JSON.stringify(kept.rows)).not.toContain(bobHand.id);

    // An older page on request: the lines before a seq.
    carol.socket.send({ kind: 'history', of: 'log', before: drawn.seq });
    const older = await carol.socket.waitFor<{ items: Line[]; more: boolean }>((m) => m.kind === 'history' && m.of === 'log');
    expect(older.items.map((line) => line.seq)).toEqual([1, 2]);
    expect(older.more).toBe(false);
  });
});

describe('the room chat', () => {
  it('reaches everyone on both instances, is kept, and loads on rejoin', async () => {
    const setup = await createCardRoom(t);
    const code = setup.room.code;
    const alice = await cluster.join<Welcome>(one.url, setup.alice.cookie, code);
    const bob = await cluster.join<Welcome>(two.url, setup.bob.cookie, code);
    const visitor = await cluster.join<Welcome>(two.url, undefined, code);
    alice.socket.send({ kind: 'chat', text: '  who took that card? <b>not me</b>  ' });
    for (const socket of [alice.socket, bob.socket, visitor.socket]) {
      const heard = await socket.waitFor<{ message: Chat }>((m) => m.kind === 'chat');
      expect(heard.message).toMatchObject({
        userId: setup.alice.id,
        name: setup.alice.input.name,
        text: 'who took that card? <b>not me</b>',
      });
    }
    // A visitor reads but may not post.
    visitor.socket.send({ kind: 'chat', text: 'hello' });
    expect(await visitor.socket.waitFor((m) => m.kind === 'chatRefused')).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'Log in to chat; visitors can read the chat but not post.',
    });
    // Too long, or empty.
    bob.socket.send({ kind: 'chat', text: 'x'.repeat(501) });
    expect(await bob.socket.waitFor((m) => m.kind === 'chatRefused')).toMatchObject({ code: 'TOO_LONG' });
    expect(await chatCount(setup.room.id)).toBe(1);

    bob.socket.close();
    const again = await cluster.join<Welcome>(one.url, setup.bob.cookie, code);
    expect(again.welcome.chat.items.map((m) => m.text)).toEqual(['who took that card? <b>not me</b>']);
    again.socket.send({ kind: 'history', of: 'chat', before: again.welcome.chat.items[0]!.id });
    expect(await again.socket.waitFor((m) => m.kind === 'history' && m.of === 'chat')).toMatchObject({ items: [], more: false });
  });

  it('refuses a flood with a clear reason and keeps nothing beyond the limit', async () => {
    const setup = await createCardRoom(t);
    const alice = await cluster.join<Welcome>(one.url, setup.alice.cookie, setup.room.code);
    for (let i = 0; i < 12; i++) alice.socket.send({ kind: 'chat', text: `message ${i}` });
    const refused = await alice.socket.waitFor((m) => m.kind === 'chatRefused');
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', reason: 'You are sending messages too fast; wait a moment.' });
    // Every message is answered (delivered or refused) before the count is read.
    await expect.poll(() => alice.socket.messages.filter((m) => m.kind === 'chat' || m.kind === 'chatRefused').length).toBe(12);
    const kept = await chatCount(setup.room.id);
    expect(kept).toBeGreaterThanOrEqual(5);
    expect(kept).toBeLessThanOrEqual(6);
    expect(alice.socket.messages.filter((m) => m.kind === 'chatRefused')).toHaveLength(12 - kept);
  });

  it('refuses someone the host removed, even before their connection is closed', async () => {
    const setup = await createCardRoom(t);
    const bob = await cluster.join<Welcome>(two.url, setup.bob.cookie, setup.room.code);
    // The removal is in the database; the notice that closes bob's connection has not come yet.
    await t.db.pool.query('INSERT INTO room_bans (room_id, user_id, banned_by) VALUES ($1, $2, $3)', [
      setup.room.id,
      setup.bob.id,
      setup.alice.id,
    ]);
    bob.socket.send({ kind: 'chat', text: 'let me back' });
    expect(await bob.socket.waitFor((m) => m.kind === 'chatRefused')).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'You can no longer post in this room.',
    });
    expect(await chatCount(setup.room.id)).toBe(0);
  });
});

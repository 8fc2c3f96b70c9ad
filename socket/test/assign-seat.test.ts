import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { TestApi } from '../../testing/api.ts';
import { useSocketCluster } from '../../testing/socket-cluster.ts';
import { signUpUser } from '../../testing/accounts.ts';
import { deckOf, sendOp, type TestSocket } from '../../testing/socket-client.ts';
import type { SocketProcess } from '../../testing/socket-process.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';

// The host seats someone who watches, on another instance than the host's: their open connection plays
// from that seat at once (its ops act for the seat, and what it is sent is that seat's view), and a
// rejoin is welcomed in it. Two socket processes on the real Redis and Postgres.
const cluster = useSocketCluster();
let t: TestApi;
let one: SocketProcess;
let two: SocketProcess;
beforeAll(() => void ({ t, one, two } = cluster));

type Seat = { id: string; name: string; userId: string | null };
type Hand = { seatId: string; count: number; cards: string[] | null };
type View = { seats: Seat[]; pieces: Record<string, { id: string; componentId: string }>; hands: Record<string, Hand> };
type Welcome = { kind: 'welcome'; seq: number; seatId: string | null; view: View };
type OpMessage = { kind: 'op'; seq: number; changes: { seats?: Seat[]; hands: Record<string, Hand> } };
type Line = { seq: number; actor: { name: string; you: boolean }; text: string };

const opAt = (socket: TestSocket, seq: number) => socket.waitFor<OpMessage>((m) => m.kind === 'op' && m.seq === seq);
const lineAt = (socket: TestSocket, seq: number) => socket.waitFor<{ line: Line }>((m) => m.kind === 'log' && (m.line as Line).seq === seq);

describe('the host seating someone', () => {
  it("moves a spectator's open connection on another instance into the seat: its ops act for the seat and it is sent the seat's hand", async () => {
    const setup = await createCardRoom(t);
    const code = setup.room.code;
    const carolUser = await signUpUser(t);
    const alice = await cluster.join<Welcome>(one.url, setup.alice.cookie, code);
    const bob = await cluster.join<Welcome>(one.url, setup.bob.cookie, code);
    const carol = await cluster.join<Welcome>(two.url, carolUser.cookie, code);
    expect(carol.welcome.seatId).toBeNull();
    const [north, south] = alice.welcome.view.seats;
    expect(await sendOp(bob.socket, { type: 'claimSeat', seatId: north!.id })).toMatchObject({ kind: 'ack' });

    // Only the host seats people, only in a free seat, and only people who may play here.
    expect(await sendOp(bob.socket, { type: 'assignSeat', seatId: south!.id, userId: carolUser.id })).toMatchObject({
      kind: 'reject',
      code: 'NOT_ALLOWED',
    });
    expect(await sendOp(alice.socket, { type: 'assignSeat', seatId: north!.id, userId: carolUser.id })).toMatchObject({
      kind: 'reject',
      code: 'SEAT_TAKEN',
    });
    expect(await sendOp(alice.socket, { type: 'assignSeat', seatId: south!.id, userId: randomUUID() })).toMatchObject({
      kind: 'reject',
      code: 'NOT_A_PLAYER',
    });
    // Watching, carol cannot draw.
    expect(await sendOp(carol.socket, { type: 'draw', pileId: deckOf(carol.welcome.view), count: 1 })).toMatchObject({
      kind: 'reject',
      code: 'SPECTATOR',
    });

    const seated = await sendOp(alice.socket, { type: 'assignSeat', seatId: south!.id, userId: carolUser.id });
    expect(seated).toMatchObject({ kind: 'ack' });
    const told = await opAt(carol.socket, seated.seq!);
    expect(told.changes.seats!.find((seat) => seat.id === south!.id)).toMatchObject({ userId: carolUser.id });
    // The room log says who seated whom where, "you" to the one seated, on both instances.
    expect((await lineAt(carol.socket, seated.seq!)).line.text).toBe(`seated you at ${south!.name}`);
    expect((await lineAt(bob.socket, seated.seq!)).line).toMatchObject({
      actor: { name: setup.alice.input.name },
      text: `seated ${carolUser.input.name} at ${south!.name}`,
    });

    // Her connection now plays from the seat: she draws, and is sent the card's id; the others only the count.
    const drew = await sendOp(carol.socket, { type: 'draw', pileId: deckOf(carol.welcome.view), count: 1 });
    expect(drew).toMatchObject({ kind: 'ack' });
    const hers = (await opAt(carol.socket, drew.seq!)).changes.hands[south!.id]!;
    expect(hers).toMatchObject({ seatId: south!.id, count: 1 });
    expect(hers.cards).toHaveLength(1);
    expect((await opAt(bob.socket, drew.seq!)).changes.hands[south!.id]).toEqual({ seatId: south!.id, count: 1, cards: null });

    // Joining again (the page does, on seeing its seat change), she is welcomed in the seat with its hand.
    const again = await cluster.join<Welcome>(two.url, carolUser.cookie, code);
    expect(again.welcome.seatId).toBe(south!.id);
    expect(again.welcome.view.hands[south!.id]!.cards).toEqual(hers.cards);
    const seen = await cluster.join<Welcome>(one.url, setup.bob.cookie, code);
    expect(seen.welcome.view.hands[south!.id]!.cards).toBeNull();
  });
});

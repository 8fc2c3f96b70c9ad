import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLOSE, PROTOCOL_VERSION } from '@tablecraft/core/play';
import { GUEST_COOKIE } from '@tablecraft/core';
import { type TestApi, graphqlData, randomIp } from '../../testing/api.ts';
import { useSocketCluster } from '../../testing/socket-cluster.ts';
import { deckOf, openSocket, sendOp, type TestSocket } from '../../testing/socket-client.ts';
import type { SocketProcess } from '../../testing/socket-process.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';
import { INVITE_ONLY_VISITOR, INVITE_TURNED_OFF } from '../src/rooms/access.ts';

// A room's invite link means one thing on every game: it lets in the people the room would not let in by
// itself, and turning it off puts out exactly those, seats and all. Before, on an unlisted game (what Play
// now makes) the room's plain address let anyone in, so "Turn off" put nobody out; on a private game it
// closed their sockets but left them seated, their cards kept, until the host released each seat.
const cluster = useSocketCluster();
let t: TestApi;
let one: SocketProcess;
let two: SocketProcess;
beforeAll(() => void ({ t, one, two } = cluster));

type Seat = { id: string; userId: string | null; reservedFor?: string | null };
type View = { seats: Seat[]; pieces: Record<string, { id: string; componentId: string }>; hands: Record<string, { count: number }> };
type Welcome = { kind: 'welcome'; role: string; view: View; user: { id: string } | null };
type Refusal = { kind: 'error'; code: string; reason: string };

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) InviteOffTest/1.0';
const JOIN_AS_GUEST =
  'mutation ($code: String!, $name: String!, $invite: String) { joinRoomAsGuest(code: $code, name: $name, invite: $invite) { id } }';
const ACCEPT_INVITE =
  'mutation ($code: String!, $invite: String!) { acceptRoomInvite(code: $code, invite: $invite) { admitted seatsFree } }';
const SET_INVITE = 'mutation ($id: ID!, $on: Boolean!) { setRoomInvite(roomId: $id, on: $on) { id invite } }';
const PLAYERS = 'query ($c: String!) { room(code: $c) { players { user { id } } } }';

async function becomeGuest(code: string, name: string, invite: string | null) {
  const result = await t.graphql(
    JOIN_AS_GUEST,
    { code, name, invite },
    { headers: { 'user-agent': BROWSER, 'x-forwarded-for': randomIp() } },
  );
  const header = result.setCookie.find((h) => h.startsWith(`${GUEST_COOKIE}=`));
  return { result, cookie: header ? header.split(';')[0]! : null };
}

async function hello(url: string, cookie: string | undefined, code: string) {
  const socket = await openSocket(url, cookie, { headers: { 'user-agent': BROWSER } });
  cluster.sockets.push(socket);
  socket.send({ kind: 'hello', protocolVersion: PROTOCOL_VERSION, roomCode: code, clientId: `off-tab-${randomBytes(8).toString('hex')}` });
  const first = await socket.waitFor<Welcome | Refusal>((m) => m.kind === 'welcome' || m.kind === 'error');
  return { socket, first };
}

const turnOn = async (roomId: string, cookie: string) =>
  (await graphqlData<{ setRoomInvite: { invite: string } }>(t, SET_INVITE, { id: roomId, on: true }, cookie)).setRoomInvite.invite;

const closedWithin = (socket: TestSocket, ms = 10_000) =>
  Promise.race([socket.closed, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not closed within ${ms} ms`)), ms))]);

/** The seats as a new join sees them, once `done` holds (the freeing is committed a moment after the close). */
async function seatsOnceFreed(code: string, cookie: string, seatId: string): Promise<{ seat: Seat; view: View }> {
  let last: { seat: Seat; view: View } | null = null;
  await expect
    .poll(async () => {
      const { socket, first } = await hello(one.url, cookie, code);
      socket.close();
      const view = (first as Welcome).view;
      last = { seat: view.seats.find((seat) => seat.id === seatId)!, view };
      return last.seat.userId === null && !last.seat.reservedFor;
    })
    .toBe(true);
  return last!;
}

for (const visibility of ['UNLISTED', 'PRIVATE'] as const) {
  describe(`turning the invite link off on ${visibility === 'UNLISTED' ? 'an unlisted (Play now)' : 'a private'} game`, () => {
    it("keeps strangers out of the room's plain address: only the link lets them in", async () => {
      const setup = await createCardRoom(t, { visibility });
      const refused = await becomeGuest(setup.room.code, 'Nia', null);
      expect(refused.result.body.errors?.[0]).toMatchObject({
        message: "This room lets in the people its host invites. Ask the host for the room's invite link.",
        extensions: { code: 'FORBIDDEN' },
      });
      expect((await hello(one.url, undefined, setup.room.code)).first).toMatchObject({
        kind: 'error',
        code: 'FORBIDDEN',
        reason: INVITE_ONLY_VISITOR,
      });
      const bob = await hello(one.url, setup.bob.cookie, setup.room.code);
      expect(bob.first).toMatchObject({ kind: 'error', code: 'FORBIDDEN' });
    });

    it('puts out the guest and the account it let in, frees their seats with their cards, and lets a new link in again', async () => {
      const setup = await createCardRoom(t, { visibility });
      const invite = await turnOn(setup.room.id, setup.alice.cookie);
      const { cookie } = await becomeGuest(setup.room.code, 'Ola', invite);
      await graphqlData(t, ACCEPT_INVITE, { code: setup.room.code, invite }, setup.bob.cookie);

      const host = await hello(one.url, setup.alice.cookie, setup.room.code);
      const view = (host.first as Welcome).view;
      const [guestSeat, bobSeat] = [view.seats[0]!.id, view.seats[1]!.id];
      const guest = await hello(two.url, cookie!, setup.room.code);
      expect(guest.first).toMatchObject({ kind: 'welcome', role: 'player' });
      expect(await sendOp(guest.socket, { type: 'claimSeat', seatId: guestSeat })).toMatchObject({ kind: 'ack' });
      expect(await sendOp(guest.socket, { type: 'draw', pileId: deckOf(view), count: 2 })).toMatchObject({ kind: 'ack' });
      // Bob sits, draws and steps away: his seat is kept for him, with his card.
      const bob = await hello(one.url, setup.bob.cookie, setup.room.code);
      expect(await sendOp(bob.socket, { type: 'claimSeat', seatId: bobSeat })).toMatchObject({ kind: 'ack' });
      expect(await sendOp(bob.socket, { type: 'draw', pileId: deckOf(view), count: 1 })).toMatchObject({ kind: 'ack' });
      bob.socket.close();
      await bob.socket.closed;

      const off = await graphqlData<{ setRoomInvite: { invite: string | null } }>(
        t,
        SET_INVITE,
        { id: setup.room.id, on: false },
        setup.alice.cookie,
      );
      expect(off.setRoomInvite.invite).toBeNull();
      const refusal = guest.socket.waitFor<Refusal>((m) => m.kind === 'error');
      expect((await closedWithin(guest.socket)).code).toBe(CLOSE.removed.code);
      expect(await refusal).toMatchObject({ code: 'REMOVED', reason: INVITE_TURNED_OFF });

      // Both seats are free, as a freed seat's cards go: face down on the table, in nobody's hand.
      const freed = await seatsOnceFreed(setup.room.code, setup.alice.cookie, guestSeat);
      const other = await seatsOnceFreed(setup.room.code, setup.alice.cookie, bobSeat);
      expect(freed.view.hands[guestSeat]?.count ?? 0).toBe(0);
      expect(other.view.hands[bobSeat]?.count ?? 0).toBe(0);
      // Nobody it put out is listed among the room's players (the host alone is), and neither comes back by reloading.
      const players = await graphqlData<{ room: { players: Array<{ user: { id: string } }> } }>(
        t,
        PLAYERS,
        { c: setup.room.code },
        setup.alice.cookie,
      );
      expect(players.room.players.map((p) => p.user.id)).toEqual([(host.first as Welcome).user!.id]);
      expect((await hello(one.url, cookie!, setup.room.code)).first).toMatchObject({ kind: 'error', reason: INVITE_TURNED_OFF });
      expect((await hello(two.url, setup.bob.cookie, setup.room.code)).first).toMatchObject({ kind: 'error', reason: INVITE_TURNED_OFF });

      // A new link lets them in again, as anyone.
      const again = await turnOn(setup.room.id, setup.alice.cookie);
      expect((await becomeGuest(setup.room.code, 'Ola', again)).result.body.errors).toBeUndefined();
      await graphqlData(t, ACCEPT_INVITE, { code: setup.room.code, invite: again }, setup.bob.cookie);
      expect((await hello(one.url, setup.bob.cookie, setup.room.code)).first).toMatchObject({ kind: 'welcome', role: 'player' });
      expect(host.socket.ws.readyState).toBe(host.socket.ws.OPEN);
    });
  });
}

describe("the invite link's door", () => {
  it('tells how many seats are free, none once every seat is held', async () => {
    const setup = await createCardRoom(t, { visibility: 'PRIVATE' });
    const invite = await turnOn(setup.room.id, setup.alice.cookie);
    const host = await hello(one.url, setup.alice.cookie, setup.room.code);
    const seats = (host.first as Welcome).view.seats;
    const door = async () =>
      (
        await graphqlData<{ acceptRoomInvite: { seatsFree: number } }>(
          t,
          ACCEPT_INVITE,
          { code: setup.room.code, invite },
          setup.bob.cookie,
        )
      ).acceptRoomInvite.seatsFree;
    expect(await door()).toBe(seats.length);
    const sitters = [host.socket];
    for (const [index, seat] of seats.entries()) {
      const { cookie } = await becomeGuest(setup.room.code, `Sitter ${index}`, invite);
      const sitter = await hello(two.url, cookie!, setup.room.code);
      sitters.push(sitter.socket);
      expect(await sendOp(sitter.socket, { type: 'claimSeat', seatId: seat.id })).toMatchObject({ kind: 'ack' });
    }
    await expect.poll(door).toBe(0);
  });
});

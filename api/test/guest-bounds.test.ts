import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_COOKIE } from '@tablecraft/core';
import { graphqlData, startTestApi, type TestApi } from '../../testing/api.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';
import { GUESTS_PER_NETWORK_HOUR, REMOVED_FROM_ADDRESS, TOO_MANY_FROM_NETWORK, TOO_MANY_GUESTS } from '../src/guests/service.ts';
import { deleteUnusedGuests } from '../src/accounts/guests-store.ts';

// Guests are bounded: per address and network and in all, they expire once nobody can be them, a guest
// the host removed stays out after clearing its cookie, and a guest reads of the game what playing needs.
let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) GuestBounds/1.0';
const JOIN = `mutation ($code: String!, $name: String!, $invite: String) { joinRoomAsGuest(code: $code, name: $name, invite: $invite) { id } }`;

async function becomeGuest(api: TestApi, code: string, ip: string, options: { invite?: string; cookie?: string; name?: string } = {}) {
  const result = await api.graphql(
    JOIN,
    { code, name: options.name ?? 'Ada', invite: options.invite ?? null },
    { headers: { 'user-agent': BROWSER, 'x-forwarded-for': ip }, ...(options.cookie ? { cookie: options.cookie } : {}) },
  );
  const header = result.setCookie.find((h) => h.startsWith(`${GUEST_COOKIE}=`));
  return { error: result.body.errors?.[0], cookie: options.cookie ?? header?.split(';')[0] ?? null };
}
const guestsMade = async (api: TestApi) =>
  (await api.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE guest')).rows[0]!.n;

describe('making guests', () => {
  it(`makes at most ${GUESTS_PER_NETWORK_HOUR} guests an hour from one network, each address its own, all at once`, async () => {
    const { room } = await createCardRoom(t);
    const before = await guestsMade(t);
    // 200 addresses of one /24 (RFC 5737's TEST-NET-1), as a rented block would have.
    const tries = await Promise.all(Array.from({ length: 200 }, (_, i) => becomeGuest(t, room.code, `192.0.2.${(i % 254) + 1}`)));
    const refused = tries.filter((attempt) => attempt.error);
    expect(tries.length - refused.length).toBe(GUESTS_PER_NETWORK_HOUR);
    for (const attempt of refused)
      expect(attempt.error).toMatchObject({ message: TOO_MANY_FROM_NETWORK, extensions: { code: 'RATE_LIMITED' } });
    expect(await guestsMade(t)).toBe(before + GUESTS_PER_NETWORK_HOUR);
    // Another network is not affected.
    expect((await becomeGuest(t, room.code, '203.0.113.7')).error).toBeUndefined();
  });

  it('makes at most GUESTS_PER_HOUR guests an hour in all, from every network together', async () => {
    const small = await startTestApi({ env: { GUESTS_PER_HOUR: '5' } });
    try {
      const { room } = await createCardRoom(small);
      const tries = await Promise.all(Array.from({ length: 12 }, (_, i) => becomeGuest(small, room.code, `10.${i}.0.1`)));
      expect(tries.filter((attempt) => !attempt.error)).toHaveLength(5);
      for (const attempt of tries.filter((a) => a.error))
        expect(attempt.error).toMatchObject({ message: TOO_MANY_GUESTS, extensions: { code: 'RATE_LIMITED' } });
      expect(await guestsMade(small)).toBe(5);
    } finally {
      await small.close();
    }
  });

  it('deletes a guest once nobody can be it any more: unused for a week', async () => {
    const { room } = await createCardRoom(t);
    const idle = await becomeGuest(t, room.code, '203.0.113.20', { name: 'Idle' });
    const busy = await becomeGuest(t, room.code, '203.0.113.21', { name: 'Busy' });
    const idOf = async (cookie: string) =>
      (await t.graphql<{ guest: { id: string } }>('{ guest { id } }', {}, { cookie, headers: { 'user-agent': BROWSER } })).body.data!.guest
        .id;
    const [idleId, busyId] = [await idOf(idle.cookie!), await idOf(busy.cookie!)];
    await t.db.pool.query(`UPDATE users SET created_at = now() - interval '8 days' WHERE id = ANY($1::uuid[])`, [[idleId, busyId]]);
    await t.db.pool.query(`UPDATE sessions SET last_seen_at = now() - interval '8 days' WHERE user_id = $1`, [idleId]);
    expect(await deleteUnusedGuests(t.db.pool)).toBeGreaterThanOrEqual(1);
    const left = await t.db.pool.query<{ id: string }>('SELECT id FROM users WHERE id = ANY($1::uuid[])', [[idleId, busyId]]);
    expect(left.rows.map((row) => row.id)).toEqual([busyId]);
  });
});

describe('a guest the host removed', () => {
  it('stays out after clearing its cookie, and so does any guest made at its address since; others come in', async () => {
    const { alice, room } = await createCardRoom(t);
    const household = await becomeGuest(t, room.code, '203.0.113.40', { name: 'Sis' });
    const troll = await becomeGuest(t, room.code, '203.0.113.40', { name: 'Troll' });
    const trollId = (
      await t.graphql<{ guest: { id: string } }>('{ guest { id } }', {}, { cookie: troll.cookie!, headers: { 'user-agent': BROWSER } })
    ).body.data!.guest.id;
    await graphqlData(
      t,
      'mutation ($r: ID!, $u: ID!) { removeFromRoom(roomId: $r, userId: $u) { id } }',
      { r: room.id, u: trollId },
      alice.cookie,
    );
    // The cookie cleared: a new guest from the same address is refused, saying why and what to do.
    const back = await becomeGuest(t, room.code, '203.0.113.40', { name: 'Not a troll' });
    expect(back.error).toMatchObject({ message: REMOVED_FROM_ADDRESS, extensions: { code: 'FORBIDDEN' } });
    expect(back.cookie).toBeNull();
    // Someone of the household who was a guest before the removal comes in; so does another address.
    expect((await becomeGuest(t, room.code, '203.0.113.40', { cookie: household.cookie! })).error).toBeUndefined();
    expect((await becomeGuest(t, room.code, '203.0.113.41')).error).toBeUndefined();
    // Let back in, the address is free again.
    await graphqlData(
      t,
      'mutation ($r: ID!, $u: ID!) { allowBackInRoom(roomId: $r, userId: $u) { id } }',
      { r: room.id, u: trollId },
      alice.cookie,
    );
    expect((await becomeGuest(t, room.code, '203.0.113.40', { name: 'Again' })).error).toBeUndefined();
  });
});

describe('what an invited guest reads', () => {
  it("reads the room's revision without its scripts' source, and no other revision of a Private game", async () => {
    const script = { id: 'deal', name: 'Deal', source: 'export function setup(room) { /* the secret rule */ }' };
    const { alice, room } = await createCardRoom(t, { visibility: 'PRIVATE', scripts: [script] });
    const invite = await graphqlData<{ setRoomInvite: { invite: string } }>(
      t,
      'mutation ($id: ID!) { setRoomInvite(roomId: $id, on: true) { invite } }',
      { id: room.id },
      alice.cookie,
    );
    const token = new URL(invite.setRoomInvite.invite, 'http://x').searchParams.get('invite') ?? invite.setRoomInvite.invite;
    const guest = await becomeGuest(t, room.code, '203.0.113.60', { invite: token });
    expect(guest.error).toBeUndefined();
    const read = await t.graphql<{
      room: {
        revision: { name: string; document: { scripts: Array<{ id: string; source: string }>; components: unknown[] } };
        game: { revisions: unknown[]; latestPublished: unknown; v1: unknown; draft: unknown; members: unknown[] };
      };
    }>(
      `query ($c: String!) { room(code: $c) { revision { name document }
         game { revisions { name } latestPublished { name } v1: revision(name: "v1") { document } draft: revision(name: "draft") { document } members { role } } } }`,
      { c: room.code },
      { cookie: guest.cookie!, headers: { 'user-agent': BROWSER } },
    );
    expect(read.body.errors).toBeUndefined();
    const seen = read.body.data!.room;
    // What the table needs: the room's revision, its parts, its scripts named but not their code.
    expect(seen.revision.name).toBe('v1');
    expect(seen.revision.document.components.length).toBeGreaterThan(0);
    expect(seen.revision.document.scripts).toEqual([expect.objectContaining({ id: 'deal', source: '' })]);
    expect(JSON.stringify(read.body)).not.toContain('the secret rule');
    expect(seen.game).toEqual({ revisions: [], latestPublished: null, v1: null, draft: null, members: [] });
    // The game's owner still reads it whole through the room.
    const owner = await graphqlData<{ room: { revision: { document: { scripts: Array<{ source: string }> } } } }>(
      t,
      'query ($c: String!) { room(code: $c) { revision { document } } }',
      { c: room.code },
      alice.cookie,
    );
    expect(owner.room.revision.document.scripts[0]!.source).toBe(script.source);
  });
});

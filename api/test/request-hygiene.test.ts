import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { signUpUser } from '../../testing/accounts.ts';

// What every answer carries, and how malformed requests are answered: as the client's mistake, never
// as a server error, and without describing the schema in production.

let t: TestApi;
let user: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  t = await startTestApi();
  user = await signUpUser(t);
});
afterAll(async () => {
  await t?.close();
});

const BAD = 'not-a-uuid';
const MUTATIONS: Array<[string, Record<string, unknown>]> = [
  ['mutation ($id: ID!) { updateGame(id: $id, input: { title: "X" }) { id } }', { id: BAD }],
  ['mutation ($id: ID!) { deleteGame(id: $id) }', { id: BAD }],
  ['mutation ($id: ID!) { addPart(revisionId: $id, expectedVersion: 1, kind: guide, input: {}) { id } }', { id: BAD }],
  ['mutation ($id: ID!) { updatePart(revisionId: $id, expectedVersion: 1, kind: guide, id: "g", patch: {}) { id } }', { id: BAD }],
  ['mutation ($id: ID!) { deletePart(revisionId: $id, expectedVersion: 1, kind: guide, id: "g") { id } }', { id: BAD }],
  ['mutation ($id: ID!) { saveDocument(revisionId: $id, expectedVersion: 1, document: {}) { id } }', { id: BAD }],
  ['mutation ($id: ID!) { publishRevision(gameId: $id) { id } }', { id: BAD }],
  ['mutation ($id: ID!) { createDraftFromRevision(revisionId: $id) { id } }', { id: BAD }],
  ['mutation ($id: ID!) { createInvite(gameId: $id, input: { kind: PLAYER }) { id } }', { id: BAD }],
  ['mutation ($id: ID!) { revokeInvite(id: $id) { id } }', { id: BAD }],
  ['mutation ($id: ID!) { changeMemberRole(gameId: $id, userId: $id, role: EDITOR) { role } }', { id: BAD }],
  ['mutation ($id: ID!) { removeMember(gameId: $id, userId: $id) }', { id: BAD }],
  ['mutation ($id: ID!) { transferGameOwnership(gameId: $id, userId: $id) { id } }', { id: BAD }],
  ['mutation ($id: ID!) { addPlayer(gameId: $id, userName: "nobody") { user { id } } }', { id: BAD }],
  ['mutation ($id: ID!) { removePlayer(gameId: $id, userId: $id) }', { id: BAD }],
  ['mutation ($id: ID!) { createRoom(gameId: $id) { id } }', { id: BAD }],
  ['mutation ($id: ID!) { closeRoom(id: $id) { id } }', { id: BAD }],
  ['mutation ($id: ID!) { reopenRoom(id: $id) { id } }', { id: BAD }],
  ['mutation ($id: ID!) { updateGameProfile(id: $id, input: {}) { id } }', { id: BAD }],
  ['mutation ($id: ID!) { deleteRevision(id: $id) }', { id: BAD }],
  ['mutation ($id: ID!) { deleteAsset(id: $id) }', { id: BAD }],
  ['mutation ($id: ID!) { endSession(id: $id) }', { id: BAD }],
];

describe('request hygiene', () => {
  it('refuses ids that are not uuids as NOT_FOUND or BAD_USER_INPUT, never as a server error', async () => {
    for (const [query, variables] of MUTATIONS) {
      const result = await t.graphql(query, variables, { cookie: user.cookie });
      expect(result.body.errors?.[0]?.extensions?.code, query).toMatch(/^(NOT_FOUND|BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED)$/);
      expect(result.body.errors?.[0]?.extensions?.code, query).not.toBe('GRAPHQL_VALIDATION_FAILED');
    }
  });

  it('refuses to be sniffed or framed: nosniff and frame protection on every answer', async () => {
    for (const path of ['/graphql', '/no-such-path', '/files/assets/not-a-uuid/thumb']) {
      const response = await fetch(
        `${t.url}${path}`,
        path === '/graphql'
          ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ ok }' }) }
          : {},
      );
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
  });

  it('refuses to suggest field names in production', async () => {
    const production = await startTestApi({ env: { NODE_ENV: 'production' } });
    try {
      const result = await production.graphql('{ viewr { id } }');
      expect(result.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(result.body.errors?.[0]?.message).not.toMatch(/Did you mean/);
    } finally {
      await production.close();
    }
    // Outside production the hint stays, for developers.
    expect((await t.graphql('{ viewr { id } }')).body.errors?.[0]?.message).toMatch(/Did you mean "viewer"/);
  });
});

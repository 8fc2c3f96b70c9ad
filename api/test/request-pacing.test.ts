import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { signUpUser } from '../../testing/accounts.ts';

// A flood that one event loop must answer slows everyone it serves. Requests are paced before a byte of
// their body is read: visitors (no account session) by address and then by their network's share of all
// visitors' pace (visitor-fair-shares.test.ts), an account by itself, an
// account's file uploads by their own rule. Over its pace a request waits its turn; only a request that would
// wait too long is refused, with the time to retry. The rules here are small, so a few requests show what
// a flood does to the real ones (api/src/http/pacing.ts) on any machine.
const RULES = {
  graphqlVisitors: { perSecond: 5, burst: 5, maxWaiting: 100, maxWaitingPerKey: 100, maxWaitMs: 20_000 },
  graphqlPerAddress: { perSecond: 5, burst: 5, maxWaiting: 5, maxWaitMs: 20_000 },
  filesPerAccount: { perSecond: 2, burst: 2, maxWaiting: 10, maxWaitMs: 20_000 },
};

let t: TestApi;
let player: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  t = await startTestApi({ paceRules: RULES });
  player = await signUpUser(t);
});
afterAll(async () => {
  await t?.close();
});

const RESET = 'mutation ($token: String!) { resetPassword(token: $token, password: "a perfectly good new password") }';
const VIEWER = '{ viewer { id } }';
const BUSY = 'Too many requests at once; wait a few seconds and try again.';
const waiting = () => t.api.pacing();

describe('visitors', () => {
  it('from many addresses wait their turn together, while a logged-in player is answered at once', async () => {
    // Each from an address of its own, so only the rule for all visitors together holds them.
    const flood = Array.from({ length: RULES.graphqlVisitors.burst + 15 }, (_, i) =>
      t.graphql(RESET, { token: `made-up-${i}` }, { headers: { 'x-forwarded-for': `10.77.${i >> 8}.${i & 255}` } }),
    );
    await expect.poll(() => waiting().graphqlVisitors.waiting, { timeout: 20_000 }).toBeGreaterThan(0);
    const answer = await t.graphql('{ viewer { id } }', {}, { cookie: player.cookie });
    expect(answer.body.data).toEqual({ viewer: { id: player.id } });
    // The player did not queue behind them: visitors are still waiting after the player's answer.
    expect(waiting().graphqlVisitors.waiting).toBeGreaterThan(0);
    // Every visitor was answered in its turn; none was refused for the crowd.
    const codes = (await Promise.all(flood)).map((result) => result.body.errors?.[0]?.extensions?.code);
    expect(codes.every((code) => code === 'BAD_USER_INPUT')).toBe(true);
  });

  it('from one address past its queue are refused at once, with when to retry', async () => {
    const { burst, maxWaiting } = RULES.graphqlPerAddress;
    const ip = '203.0.113.170';
    const answers = await Promise.all(
      Array.from({ length: burst + maxWaiting + 10 }, async () => {
        const response = await fetch(`${t.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify({ query: VIEWER }),
        });
        return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
      }),
    );
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.body).toEqual({
      errors: [
        {
          message: BUSY,
          extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) },
        },
      ],
    });
    expect(Number(refused[0]!.retryAfter)).toBeGreaterThan(0);
    // The others were answered as the request deserved.
    const others = answers.filter((answer) => answer.status !== 429);
    expect(others.map((answer) => answer.body)).toEqual(others.map(() => ({ data: { viewer: null } })));
    // Another address is not held up by this one.
    expect((await t.graphql(VIEWER)).body).toEqual({ data: { viewer: null } });
  });
});

describe("an account's files", () => {
  it('past its pace wait their turn instead of all being read at once', async () => {
    const { burst } = RULES.filesPerAccount;
    const owner = await signUpUser(t);
    const post = () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(64)], { type: 'application/zip' }), 'table.zip');
      return fetch(`${t.url}/tables/import`, {
        method: 'POST',
        body: form,
        headers: { cookie: owner.cookie, 'x-tablecraft-csrf': '1' },
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as { code?: string; message?: string } }));
    };
    const files = Array.from({ length: burst + 4 }, post);
    await expect.poll(() => waiting().filesPerAccount.waiting).toBeGreaterThan(0);
    // Each was then read and answered for what it is (not a table file, or the import thread's own share
    // per account), never refused for the pace.
    const answers = await Promise.all(files);
    expect(answers.filter((answer) => answer.body.message === BUSY)).toEqual([]);
    expect(answers.every((answer) => answer.status >= 400 && answer.status < 500)).toBe(true);
  });
});

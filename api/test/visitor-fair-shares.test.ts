import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { signUpUser } from '../../testing/accounts.ts';

// Visitors (no account session, guests included) share a process's pace fairly between networks (an IPv4
// /24, an IPv6 /64): a flood from many addresses waits in its own networks' queues, and a visitor from
// another network is served within one round. Log-in, sign-up, password reset and the guest door each have
// a pace of their own that cheap queries cannot use up; a request is put there by the operation it names in
// `x-apollo-operation-name`, and refused once read if it sent another. The rules here are small, so a few
// dozen requests show what a flood does to the real ones (api/src/http/pacing.ts).
const FAIR = { perSecond: 10, burst: 5, maxWaiting: 1_000, maxWaitingPerKey: 200, maxWaitMs: 60_000 };
// Generous per address: what holds these floods back is the share of their networks.
const PER_ADDRESS = { perSecond: 100, burst: 100, maxWaiting: 100, maxWaitMs: 60_000 };

const VIEWER = '{ viewer { id } }';
const LOG_IN = 'mutation LogIn($input: LogInInput!) { logIn(input: $input) { id } }';
const REQUEST_RESET = 'mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) }';
const JOIN_AS_GUEST = 'mutation JoinRoomAsGuest($code: String!, $name: String!) { joinRoomAsGuest(code: $code, name: $name) { id } }';

interface Answer {
  status: number;
  body: { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

/** POSTs an operation from an address, naming it in `x-apollo-operation-name` when told to (as the web client does). */
async function post(
  t: TestApi,
  ip: string,
  query: string,
  variables: Record<string, unknown> = {},
  operationName?: string,
): Promise<Answer> {
  const response = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(operationName ? { 'x-apollo-operation-name': operationName } : {}),
    },
    body: JSON.stringify({ query, variables, ...(operationName ? { operationName } : {}) }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** The addresses of a flood: `perNetwork` addresses in each of `networks` /24s of 10.61.0.0/16. */
function floodAddresses(networks: number, perNetwork: number): string[] {
  return Array.from({ length: networks * perNetwork }, (_, i) => `10.61.${Math.floor(i / perNetwork)}.${(i % perNetwork) + 1}`);
}

/**
 * Sends every request of a flood at once; `order` gets 'flood' as each is answered, so a test can see
 * which answers came after its own. A request refused before its body was read may find the connection
 * closed while it still sends: it counts as refused (status 0).
 */
function flood(send: (ip: string) => Promise<Answer>, addresses: string[], perAddress: number, order: string[]): Promise<Answer[]> {
  return Promise.all(
    addresses.flatMap((ip) =>
      Array.from({ length: perAddress }, () =>
        send(ip).then(
          (answer) => {
            order.push('flood');
            return answer;
          },
          (): Answer => ({ status: 0, body: {} }),
        ),
      ),
    ),
  );
}

const codeOf = (answer: Answer) => answer.body.errors?.[0]?.extensions?.code;

describe('visitors under a flood from many addresses', () => {
  let t: TestApi;
  let member: Awaited<ReturnType<typeof signUpUser>>;
  beforeAll(async () => {
    t = await startTestApi({
      paceRules: { graphqlPerAddress: PER_ADDRESS, graphqlVisitors: FAIR, graphqlAuth: FAIR, graphqlGuestDoor: FAIR },
    });
    member = await signUpUser(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serve a visitor from another network within one round, while the flood waits in its own queues', async () => {
    const order: string[] = [];
    // Forty addresses in four networks, two cheap queries each.
    const flooding = flood((ip) => post(t, ip, VIEWER), floodAddresses(4, 10), 2, order);
    await expect.poll(() => t.api.pacing().graphqlVisitors.waiting).toBeGreaterThanOrEqual(60);
    // Not named in a header, so it waits among the cheap queries: one turn of each network before it.
    const honest = await post(t, '203.0.113.20', LOG_IN, { input: { email: member.input.email, password: member.input.password } });
    order.push('honest');
    expect(honest.body).toEqual({ data: { logIn: { id: member.id } } });
    // The flood's requests are the ones still waiting, and most of them are answered after the log-in.
    expect(t.api.pacing().graphqlVisitors.waiting).toBeGreaterThan(0);
    const answers = await flooding;
    expect(order.length - order.indexOf('honest') - 1).toBeGreaterThanOrEqual(30);
    // Each was served in its turn; none was refused for the crowd.
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
  });

  it("let a flood that names the log-in have only its networks' share of the log-in's pace, and refuse it once read", async () => {
    const order: string[] = [];
    // Cheap queries that claim to be log-ins.
    const flooding = flood((ip) => post(t, ip, 'query LogIn { viewer { id } }', {}, 'LogIn'), floodAddresses(4, 10), 2, order);
    await expect.poll(() => t.api.pacing().graphqlAuth.waiting).toBeGreaterThanOrEqual(60);
    const honest = await post(
      t,
      '203.0.113.21',
      LOG_IN,
      { input: { email: member.input.email, password: member.input.password } },
      'LogIn',
    );
    order.push('honest');
    expect(honest.body).toEqual({ data: { logIn: { id: member.id } } });
    expect(t.api.pacing().graphqlAuth.waiting).toBeGreaterThan(0);
    const answers = await flooding;
    expect(order.length - order.indexOf('honest') - 1).toBeGreaterThanOrEqual(30);
    // What they sent was not what they named: refused before it ran, never paced as a cheap query.
    expect(answers.map(codeOf)).toEqual(answers.map(() => 'BAD_REQUEST'));
    expect(answers[0]!.body.errors?.[0]?.message).toBe(
      'The operation sent is not the one named in x-apollo-operation-name; send the name of the operation, or none.',
    );
  });
});

describe('log-in, sign-up, password reset and the guest door', () => {
  let t: TestApi;
  let member: Awaited<ReturnType<typeof signUpUser>>;
  // The cheap queries' queue is small here, so a flood fills it; and it moves so slowly (one query in 20 s, the
  // waits allowed to be that long) that it stays full for the whole test, however slow the machine: nobody
  // leaves it to make room for another visitor.
  const VISITORS = { ...FAIR, perSecond: 0.05, maxWaiting: 40, maxWaitingPerKey: 20, maxWaitMs: 3_600_000 };
  beforeAll(async () => {
    t = await startTestApi({
      paceRules: { graphqlPerAddress: PER_ADDRESS, graphqlVisitors: VISITORS, graphqlAuth: FAIR, graphqlGuestDoor: FAIR },
    });
    member = await signUpUser(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keep a pace of their own, which a flood of cheap queries cannot take', async () => {
    let served = 0;
    // The flood's waiting queries are let go when the api closes; the test needs only the first answers.
    void flood(
      (ip) => post(t, ip, VIEWER).then((answer) => ((served += answer.status === 200 ? 1 : 0), answer)),
      floodAddresses(4, 10),
      2,
      [],
    );
    await expect.poll(() => t.api.pacing().graphqlVisitors.waiting).toBe(VISITORS.maxWaiting);
    // The cheap queries' pace is taken: another visitor's query is refused at once.
    expect(codeOf(await post(t, '203.0.113.30', VIEWER))).toBe('RATE_LIMITED');
    // Named, the log-in, a reset request and the guest door each go by their own pace.
    const logIn = await post(t, '203.0.113.31', LOG_IN, { input: { email: member.input.email, password: member.input.password } }, 'LogIn');
    expect(logIn.body).toEqual({ data: { logIn: { id: member.id } } });
    const reset = await post(t, '203.0.113.32', REQUEST_RESET, { email: member.input.email }, 'RequestPasswordReset');
    expect(reset.body).toEqual({ data: { requestPasswordReset: true } });
    const door = await post(t, '203.0.113.33', JOIN_AS_GUEST, { code: 'NOSUCHROOM', name: 'Ann' }, 'JoinRoomAsGuest');
    // Answered for what it asked (there is no such room), not refused for the crowd.
    expect(door.status).not.toBe(429);
    expect(codeOf(door)).not.toBe('RATE_LIMITED');
    expect(t.api.pacing().graphqlVisitors.waiting).toBe(VISITORS.maxWaiting);
    // The flood itself was served its burst.
    expect(served).toBeGreaterThan(0);
  });
});

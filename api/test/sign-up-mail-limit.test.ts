import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomIp, startTestApi, type TestApi } from '../../testing/api.ts';
import { COMPLETE_SIGN_UP, SIGN_UP, mailsTo, newUserInput, signUpUser, waitForMail } from '../../testing/accounts.ts';

// Sign-up throttling that a stranger cannot turn against an address's owner: the only refusal is keyed on
// the requester's address; what is limited per named address is the mail sent to it, silently, with the
// same answer, and a request over the allowance changes nothing (the newest link mailed keeps working).

let t: TestApi;
let dataDir: string;
const skipped = vi.fn();
beforeAll(async () => {
  t = await startTestApi();
  dataDir = t.services.config.DATA_DIR;
  // The mail is decided after the answer: this is how a test knows a request was dealt with and skipped.
  const info = t.services.logger.info.bind(t.services.logger);
  vi.spyOn(t.services.logger, 'info').mockImplementation(((...args: Parameters<typeof info>) => {
    if (args[0] === 'sign-up mail not sent: the address had its allowance for the hour') skipped();
    return info(...args);
  }) as typeof info);
});
afterAll(async () => {
  await t?.close();
});

const count = async (sql: string, params: unknown[]) => Number((await t.db.pool.query<{ n: string }>(sql, params)).rows[0]!.n);
const pendingFor = (email: string) => count('SELECT count(*) AS n FROM pending_sign_ups WHERE lower(email) = lower($1)', [email]);
const usersWith = (email: string) => count('SELECT count(*) AS n FROM users WHERE lower(email) = lower($1)', [email]);

/** A sign-up as the raw exchange, without the two headers that differ on every request. */
async function rawSignUp(input: Record<string, unknown>, ip: string) {
  const response = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ query: SIGN_UP, variables: { input } }),
  });
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id'));
  return { status: response.status, headers, body: await response.text() };
}

describe('sign-up mail to one address', () => {
  it("lets a stranger's flood from one address reach it twice an hour, and never stops its owner signing up", async () => {
    const email = newUserInput().email;
    const stranger = randomIp();
    const skippedBefore = skipped.mock.calls.length;
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt++) answers.push(await rawSignUp({ ...newUserInput(), email }, stranger));
    // Every answer is the same, byte for byte: nothing is refused.
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    await expect.poll(() => skipped.mock.calls.length - skippedBefore).toBe(4);
    expect(mailsTo(dataDir, email)).toHaveLength(2);
    expect(await pendingFor(email)).toBe(1);
    // The owner, from their own address, gets their link and finishes with their own password.
    const owner = newUserInput({ email });
    expect(await rawSignUp(owner, randomIp())).toEqual(answers[0]);
    await expect.poll(() => mailsTo(dataDir, email).length).toBe(3);
    const [, token] = await waitForMail(dataDir, email, new RegExp(`account ${owner.userName} [^]*?/sign-up\\?token=([\\w-]+)`));
    const done = await t.graphql<{ completeSignUp: { userName: string } }>(COMPLETE_SIGN_UP, { token, password: owner.password });
    expect(done.body.data?.completeSignUp.userName).toBe(owner.userName);
    expect(await usersWith(email)).toBe(1);
  });

  it('stops at ten mails an hour from anywhere, alike for known and unknown addresses, and keeps the newest link working', async () => {
    const known = await signUpUser(t);
    // The owner's own sign-up counted; start as an hour later would.
    await t.services.rateLimits.reset('signUpMailByEmail', known.input.email);
    const unknown = newUserInput().email;
    const inputs = new Map<string, ReturnType<typeof newUserInput>>();
    for (const email of [known.input.email, unknown]) {
      const skippedBefore = skipped.mock.calls.length;
      const mailsBefore = mailsTo(dataDir, email).length;
      const answers = [];
      for (let attempt = 0; attempt < 12; attempt++) {
        const input = newUserInput({ email });
        inputs.set(input.userName, input);
        answers.push(await rawSignUp(input, randomIp()));
      }
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      expect(answers[0]!.status).toBe(200);
      await expect.poll(() => skipped.mock.calls.length - skippedBefore).toBe(2);
      expect(mailsTo(dataDir, email).length - mailsBefore).toBe(10);
    }
    // The known address got notices and no link; nothing waits for it and no account was added.
    expect(mailsTo(dataDir, known.input.email).at(-1)).toMatch(/you already have one/);
    expect(await pendingFor(known.input.email)).toBe(0);
    expect(await usersWith(known.input.email)).toBe(1);
    // For the unknown one, the sign-ups that were not mailed replaced nothing: the last mailed link works.
    const last = mailsTo(dataDir, unknown).at(-1)!;
    const [, userName, token] = last.match(/account (\S+) with this address[^]*?\/sign-up\?token=([\w-]+)/)!;
    expect(await pendingFor(unknown)).toBe(1);
    const done = await t.graphql<{ completeSignUp: { userName: string } }>(COMPLETE_SIGN_UP, {
      token,
      password: inputs.get(userName!)!.password,
    });
    expect(done.body.data?.completeSignUp.userName).toBe(userName);
  });

  it('still refuses the requester: twenty sign-ups an hour from one client address', async () => {
    // An address from another documentation range (RFC 5737's TEST-NET-3): randomIp's 254 addresses are
    // used by this file's other requests, and one already counted here would make the 20 below too many.
    const ip = '203.0.113.20';
    await t.services.rateLimits.consume('signUpByIp', ip, 20);
    const refused = await rawSignUp(newUserInput(), ip);
    expect(JSON.parse(refused.body).errors[0].extensions.code).toBe('RATE_LIMITED');
  });
});

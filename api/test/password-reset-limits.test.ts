import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { mailsTo, newUserInput, signUpUser } from '../../testing/accounts.ts';

// Anyone may ask for a reset link for any address, and the link goes to that address. Asking is limited
// per asking network and address asked for, so a stranger's requests use up the stranger's allowance and
// never the owner's; the mail one address gets from anywhere is limited too, silently, so nobody can bomb
// an inbox with links.
let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

const REQUEST_RESET = 'mutation ($email: String!) { requestPasswordReset(email: $email) }';
const RESET = 'mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }';
const LINK = /reset-password\?token=([\w-]+)/;
const ask = (email: string, ip: string) => t.graphql(REQUEST_RESET, { email }, { headers: { 'x-forwarded-for': ip } });
const ANSWERED = { data: { requestPasswordReset: true } };
const resetMails = (email: string) => mailsTo(t.services.config.DATA_DIR, email).filter((mail) => LINK.test(mail));

describe('asking for a reset link', () => {
  it("by a stranger, three times, does not lock the owner's own request out", async () => {
    const owner = await signUpUser(t);
    for (let i = 0; i < 3; i++) expect((await ask(owner.input.email, '10.62.0.5')).body).toEqual(ANSWERED);
    // The stranger has had its share for this address, from any address of its network.
    for (const ip of ['10.62.0.5', '10.62.0.77']) {
      expect((await ask(owner.input.email, ip)).body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    }
    await expect.poll(() => resetMails(owner.input.email).length).toBe(3);
    // The owner, from home, is answered and mailed a link of their own, which works.
    expect((await ask(owner.input.email, '203.0.113.77')).body).toEqual(ANSWERED);
    await expect.poll(() => resetMails(owner.input.email).length).toBe(4);
    const token = resetMails(owner.input.email).at(-1)!.match(LINK)![1];
    expect((await t.graphql(RESET, { token, password: 'a brand new password' })).body).toEqual({ data: { resetPassword: true } });
  });

  it('from many networks mails one address at most ten links an hour, answering every request the same', async () => {
    const owner = await signUpUser(t);
    for (let network = 0; network < 12; network++) {
      expect((await ask(owner.input.email, `10.63.${network}.9`)).body).toEqual(ANSWERED);
    }
    await expect.poll(() => resetMails(owner.input.email).length).toBe(10);
    // Mail asked for after those is written after theirs: once it is there, no more of theirs is coming.
    const other = await signUpUser(t);
    expect((await ask(other.input.email, '10.63.200.9')).body).toEqual(ANSWERED);
    await expect.poll(() => resetMails(other.input.email).length).toBe(1);
    expect(resetMails(owner.input.email)).toHaveLength(10);
    // An unknown address is answered the same, and counted the same.
    const nobody = newUserInput().email;
    for (let network = 0; network < 12; network++) {
      expect((await ask(nobody, `10.64.${network}.9`)).body).toEqual(ANSWERED);
    }
    expect(resetMails(nobody)).toEqual([]);
  });
});

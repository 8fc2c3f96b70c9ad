import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApi } from './api.ts';

let counter = 0;
// Test files run in parallel processes that may share one product (and its mail folder): the random part
// keeps two processes starting in the same millisecond from making the same user.
const processPart = randomBytes(3).readUIntBE(0, 3).toString(36).padStart(4, '0').slice(-4);
/** Unique sign-up input for a test user. */
export function newUserInput(overrides: Partial<{ userName: string; name: string; email: string; password: string }> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${processPart}${counter}`;
  return {
    userName: `user_${id}`,
    name: `User ${counter}`,
    email: `user_${id}@example.test`,
    password: 'correct horse battery',
    ...overrides,
  };
}

/** The `name=value` part of a Set-Cookie header, ready to send back as a Cookie header. */
export function cookieFrom(setCookie: string[]): string {
  const first = setCookie.find((header) => header.startsWith('tc_session='));
  if (!first) throw new Error(`no session cookie in ${JSON.stringify(setCookie)}`);
  return first.split(';')[0]!;
}

export const SIGN_UP = 'mutation ($input: SignUpInput!) { signUp(input: $input) { message mailWrittenToFolder } }';
/** Finishes a sign-up: the mailed link's token and the password chosen when signing up. */
export const COMPLETE_SIGN_UP =
  'mutation ($token: String!, $password: String!) { completeSignUp(token: $token, password: $password) { id userName } }';
/** The token of the newest sign-up link mailed to an address. */
export const SIGN_UP_LINK = /\/sign-up\?token=([\w-]+)/;

/**
 * Signs a user up as a person does: asks for the link, reads it from the mail the API wrote into its data
 * folder, and opens it with the password chosen when signing up. Returns the input, the new user's id and
 * the session cookie the link set.
 */
export async function signUpUser(t: TestApi, overrides: Parameters<typeof newUserInput>[0] = {}) {
  const input = newUserInput(overrides);
  const started = await t.graphql<{ signUp: { message: string } }>(SIGN_UP, { input });
  if (!started.body.data?.signUp) throw new Error(`sign-up failed: ${JSON.stringify(started.body.errors)}`);
  const [, token] = await waitForMail(t.services.config.DATA_DIR, input.email, SIGN_UP_LINK);
  const completed = await t.graphql<{ completeSignUp: { id: string; userName: string } }>(COMPLETE_SIGN_UP, {
    token,
    password: input.password,
  });
  if (!completed.body.data?.completeSignUp) throw new Error(`completing the sign-up failed: ${JSON.stringify(completed.body.errors)}`);
  return { input, id: completed.body.data.completeSignUp.id, cookie: cookieFrom(completed.setCookie) };
}

/**
 * Waits for the newest mail to an address to match a pattern and returns the match. The API mails after
 * it answers (so the answer's timing tells nothing), so the mail may not be there yet when the answer is.
 */
export async function waitForMail(dataDir: string, email: string, pattern: RegExp, timeoutMs = 10_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = lastMailTo(dataDir, email)?.match(pattern);
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`no mail to ${email} matching ${pattern} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The mail files written to `{dataDir}/mail` for exactly this address, oldest first (names start with the time). */
function mailFiles(dataDir: string, email: string): string[] {
  const dir = join(dataDir, 'mail');
  const name = email.replace(/[^\w.@-]/g, '_');
  try {
    return (
      readdirSync(dir)
        // `{time}-{sequence}-{address}.eml` (see api/src/mail/mailer.ts): the whole address, not a part of a longer one.
        .filter((file) => /^.+?-\d{6,}-(.+)\.eml$/.exec(file)?.[1] === name)
        .sort()
        .map((file) => join(dir, file))
    );
  } catch {
    return [];
  }
}

/** Every mail written to `{dataDir}/mail` for an address, oldest first, as text. */
export function mailsTo(dataDir: string, email: string): string[] {
  return mailFiles(dataDir, email).map((file) => decodeQuotedPrintable(readFileSync(file, 'utf8')));
}

/** The newest mail written to `{dataDir}/mail` for an address, as text. */
export function lastMailTo(dataDir: string, email: string): string | undefined {
  const last = mailFiles(dataDir, email).at(-1);
  return last ? decodeQuotedPrintable(readFileSync(last, 'utf8')) : undefined;
}

/** Mail bodies are quoted-printable: undo soft line breaks and =XX escapes so links can be read. */
export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

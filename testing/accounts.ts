import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApi } from './api.ts';

let counter = 0;
/** Unique sign-up input for a test user. */
export function newUserInput(overrides: Partial<{ userName: string; name: string; email: string; password: string }> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return { userName: `user_${id}`, name: `User ${counter}`, email: `user_${id}@example.test`, password: 'correct horse battery', ...overrides };
}

/** The `name=value` part of a Set-Cookie header, ready to send back as a Cookie header. */
export function cookieFrom(setCookie: string[]): string {
  const first = setCookie.find((header) => header.startsWith('tc_session='));
  if (!first) throw new Error(`no session cookie in ${JSON.stringify(setCookie)}`);
  return first.split(';')[0]!;
}

/** Signs a user up through GraphQL and returns its input and session cookie. */
export async function signUpUser(t: TestApi, overrides: Parameters<typeof newUserInput>[0] = {}) {
  const input = newUserInput(overrides);
  const result = await t.graphql<{ signUp: { id: string; userName: string } }>(
    'mutation ($input: SignUpInput!) { signUp(input: $input) { id userName } }',
    { input },
  );
  if (!result.body.data?.signUp) throw new Error(`sign-up failed: ${JSON.stringify(result.body.errors)}`);
  return { input, id: result.body.data.signUp.id, cookie: cookieFrom(result.setCookie) };
}

/** The newest mail written to `{dataDir}/mail` for an address, as text. */
export function lastMailTo(dataDir: string, email: string): string | undefined {
  const dir = join(dataDir, 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((file) => file.includes(email.replace(/[^\w.@-]/g, '_'))).sort();
  } catch {
    return undefined;
  }
  const last = files.at(-1);
  return last ? decodeQuotedPrintable(readFileSync(join(dir, last), 'utf8')) : undefined;
}

/** Mail bodies are quoted-printable: undo soft line breaks and =XX escapes so links can be read. */
export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

import { z } from 'zod';
import { AppError, fieldError } from '@tablecraft/core/errors';
import { withTransaction } from '@tablecraft/platform';
import type { ApiServices } from '../services.ts';
import type { Caller } from './service.ts';
import { hashPassword } from './passwords.ts';
import { createSession, newToken } from './sessions.ts';
import { findUserByEmail, findUserByUserName, insertUser, isUniqueViolation, type UserRecord } from './users-store.ts';
import { displayNameSchema, emailSchema, newPasswordSchema, parseInput, userNameSchema } from './validation.ts';
import { claimPendingSignUp, savePendingSignUp, type PendingSignUp } from './pending-sign-ups.ts';

/**
 * What every sign-up that passes validation answers, byte for byte, whatever the address: not even the
 * address is echoed (the page that sent it knows it), so two answers can be compared whole.
 */
const SIGN_UP_STARTED =
  'Check your inbox: we sent a link to finish signing up. It works for 24 hours. If the address already has an account, the mail says so and how to log in instead.';

/** What a sign-up answers: the same, word for word, whether or not the address already has an account. */
export interface SignUpAnswer {
  message: string;
  /** True when this server writes mail into its data folder instead of sending it (no SMTP_URL). */
  mailWrittenToFolder: boolean;
}

export interface SignUpResult {
  answer: SignUpAnswer;
  /**
   * The work that depends on whether the address is known (storing the pending sign-up and mailing the
   * link, or mailing the owner a notice). Run it once the answer has gone, so the answer's timing tells
   * nothing either; it never throws (failures are logged).
   */
  afterAnswer: () => Promise<void>;
}

// A path of this site to come back to after signing up (an invite, a key), carried in the mailed link.
// The web checks it again before following it; here it only has to be a local path.
const nextPathSchema = z
  .string()
  .max(500, 'must be at most 500 characters')
  .regex(/^\/(?![/\\])/, 'must be a path on this site');

/**
 * Starts a sign-up. Validates the input, refuses a taken user name (user names are public), hashes the
 * password and answers "check your inbox", creating nothing and setting no cookie. Whether the address
 * has an account is only looked at afterwards (afterAnswer): an unknown address gets a link that creates
 * the account (completeSignUp), a known one a notice to its owner and never a link.
 */
export async function signUp(services: ApiServices, caller: Caller, input: unknown): Promise<SignUpResult> {
  await services.rateLimits.consume('signUpByIp', caller.ip);
  const raw = (input ?? {}) as Record<string, unknown>;
  const known = [raw.userName, raw.name, raw.email].filter((value): value is string => typeof value === 'string');
  const data = parseInput(
    z.object({ userName: userNameSchema, name: displayNameSchema, email: emailSchema, password: newPasswordSchema(known), next: nextPathSchema.nullish() }),
    input,
  );
  // Counted for every address alike, so the limit says nothing about which ones have accounts; it is
  // what keeps anyone from flooding an address with sign-up mail.
  await services.rateLimits.consume('signUpByEmail', data.email);
  if (await findUserByUserName(services.pool, data.userName)) throw fieldError({ userName: 'is already taken' });
  const passwordHash = await hashPassword(data.password);
  const pending: PendingSignUp = { userName: data.userName, name: data.name, email: data.email, passwordHash };
  return {
    answer: { message: SIGN_UP_STARTED, mailWrittenToFolder: services.mailer.writesToFolder },
    afterAnswer: () =>
      mailSignUp(services, pending, data.next ?? null).catch((error: unknown) => services.logger.error({ err: error }, 'could not finish starting a sign-up')),
  };
}

/** Mails the link that finishes the sign-up, or, when the address already has an account, tells its owner. */
async function mailSignUp(services: ApiServices, pending: PendingSignUp, next: string | null): Promise<void> {
  const owner = await findUserByEmail(services.pool, pending.email);
  if (owner) return mailOwnerNotice(services, owner);
  const token = newToken();
  await savePendingSignUp(services.pool, token, pending);
  const link = new URL('/sign-up', services.config.PUBLIC_WEB_URL);
  link.searchParams.set('token', token);
  if (next) link.searchParams.set('next', next);
  // Fixed wording with only the chosen user name: the display name is whatever the sender typed, and this
  // mail goes to an address nobody has proven to own yet.
  await services.mailer.send({
    to: pending.email,
    subject: 'Finish creating your Tablecraft account',
    text: `Hello,\n\nSomeone asked to create the Tablecraft account ${pending.userName} with this address.\nOpen this link within 24 hours to finish signing up (it works once):\n\n${link.toString()}\n\nIf it was not you, ignore this message: no account is created.\n`,
  });
}

async function mailOwnerNotice(services: ApiServices, owner: UserRecord): Promise<void> {
  const logIn = new URL('/log-in', services.config.PUBLIC_WEB_URL);
  const reset = new URL('/reset-password', services.config.PUBLIC_WEB_URL);
  await services.mailer.send({
    to: owner.email,
    subject: 'Someone tried to sign up to Tablecraft with your address',
    text: `Hello ${owner.name},\n\nSomeone tried to create a Tablecraft account with this address, but you already have one: ${owner.userName}.\nNo new account was created.\n\nIf it was you, log in at ${logIn.toString()}\nor, if you forgot your password, reset it at ${reset.toString()}\n\nIf it was not you, ignore this message: your account is unchanged.\n`,
  });
}

const LINK_SPENT = 'This sign-up link has expired or was already used. Sign up again to get a new one.';

/**
 * Finishes a sign-up from its mailed link: spends the token (once, even when two requests race), creates
 * the account and starts a session for it. Refused when the link is unknown, expired or spent, and when
 * its user name or address got an account while the link waited (the token is spent then too: it can
 * never work again).
 */
export async function completeSignUp(services: ApiServices, caller: Caller, input: unknown): Promise<{ user: UserRecord; token: string }> {
  const data = parseInput(z.object({ token: z.string().min(1, 'is required').max(100, 'is not a sign-up link') }), input);
  const outcome = await withTransaction(services.pool, async (client) => {
    const pending = await claimPendingSignUp(client, data.token);
    if (!pending) throw new AppError('BAD_USER_INPUT', LINK_SPENT, { token: 'has expired or was already used' });
    // On a name or address taken meanwhile, only the account is undone: the spent token stays spent.
    await client.query('SAVEPOINT create_account');
    try {
      const user = await insertUser(client, pending);
      return { user, token: await createSession(client, user.id, caller.userAgent) };
    } catch (error) {
      const taken = isUniqueViolation(error, 'users_user_name_key') ? 'userName' : isUniqueViolation(error, 'users_email_key') ? 'email' : null;
      if (!taken) throw error;
      await client.query('ROLLBACK TO SAVEPOINT create_account');
      return { taken, pending };
    }
  });
  if ('taken' in outcome) {
    if (outcome.taken === 'userName') {
      throw new AppError('BAD_USER_INPUT', `Someone took the user name ${outcome.pending.userName} while this link waited. Sign up again with another user name.`, {
        token: 'its user name was taken meanwhile',
      });
    }
    throw new AppError('BAD_USER_INPUT', 'This address got an account while this link waited. Log in with it, or sign up again.', { token: 'its address has an account now' });
  }
  return outcome;
}

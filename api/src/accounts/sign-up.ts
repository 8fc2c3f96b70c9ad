import { z } from 'zod';
import { AppError, fieldError, isAppError } from '@tablecraft/core/errors';
import { withTransaction } from '@tablecraft/platform';
import type { ApiServices } from '../common/index.ts';
import type { Caller } from './service.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { createSession, hashToken, newToken } from './sessions.ts';
import { assertMayTryLogIn, recordLogInFailure, recordLogInSuccess } from './login-throttle.ts';
import { findUserByEmail, findUserByUserName, insertUser, isUniqueViolation, upgradeGuest, type UserRecord } from './users-store.ts';
import { displayNameSchema, emailSchema, passwordSchema, userNameSchema } from './validation.ts';
import { parseInput } from '../common/index.ts';
import { assertStrongPassword } from './strength-thread.ts';
import { claimPendingSignUp, findPendingSignUp, savePendingSignUp, type PendingSignUp } from './pending-sign-ups.ts';

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
    z.object({
      userName: userNameSchema,
      name: displayNameSchema,
      email: emailSchema,
      password: passwordSchema,
      next: nextPathSchema.nullish(),
    }),
    input,
  );
  if (await findUserByUserName(services.pool, data.userName)) throw fieldError({ userName: 'is already taken' });
  await assertStrongPassword(data.password, known, caller.ip, 'password');
  const passwordHash = await hashPassword(data.password, caller.ip);
  const pending: PendingSignUp = { userName: data.userName, name: data.name, email: data.email, passwordHash };
  return {
    answer: { message: SIGN_UP_STARTED, mailWrittenToFolder: services.mailer.writesToFolder },
    afterAnswer: () =>
      mailSignUp(services, caller, pending, data.next ?? null).catch((error: unknown) =>
        services.logger.error({ err: error }, 'could not finish starting a sign-up'),
      ),
  };
}

/**
 * Whether one more sign-up mail may go to this address: at most signUpMailByPair an hour for one client
 * address and signUpMailByEmail from anywhere. Counted after the answer and for known and unknown
 * addresses alike, and never refused: naming someone's address cannot lock its owner out, only stop
 * the mails (the owner's own requests from their own address still get theirs unless many addresses
 * flooded it within the hour).
 */
async function mayMailSignUp(services: ApiServices, caller: Caller, email: string): Promise<boolean> {
  const spend = (rule: 'signUpMailByPair' | 'signUpMailByEmail', key: string) =>
    services.rateLimits.consume(rule, key).then(
      () => true,
      (error: unknown) => {
        if (isAppError(error) && error.code === 'RATE_LIMITED') return false;
        throw error;
      },
    );
  return (await spend('signUpMailByPair', `${email}|${caller.ip}`)) && (await spend('signUpMailByEmail', email));
}

/**
 * Mails the link that finishes the sign-up, or, when the address already has an account, tells its owner.
 * Over the address's mail allowance nothing happens at all: the pending sign-up is not replaced either,
 * so the newest link that was mailed keeps working.
 */
async function mailSignUp(services: ApiServices, caller: Caller, pending: PendingSignUp, next: string | null): Promise<void> {
  if (!(await mayMailSignUp(services, caller, pending.email))) {
    services.logger.info('sign-up mail not sent: the address had its allowance for the hour');
    return;
  }
  const owner = await findUserByEmail(services.pool, pending.email);
  if (owner) return mailOwnerNotice(services, owner);
  const token = newToken();
  await savePendingSignUp(services.pool, token, pending);
  const link = new URL('/sign-up', services.config.PUBLIC_WEB_URL);
  link.searchParams.set('token', token);
  if (next) link.searchParams.set('next', next);
  // Fixed wording with only the chosen user name: the display name is whatever the sender typed, and this
  // mail goes to an address nobody has proven to own yet. The link asks for the password chosen at sign-up,
  // so someone who signs up with another person's address cannot get that person to finish it for them.
  await services.mailer.send({
    to: pending.email,
    subject: 'Finish creating your Tablecraft account',
    text: `Hello,\n\nSomeone asked to create the Tablecraft account ${pending.userName} with this address.\nTo finish signing up, open this link within 24 hours and enter the password you chose when signing up (the link works once):\n\n${link.toString()}\n\nIf you did not sign up, ignore this message: without that password nobody can finish signing up, and no account is created.\n`,
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
const WRONG_PASSWORD = 'That is not the password chosen when signing up.';
const TOO_MANY_WRONG = 'Too many wrong passwords for this link from here; try again in 15 minutes.';

/**
 * Finishes a sign-up from its mailed link and the password chosen at sign-up: creates the account and
 * starts a session for it. The password is what proves the person at the link is the one who signed up:
 * without it, someone could sign up with another person's address and a password of their own, and the
 * owner opening the mailed link would create, and start using, an account the other person can log in to.
 * A wrong password leaves the link usable and counts as a failed log-in on the link's pending sign-up and
 * the client's address (the log-in throttle), so it cannot be guessed through the link. The token is spent
 * once, even when two requests race. Refused when the link is unknown, expired or spent, and when its user
 * name or address got an account while the link waited (the token is spent then too: it can never work
 * again).
 */
export async function completeSignUp(services: ApiServices, caller: Caller, input: unknown): Promise<{ user: UserRecord; token: string }> {
  const data = parseInput(
    z.object({
      token: z.string().min(1, 'is required').max(100, 'is not a sign-up link'),
      password: z.string().min(1, 'is required').max(200, 'must be at most 200 characters'),
    }),
    input,
  );
  // Throttled by the token's pending sign-up (its hash, never the token itself) and the client's address.
  const throttleKey = `pending-sign-up:${hashToken(data.token).toString('hex')}`;
  await assertMayTryLogIn(services.rateLimits, throttleKey, caller.ip, TOO_MANY_WRONG);
  const pending = await findPendingSignUp(services.pool, data.token);
  if (!pending) throw linkSpent();
  if (!(await verifyPassword(data.password, pending.passwordHash, caller.ip))) {
    await recordLogInFailure(services.rateLimits, throttleKey, caller.ip);
    throw fieldError({ password: 'is not the one you chose when signing up' }, WRONG_PASSWORD);
  }
  await recordLogInSuccess(services.rateLimits, throttleKey, caller.ip);
  const outcome = await withTransaction(services.pool, async (client) => {
    // Only the sign-up whose password was just checked is spent; another request may have spent it meanwhile.
    const claimed = await claimPendingSignUp(client, data.token, pending.passwordHash);
    if (!claimed) throw linkSpent();
    // On a name or address taken meanwhile, only the account is undone: the spent token stays spent.
    await client.query('SAVEPOINT create_account');
    try {
      // Signed up from a guest's browser: the guest row becomes the account, keeping its seats and hands.
      const user = (caller.guest && (await upgradeGuest(client, caller.guest.id, claimed))) || (await insertUser(client, claimed));
      return { user, token: await createSession(client, user.id, caller.userAgent) };
    } catch (error) {
      const taken = isUniqueViolation(error, 'users_user_name_key')
        ? 'userName'
        : isUniqueViolation(error, 'users_email_key')
          ? 'email'
          : null;
      if (!taken) throw error;
      await client.query('ROLLBACK TO SAVEPOINT create_account');
      return { taken, pending: claimed };
    }
  });
  if ('taken' in outcome) {
    if (outcome.taken === 'userName') {
      throw new AppError(
        'BAD_USER_INPUT',
        `Someone took the user name ${outcome.pending.userName} while this link waited. Sign up again with another user name.`,
        {
          token: 'its user name was taken meanwhile',
        },
      );
    }
    throw new AppError('BAD_USER_INPUT', 'This address got an account while this link waited. Log in with it, or sign up again.', {
      token: 'its address has an account now',
    });
  }
  return outcome;
}

const linkSpent = () => new AppError('BAD_USER_INPUT', LINK_SPENT, { token: 'has expired or was already used' });

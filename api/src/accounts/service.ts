import { z } from 'zod';
import { AppError, fieldError, isAppError } from '@tablecraft/core/errors';
import type { AccessChange } from '../policies/index.ts';
import { addressNetwork, assetChannel, assetKeys, withTransaction, type Queryable } from '@tablecraft/platform';
import type { ApiServices } from '../common/index.ts';
import { authorize, requireUser } from '../policies/index.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { createSession, deleteOtherSessions, deleteSession, deleteUserSession, newToken } from './sessions.ts';
import {
  claimEmailChange,
  claimPasswordReset,
  deleteUnusedPasswordResets,
  findPasswordReset,
  saveEmailChange,
  savePasswordReset,
} from './mailed-links-store.ts';
import { isUuid } from '../common/index.ts';
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  findUserByUserName,
  isUniqueViolation,
  updateUser,
  type UserRecord,
} from './users-store.ts';
import { displayNameSchema, emailSchema, imageSchema, passwordSchema, userNameSchema } from './validation.ts';
import { parseInput } from '../common/index.ts';
import { assertStrongPassword } from './strength-thread.ts';
import { accountDeletionBlockers } from './account-deletion.ts';
import { announceAccessChange } from '../policies/index.ts';
import { assertMayTryLogIn, recordLogInFailure, recordLogInSuccess } from './login-throttle.ts';

/** Who is calling and from where: rate limits key on the IP, sessions record the user agent. */
export interface Caller {
  viewer: UserRecord | null;
  sessionId: string | null;
  ip: string;
  userAgent: string;
  /** This browser's guest (no account yet): finishing a sign-up here turns it into the account. */
  guest?: UserRecord | null;
}

// Same message whether the user is unknown or the password is wrong: no account probing.
const BAD_CREDENTIALS = 'That email and password do not match an account.';

/** Logs in by email (or userName) and password. */
export async function logIn(services: ApiServices, caller: Caller, input: unknown): Promise<{ user: UserRecord; token: string }> {
  const data = parseInput(
    z.object({ email: z.string().trim().min(1, 'is required').max(254), password: z.string().min(1, 'is required').max(200) }),
    input,
  );
  await assertMayTryLogIn(services.rateLimits, data.email, caller.ip);
  const user = data.email.includes('@')
    ? await findUserByEmail(services.pool, data.email)
    : await findUserByUserName(services.pool, data.email);
  const ok = user ? await verifyPassword(data.password, user.passwordHash, caller.ip) : await verifyAgainstDummy(data.password, caller.ip);
  if (!user || !ok) {
    await recordLogInFailure(services.rateLimits, data.email, caller.ip);
    throw new AppError('BAD_USER_INPUT', BAD_CREDENTIALS, { password: BAD_CREDENTIALS });
  }
  await recordLogInSuccess(services.rateLimits, data.email, caller.ip);
  const token = await createSession(services.pool, user.id, caller.userAgent);
  return { user, token };
}

/** Ends the caller's session. Logging out twice is harmless. */
export async function logOut(services: ApiServices, caller: Caller): Promise<void> {
  if (!caller.sessionId) return;
  await deleteSession(services.pool, caller.sessionId);
  // The session's open rooms end too (the user's other sessions stay).
  if (caller.viewer) await announceAccessChange(services, { scope: 'user', userId: caller.viewer.id });
}

/**
 * Mails a single-use reset link valid for one hour. Answers the same whether or not the email has an
 * account, so the form cannot be used to find out who is registered. Asking is limited per client address
 * and per client network and address asked for (refused past either), so a stranger who asks for
 * someone's address never uses up its owner's allowance; the mail to one address from anywhere is limited
 * too, silently, so an inbox cannot be bombed with links (it holds the links already sent, each usable for
 * an hour, when the limit is reached). All of it counts unknown addresses as known ones.
 */
export async function requestPasswordReset(services: ApiServices, caller: Caller, input: unknown): Promise<void> {
  const data = parseInput(z.object({ email: emailSchema }), input);
  await services.rateLimits.consume('resetByIp', caller.ip);
  await services.rateLimits.consume('resetByPair', `${addressNetwork(caller.ip)}|${data.email}`);
  const mayMail = await services.rateLimits.consume('resetMailByEmail', data.email).then(
    () => true,
    (error: unknown) => {
      if (isAppError(error) && error.code === 'RATE_LIMITED') return false;
      throw error;
    },
  );
  const user = await findUserByEmail(services.pool, data.email);
  if (!user) return;
  if (!mayMail) {
    services.logger.info('reset mail not sent: the address had its allowance for the hour');
    return;
  }
  // Storing the token and sending the mail happen after the answer, so a known address is answered as
  // fast as an unknown one and the timing tells nothing.
  void mailResetLink(services, user).catch((error: unknown) => services.logger.error({ err: error }, 'could not send a password reset'));
}

async function mailResetLink(services: ApiServices, user: UserRecord): Promise<void> {
  const token = newToken();
  await savePasswordReset(services.pool, token, user.id);
  const link = new URL('/reset-password', services.config.PUBLIC_WEB_URL);
  link.searchParams.set('token', token);
  await services.mailer.send({
    to: user.email,
    subject: 'Reset your Tablecraft password',
    text: `Hello ${user.name},\n\nSomeone asked to reset the password of your Tablecraft account (${user.userName}).\nOpen this link within one hour to choose a new password:\n\n${link.toString()}\n\nIf it was not you, ignore this message: your password stays as it is.\n`,
  });
}

const RESET_LINK_SPENT = 'This reset link has expired or was already used. Ask for a new one.';
const resetLinkSpent = () => new AppError('BAD_USER_INPUT', RESET_LINK_SPENT, { token: 'has expired or was already used' });

/**
 * Sets a new password from a reset token; the token is spent, and every session of the account ends.
 * The token is looked up (by its hash) before the new password is hashed, so a made-up token is refused
 * without any scrypt; attempts are limited per client address and, for a real token, per account.
 */
export async function resetPassword(services: ApiServices, caller: Caller, input: unknown): Promise<void> {
  const data = parseInput(z.object({ token: z.string().min(1, 'is required').max(100), password: passwordSchema }), input);
  await services.rateLimits.consume('setPasswordByIp', caller.ip);
  const owner = await findPasswordReset(services.pool, data.token);
  if (!owner) throw resetLinkSpent();
  await services.rateLimits.consume('setPasswordByAccount', owner);
  await assertStrongPassword(data.password, [], caller.ip, 'password');
  const passwordHash = await hashPassword(data.password, caller.ip);
  await withTransaction(services.pool, async (client) => {
    // Spent here, once: another request with the same link may have spent it while this one hashed.
    const userId = await claimPasswordReset(client, data.token);
    if (!userId) throw resetLinkSpent();
    await updateUser(client, userId, { passwordHash });
    await deleteUnusedPasswordResets(client, userId);
    await deleteOtherSessions(client, userId);
    return userId;
  }).then(async (userId) => {
    await announceAccessChange(services, { scope: 'user', userId });
    const user = await findUserById(services.pool, userId);
    if (user) await mailPasswordChanged(services, user);
  });
}

/** Updates name, userName and image. */
export async function updateProfile(services: ApiServices, caller: Caller, input: unknown): Promise<UserRecord> {
  const viewer = requireUser(caller.viewer);
  authorize(viewer, 'account.update', viewer);
  const data = parseInput(
    z.object({ userName: userNameSchema.optional(), name: displayNameSchema.optional(), image: imageSchema.optional() }),
    input,
  );
  try {
    return await updateUser(services.pool, viewer.id, data);
  } catch (error) {
    if (isUniqueViolation(error, 'users_user_name_key')) throw fieldError({ userName: 'is already taken' });
    throw error;
  }
}

/**
 * Checks a logged-in user's current password, after counting the attempt against the client's address
 * and the account (the log-in limits), so no path reaches scrypt unthrottled.
 */
async function requirePassword(
  services: ApiServices,
  caller: Caller,
  user: UserRecord,
  password: string,
  field = 'password',
): Promise<void> {
  await services.rateLimits.consume('logInByIp', caller.ip);
  await services.rateLimits.consume('logInByAccount', user.email);
  if (!(await verifyPassword(password, user.passwordHash, caller.ip))) throw fieldError({ [field]: 'is not your current password' });
}

/**
 * Asks to change the e-mail address; needs the current password. Nothing changes yet: a link is mailed
 * to the new address (the change happens when it is opened, confirmEmailChange), and the current address
 * is told, so a stolen session cannot quietly move the account. The answer is the same whether or not
 * the new address already has an account (then no link is sent), so this cannot be used to probe.
 */
export async function changeEmail(services: ApiServices, caller: Caller, input: unknown): Promise<UserRecord> {
  const viewer = requireUser(caller.viewer);
  authorize(viewer, 'account.update', viewer);
  const data = parseInput(z.object({ email: emailSchema, password: z.string().min(1, 'is required') }), input);
  await requirePassword(services, caller, viewer, data.password);
  if (data.email.toLowerCase() === viewer.email.toLowerCase()) return viewer;
  const taken = await findUserByEmail(services.pool, data.email);
  if (!taken) {
    const token = newToken();
    await saveEmailChange(services.pool, token, viewer.id, data.email);
    const link = new URL('/confirm-email', services.config.PUBLIC_WEB_URL);
    link.searchParams.set('token', token);
    await services.mailer.send({
      to: data.email,
      subject: 'Confirm your new Tablecraft e-mail address',
      text: `Hello,\n\nSomeone asked to use this address for the Tablecraft account ${viewer.userName}.\nOpen this link within 24 hours to confirm it:\n\n${link.toString()}\n\nIf it was not you, ignore this message: nothing changes.\n`,
    });
  }
  await services.mailer.send({
    to: viewer.email,
    subject: 'Your Tablecraft e-mail address is being changed',
    text: `Hello,\n\nSomeone signed in to your Tablecraft account (${viewer.userName}) asked to change its e-mail address to ${data.email}.\nIt changes only once the link sent there is opened.\n\nIf it was not you, change your password now and log out your other sessions from your account page.\n`,
  });
  return viewer;
}

/** Switches the account to the new address from a mailed link (single use, 24 hours), and tells the old one. */
export async function confirmEmailChange(services: ApiServices, input: unknown): Promise<void> {
  const data = parseInput(z.object({ token: z.string().min(1, 'is required').max(100) }), input);
  const changed = await withTransaction(services.pool, async (client) => {
    const change = await claimEmailChange(client, data.token);
    if (!change)
      throw new AppError('BAD_USER_INPUT', 'This confirmation link has expired or was already used.', {
        token: 'has expired or was already used',
      });
    const before = await findUserById(client, change.userId);
    try {
      await updateUser(client, change.userId, { email: change.newEmail });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw fieldError({ token: 'this address now belongs to another account' });
      throw error;
    }
    return { oldEmail: before!.email, newEmail: change.newEmail, userName: before!.userName };
  });
  await services.mailer.send({
    to: changed.oldEmail,
    subject: 'Your Tablecraft e-mail address was changed',
    text: `Hello,\n\nThe e-mail address of your Tablecraft account (${changed.userName}) is now ${changed.newEmail}.\n\nIf it was not you, reply to this message or contact support at once.\n`,
  });
}

/** Tells an account's address that its password changed, so an unexpected change is noticed. */
async function mailPasswordChanged(services: ApiServices, user: Pick<UserRecord, 'email' | 'userName'>): Promise<void> {
  await services.mailer.send({
    to: user.email,
    subject: 'Your Tablecraft password was changed',
    text: `Hello,\n\nThe password of your Tablecraft account (${user.userName}) was just changed, and its other sessions were logged out.\n\nIf it was not you, reset your password now from the log-in page.\n`,
  });
}

/** Changes the password; needs the current one, and ends every other session. */
export async function changePassword(services: ApiServices, caller: Caller, input: unknown): Promise<UserRecord> {
  const viewer = requireUser(caller.viewer);
  authorize(viewer, 'account.update', viewer);
  const data = parseInput(
    z.object({
      currentPassword: z.string().min(1, 'is required'),
      newPassword: passwordSchema,
    }),
    input,
  );
  await requirePassword(services, caller, viewer, data.currentPassword, 'currentPassword');
  await assertStrongPassword(data.newPassword, [viewer.userName, viewer.name, viewer.email], caller.ip, 'newPassword');
  const passwordHash = await hashPassword(data.newPassword, caller.ip);
  const user = await withTransaction(services.pool, async (client) => {
    const user = await updateUser(client, viewer.id, { passwordHash });
    await deleteOtherSessions(client, viewer.id, caller.sessionId ?? undefined);
    return user;
  });
  // Rooms open in the sessions that ended close; this one stays.
  await announceAccessChange(services, { scope: 'user', userId: viewer.id });
  await mailPasswordChanged(services, user);
  return user;
}

/**
 * What an account's deletion does to the rooms it leaves, run inside the deletion's transaction before
 * its row goes: the rooms feature's `roomsLeftByAccount` (rooms of its games go with them, those it hosts
 * in others' games are handed over). Answers the access changes to announce once the deletion commits.
 * Passed in by the caller, so accounts, which rooms and guests read, needs neither rooms nor games.
 */
export type RoomsLeftByAccount = (db: Queryable, userId: string) => Promise<AccessChange[]>;

/**
 * What an account's deletion does to its uploads, run inside the deletion's transaction before its row
 * goes: the uploads feature's `deleteAccountAssets` (images in others' games stay with those games, the
 * rest go). Answers the ids of the deleted assets, whose files are removed once the deletion commits.
 * Passed in by the caller, as the rooms' part is: uploads reads accounts, so accounts cannot read uploads.
 */
export type AssetsLeftByAccount = (db: Queryable, userId: string) => Promise<string[]>;

/**
 * Deletes the account with its sessions, games and rooms (by cascade); needs the password, and
 * refuses, saying why, while something else depends on it (a game with other members).
 */
export async function deleteAccount(
  services: ApiServices,
  caller: Caller,
  input: unknown,
  leaveRooms: RoomsLeftByAccount,
  leaveAssets: AssetsLeftByAccount,
): Promise<void> {
  const viewer = requireUser(caller.viewer);
  authorize(viewer, 'account.delete', viewer);
  const data = parseInput(z.object({ password: z.string().min(1, 'is required') }), input);
  await requirePassword(services, caller, viewer, data.password);
  const blockers = await accountDeletionBlockers(services.pool, viewer.id);
  if (blockers.length > 0)
    throw new AppError('FORBIDDEN', `Your account cannot be deleted yet: ${blockers.join(' ')}`, undefined, { reasons: blockers });
  const { assetIds, roomChanges } = await withTransaction(services.pool, async (client) => {
    const roomChanges = await leaveRooms(client, viewer.id);
    const assetIds = await leaveAssets(client, viewer.id);
    await deleteUser(client, viewer.id);
    return { roomChanges, assetIds };
  });
  // Their connections end, and so do everyone's in the rooms of the games that went with the account;
  // rooms handed over or closed are re-checked, so their players are told.
  await announceAccessChange(services, { scope: 'user', userId: viewer.id }, ...roomChanges);
  // Rows go first: a failure below leaves unreachable files, never a row pointing at nothing.
  for (const assetId of assetIds) {
    await services.blobs
      .deletePrefix(assetKeys.prefix(assetId))
      .catch((error: unknown) => services.logger.error({ err: error, assetId }, 'could not remove the files of a deleted account'));
    await services.pubsub.publish(assetChannel(assetId), JSON.stringify({ id: assetId, deleted: true })).catch(() => undefined);
  }
}

/** Logs out one of the caller's sessions; another user's (or an unknown) id is NOT_FOUND. */
export async function endSession(services: ApiServices, caller: Caller, sessionId: string): Promise<void> {
  const viewer = requireUser(caller.viewer);
  if (!isUuid(sessionId) || !(await deleteUserSession(services.pool, viewer.id, sessionId)))
    throw new AppError('NOT_FOUND', 'That session has already ended.');
  // Rooms open in that session let it go.
  await announceAccessChange(services, { scope: 'user', userId: viewer.id });
}

/** Logs out every session of the caller but the one making the request; answers how many ended. */
export async function endOtherSessions(services: ApiServices, caller: Caller): Promise<number> {
  const viewer = requireUser(caller.viewer);
  // With no session of its own named, there are no "others" to end: none ends, never all.
  const ended = caller.sessionId ? await deleteOtherSessions(services.pool, viewer.id, caller.sessionId) : 0;
  await announceAccessChange(services, { scope: 'user', userId: viewer.id });
  return ended;
}

/** The user for a public profile page. */
export async function userByUserName(services: ApiServices, userName: string): Promise<UserRecord | null> {
  return findUserByUserName(services.pool, userName);
}

export { findUserById };

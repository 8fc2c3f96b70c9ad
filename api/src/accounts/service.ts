import { z } from 'zod';
import { AppError, fieldError } from '@tablecraft/core/errors';
import { assetChannel, assetKeys, withTransaction } from '@tablecraft/platform';
import type { ApiServices } from '../services.ts';
import { authorize, requireUser } from '../policies/index.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { createSession, deleteOtherSessions, deleteSession, hashToken, newToken } from './sessions.ts';
import { deleteUser, findUserByEmail, findUserById, findUserByUserName, insertUser, updateUser, type UserRecord } from './users-store.ts';
import { displayNameSchema, emailSchema, imageSchema, parseInput, passwordSchema, userNameSchema } from './validation.ts';
import { accountDeletionBlockers } from './account-deletion.ts';
import { announceAccessChange } from '../policies/live-access.ts';

/** Who is calling and from where: rate limits key on the IP, sessions record the user agent. */
export interface Caller {
  viewer: UserRecord | null;
  sessionId: string | null;
  ip: string;
  userAgent: string;
}

const RESET_TOKEN_TTL = '1 hour';
// Same message whether the user is unknown or the password is wrong: no account probing.
const BAD_CREDENTIALS = 'That email and password do not match an account.';

const isUniqueViolation = (error: unknown, constraint: string) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505' && (error as { constraint?: string }).constraint === constraint;

/** Creates an account and a session for it; taken names and emails are field errors. */
export async function signUp(services: ApiServices, caller: Caller, input: unknown): Promise<{ user: UserRecord; token: string }> {
  await services.rateLimits.consume('signUpByIp', caller.ip);
  const data = parseInput(z.object({ userName: userNameSchema, name: displayNameSchema, email: emailSchema, password: passwordSchema }), input);
  const passwordHash = await hashPassword(data.password);
  try {
    return await withTransaction(services.pool, async (client) => {
      const user = await insertUser(client, { userName: data.userName, name: data.name, email: data.email, passwordHash });
      const token = await createSession(client, user.id, caller.userAgent);
      return { user, token };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_user_name_key')) throw fieldError({ userName: 'is already taken' });
    if (isUniqueViolation(error, 'users_email_key')) throw fieldError({ email: 'already has an account; log in instead' });
    throw error;
  }
}

/** Logs in by email (or userName) and password. */
export async function logIn(services: ApiServices, caller: Caller, input: unknown): Promise<{ user: UserRecord; token: string }> {
  const data = parseInput(z.object({ email: z.string().trim().min(1, 'is required').max(254), password: z.string().min(1, 'is required').max(200) }), input);
  await services.rateLimits.consume('logInByIp', caller.ip);
  await services.rateLimits.consume('logInByAccount', data.email);
  const user = data.email.includes('@') ? await findUserByEmail(services.pool, data.email) : await findUserByUserName(services.pool, data.email);
  const ok = user ? await verifyPassword(data.password, user.passwordHash) : await verifyAgainstDummy(data.password);
  if (!user || !ok) throw new AppError('BAD_USER_INPUT', BAD_CREDENTIALS, { password: BAD_CREDENTIALS });
  await services.rateLimits.reset('logInByAccount', data.email);
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
 * account, so the form cannot be used to find out who is registered.
 */
export async function requestPasswordReset(services: ApiServices, caller: Caller, input: unknown): Promise<void> {
  const data = parseInput(z.object({ email: emailSchema }), input);
  await services.rateLimits.consume('resetByIp', caller.ip);
  await services.rateLimits.consume('resetByAccount', data.email);
  const user = await findUserByEmail(services.pool, data.email);
  if (!user) return;
  const token = newToken();
  await services.pool.query(`INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, now() + $3::interval)`, [hashToken(token), user.id, RESET_TOKEN_TTL]);
  const link = new URL('/reset-password', services.config.PUBLIC_WEB_URL);
  link.searchParams.set('token', token);
  await services.mailer.send({
    to: user.email,
    subject: 'Reset your Tablecraft password',
    text: `Hello ${user.name},\n\nSomeone asked to reset the password of your Tablecraft account (${user.userName}).\nOpen this link within one hour to choose a new password:\n\n${link.toString()}\n\nIf it was not you, ignore this message: your password stays as it is.\n`,
  });
}

/** Sets a new password from a reset token; the token is spent, and every session of the account ends. */
export async function resetPassword(services: ApiServices, input: unknown): Promise<void> {
  const data = parseInput(z.object({ token: z.string().min(1, 'is required').max(100), password: passwordSchema }), input);
  const passwordHash = await hashPassword(data.password);
  await withTransaction(services.pool, async (client) => {
    // Claiming the token in one UPDATE makes it single-use even when two requests race.
    const { rows } = await client.query<{ userId: string }>(
      `UPDATE password_resets SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id AS "userId"`,
      [hashToken(data.token)],
    );
    const userId = rows[0]?.userId;
    if (!userId) throw new AppError('BAD_USER_INPUT', 'This reset link has expired or was already used. Ask for a new one.', { token: 'has expired or was already used' });
    await updateUser(client, userId, { passwordHash });
    await client.query('DELETE FROM password_resets WHERE user_id = $1 AND used_at IS NULL', [userId]);
    await deleteOtherSessions(client, userId);
    return userId;
  }).then((userId) => announceAccessChange(services, { scope: 'user', userId }));
}

/** Updates name, userName and image. */
export async function updateProfile(services: ApiServices, caller: Caller, input: unknown): Promise<UserRecord> {
  const viewer = requireUser(caller.viewer);
  authorize(viewer, 'account.update', viewer);
  const data = parseInput(z.object({ userName: userNameSchema.optional(), name: displayNameSchema.optional(), image: imageSchema.optional() }), input);
  try {
    return await updateUser(services.pool, viewer.id, data);
  } catch (error) {
    if (isUniqueViolation(error, 'users_user_name_key')) throw fieldError({ userName: 'is already taken' });
    throw error;
  }
}

async function requirePassword(user: UserRecord, password: string, field = 'password'): Promise<void> {
  if (!(await verifyPassword(password, user.passwordHash))) throw fieldError({ [field]: 'is not your current password' });
}

/** Changes the email address; needs the current password. */
export async function changeEmail(services: ApiServices, caller: Caller, input: unknown): Promise<UserRecord> {
  const viewer = requireUser(caller.viewer);
  authorize(viewer, 'account.update', viewer);
  const data = parseInput(z.object({ email: emailSchema, password: z.string().min(1, 'is required') }), input);
  await services.rateLimits.consume('logInByAccount', viewer.email);
  await requirePassword(viewer, data.password);
  try {
    return await updateUser(services.pool, viewer.id, { email: data.email });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw fieldError({ email: 'already has an account' });
    throw error;
  }
}

/** Changes the password; needs the current one, and ends every other session. */
export async function changePassword(services: ApiServices, caller: Caller, input: unknown): Promise<UserRecord> {
  const viewer = requireUser(caller.viewer);
  authorize(viewer, 'account.update', viewer);
  const data = parseInput(z.object({ currentPassword: z.string().min(1, 'is required'), newPassword: passwordSchema }), input);
  await services.rateLimits.consume('logInByAccount', viewer.email);
  await requirePassword(viewer, data.currentPassword, 'currentPassword');
  const passwordHash = await hashPassword(data.newPassword);
  const user = await withTransaction(services.pool, async (client) => {
    const user = await updateUser(client, viewer.id, { passwordHash });
    await deleteOtherSessions(client, viewer.id, caller.sessionId ?? undefined);
    return user;
  });
  // Rooms open in the sessions that ended close; this one stays.
  await announceAccessChange(services, { scope: 'user', userId: viewer.id });
  return user;
}

/**
 * Deletes the account with its sessions, games and rooms (by cascade); needs the password, and
 * refuses, saying why, while something else depends on it (a game with other members).
 */
export async function deleteAccount(services: ApiServices, caller: Caller, input: unknown): Promise<void> {
  const viewer = requireUser(caller.viewer);
  authorize(viewer, 'account.delete', viewer);
  const data = parseInput(z.object({ password: z.string().min(1, 'is required') }), input);
  await services.rateLimits.consume('logInByAccount', viewer.email);
  await requirePassword(viewer, data.password);
  const blockers = await accountDeletionBlockers(services.pool, viewer.id);
  if (blockers.length > 0) throw new AppError('FORBIDDEN', `Your account cannot be deleted yet: ${blockers.join(' ')}`, undefined, { reasons: blockers });
  const { assetIds, gameIds } = await withTransaction(services.pool, async (client) => {
    const owned = await client.query<{ id: string }>('SELECT id FROM games WHERE owner_id = $1', [viewer.id]);
    return { gameIds: owned.rows.map((row) => row.id), assetIds: await deleteUser(client, viewer.id) };
  });
  // Their connections end, and so do everyone's in the rooms of the games that went with the account.
  await announceAccessChange(services, { scope: 'user', userId: viewer.id }, ...gameIds.map((gameId) => ({ scope: 'game' as const, gameId })));
  // Rows go first: a failure below leaves unreachable files, never a row pointing at nothing.
  for (const assetId of assetIds) {
    await services.blobs.deletePrefix(assetKeys.prefix(assetId)).catch((error: unknown) => services.logger.error({ err: error, assetId }, 'could not remove the files of a deleted account'));
    await services.pubsub.publish(assetChannel(assetId), JSON.stringify({ id: assetId, deleted: true })).catch(() => undefined);
  }
}

/** The user for a public profile page. */
export async function userByUserName(services: ApiServices, userName: string): Promise<UserRecord | null> {
  return findUserByUserName(services.pool, userName);
}

export { findUserById };

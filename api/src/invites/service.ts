import { withoutControlCharacters } from '@tablecraft/core';
import { z } from 'zod';
import { AppError } from '@tablecraft/core/errors';
import { withTransaction } from '@tablecraft/platform';
import type { ApiServices } from '../common/index.ts';
import type { UserRecord } from '../common/index.ts';
import { parseInput } from '../common/index.ts';
import { emailSchema } from '../accounts/index.ts';
import { can, requireUser, roleOf } from '../policies/index.ts';
import { gameFor } from '../games/index.ts';
import * as gameStore from '../games/index.ts';
import type { GameRecord } from '../games/index.ts';
import { joinByInvite, letPlay } from '../members/index.ts';
import { gameSummary, type GameSummary } from '../settings/index.ts';
import { INVITE_REFUSALS, inviteStatus, looksLikeInviteCode, newInviteCode, type InviteStatus } from './codes.ts';
import * as store from './store.ts';
import type { InviteRecord } from './store.ts';

export const ALREADY_MEMBER = 'You are already a member of this game.';
export const ALREADY_PLAYER = 'You may already play this game.';

const createSchema = z
  .object({
    kind: z.enum(['member', 'player']),
    role: z.enum(['editor', 'viewer'], 'must be editor or viewer').optional(),
    maxUses: z.number().int('must be a whole number').min(1, 'must be at least 1').max(1000, 'must be at most 1000').default(1),
    expiresInDays: z.number().int('must be a whole number').min(1, 'must be at least 1 day').max(90, 'must be at most 90 days').default(7),
    email: emailSchema.optional(),
  })
  .refine((input) => input.kind === 'player' || input.role !== undefined, { path: ['role'], message: 'is required for a member invite' });

/** The link that accepts an invite. */
export function inviteUrl(services: ApiServices, code: string): string {
  return new URL(`/accept-invite/${code}`, services.config.PUBLIC_WEB_URL).toString();
}

/**
 * Makes an invite to join a game as an editor, a viewer or a player: single-use by default or up to
 * a number of uses, expiring after some days. With an email, the link is mailed too.
 */
export async function createInvite(
  services: ApiServices,
  viewer: UserRecord | null,
  gameId: string,
  input: unknown,
): Promise<InviteRecord> {
  const game = await gameFor(services.pool, viewer, gameId, 'game.manage');
  const user = requireUser(viewer);
  const data = parseInput(createSchema, input);
  // Mailed invites are limited per person and per game, before anything is stored, so invites cannot
  // be used to send mail in bulk.
  if (data.email) {
    await services.rateLimits.consume('inviteMailByUser', user.id);
    await services.rateLimits.consume('inviteMailByGame', game.id);
  }
  const invite = await store.insertInvite(services.pool, {
    code: newInviteCode(),
    gameId: game.id,
    kind: data.kind,
    role: data.kind === 'member' ? data.role! : null,
    email: data.email ?? null,
    maxUses: data.maxUses,
    expiresInDays: data.expiresInDays,
    createdBy: user.id,
  });
  if (data.email) {
    // Fixed wording around one quoted, shortened title: nothing else a user typed reaches the mail.
    const what = data.kind === 'member' ? `work on the game ${data.role === 'editor' ? 'as an editor' : 'as a viewer'}` : 'play the game';
    const title = mailSafeTitle(game.title);
    await services.mailer.send({
      to: data.email,
      subject: `You are invited to "${title}" on Tablecraft`,
      text: `Hello,\n\nYou are invited to ${what} "${title}" on Tablecraft.\nOpen this link to accept (it expires on ${invite.expiresAt.toUTCString()}):\n\n${inviteUrl(services, invite.code)}\n\nIf you do not have a Tablecraft account yet, you can create one from there. If you did not expect this invitation, ignore this message.\n`,
    });
  }
  return invite;
}

/**
 * A game title as it may appear in a mail: one line, no control characters, no link a mail client
 * would make clickable (dots and slashes of web addresses are broken up), at most 60 characters.
 */
export function mailSafeTitle(title: string): string {
  const line = withoutControlCharacters(title, { replacement: ' ' }).replace(/[<>"]/g, ' ').replace(/\s+/g, ' ').trim();
  const defanged = line.replace(/:\/\//g, ' ').replace(/\.(?=\S)/g, '\u2024');
  return defanged.length > 60 ? `${defanged.slice(0, 59)}…` : defanged;
}

/** A game's invites, for its owner; empty for everyone else. */
export async function invitesOf(services: ApiServices, viewer: UserRecord | null, game: GameRecord): Promise<InviteRecord[]> {
  return can(viewer, 'game.manage', game) ? store.listInvites(services.pool, game.id) : [];
}

/** Withdraws an invite: its link stops working at once. */
export async function revokeInvite(services: ApiServices, viewer: UserRecord | null, inviteId: string): Promise<InviteRecord> {
  const invite = /^[0-9a-f-]{36}$/i.test(inviteId) ? await store.findInviteById(services.pool, inviteId) : null;
  if (!invite) throw new AppError('NOT_FOUND', 'That invite does not exist.');
  await gameFor(services.pool, viewer, invite.gameId, 'game.manage');
  return store.revokeInvite(services.pool, invite.id);
}

export interface InvitePreview {
  invite: InviteRecord;
  status: InviteStatus;
  game: GameSummary;
  /** The viewer's role in the game now, or null; and whether they are a listed player. */
  viewerRole: ReturnType<typeof roleOf>;
  viewerIsPlayer: boolean;
}

/** What /accept-invite/{code} shows: the game, the role offered, and whether the code still works. Null for unknown codes. */
export async function previewInvite(services: ApiServices, viewer: UserRecord | null, code: string): Promise<InvitePreview | null> {
  if (!looksLikeInviteCode(code)) return null;
  const invite = await store.findInviteByCode(services.pool, code);
  const game = invite && (await gameSummary(services.pool, invite.gameId));
  const record = invite && (await gameStore.findGameById(services.pool, invite.gameId));
  if (!invite || !game || !record) return null;
  return {
    invite,
    status: inviteStatus(invite),
    game,
    viewerRole: roleOf(viewer, record),
    viewerIsPlayer: viewer !== null && record.playerIds.includes(viewer.id),
  };
}

/**
 * Accepts an invite for the viewer: joins the game as a member with the invite's role, or as a player.
 * Expired, used up and withdrawn codes are refused with a clear reason; someone who already has the
 * access keeps what they have and the invite is not spent.
 */
export async function acceptInvite(
  services: ApiServices,
  viewer: UserRecord | null,
  code: string,
): Promise<{ game: GameRecord; invite: InviteRecord }> {
  const user = requireUser(viewer);
  if (!looksLikeInviteCode(code)) throw new AppError('NOT_FOUND', 'This invite does not exist. Check the link.');
  return withTransaction(services.pool, async (client) => {
    const invite = await store.findInviteByCode(client, code, { forUpdate: true });
    if (!invite) throw new AppError('NOT_FOUND', 'This invite does not exist. Check the link.');
    const status = inviteStatus(invite);
    if (status !== 'valid') throw new AppError('FORBIDDEN', INVITE_REFUSALS[status], undefined, { reason: status.toUpperCase() });
    const game = (await gameStore.findGameById(client, invite.gameId))!;
    const role = roleOf(user, game);
    if (role !== null) throw new AppError('CONFLICT', ALREADY_MEMBER, undefined, { reason: 'ALREADY_MEMBER' });
    if (invite.kind === 'member') {
      await joinByInvite(client, game.id, user.id, invite.role!);
    } else if (!(await letPlay(client, game, user, 'invite'))) {
      throw new AppError('CONFLICT', ALREADY_PLAYER, undefined, { reason: 'ALREADY_PLAYER' });
    }
    await store.recordInviteUse(client, invite.id, user.id);
    return { game: (await gameStore.findGameById(client, game.id))!, invite: { ...invite, useCount: invite.useCount + 1 } };
  });
}

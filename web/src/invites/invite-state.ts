import type { InviteRole, InviteStatus } from './documents.ts';
import type { InvitePreviewQuery } from '../graphql/generated/graphql.ts';

type Invite = NonNullable<InvitePreviewQuery['invite']>;

/** What the accept page shows for an invite and a viewer. */
export type InviteState =
  | { kind: 'unknown' }
  | { kind: 'refused'; message: string }
  | { kind: 'already'; message: string }
  | { kind: 'log-in' }
  | { kind: 'ready' };

/** Why a code cannot be used, in the API's words. */
export const INVITE_REFUSALS: Record<Exclude<InviteStatus, 'VALID'>, string> = {
  EXPIRED: 'This invite has expired. Ask for a new one.',
  USED_UP: 'This invite has already been used. Ask for a new one.',
  REVOKED: 'This invite was withdrawn. Ask for a new one.',
};

const ARTICLE_ROLES: Record<InviteRole, string> = { OWNER: 'the owner', EDITOR: 'an editor', VIEWER: 'a viewer' };

/** "an editor", "a viewer". */
export function roleWithArticle(role: InviteRole): string {
  return ARTICLE_ROLES[role];
}

/** What accepting gives: "work on Chess as an editor", "play Chess". */
export function inviteOffer(invite: Pick<Invite, 'kind' | 'role'>, title: string): string {
  return invite.kind === 'MEMBER' && invite.role ? `work on ${title} as ${roleWithArticle(invite.role)}` : `play ${title}`;
}

/**
 * Decides the page: an unknown code, a code that no longer works, access the viewer already has (the
 * invite is not spent then), a visitor who must log in or sign up first, or an invite ready to accept.
 */
export function inviteState(invite: Invite | null, signedIn: boolean): InviteState {
  if (!invite) return { kind: 'unknown' };
  if (invite.status !== 'VALID') return { kind: 'refused', message: INVITE_REFUSALS[invite.status] };
  if (!signedIn) return { kind: 'log-in' };
  if (invite.viewerRole)
    return { kind: 'already', message: `You are already ${roleWithArticle(invite.viewerRole)} of ${invite.game.title}.` };
  if (invite.kind === 'PLAYER' && invite.viewerIsPlayer) return { kind: 'already', message: `You may already play ${invite.game.title}.` };
  return { kind: 'ready' };
}

/** Where someone goes once they joined: members to the draft in the editor, players to the game page. */
export function afterAcceptPath(kind: Invite['kind'], gamePath: string): string {
  return kind === 'MEMBER' ? `${gamePath}/edit/draft` : gamePath;
}

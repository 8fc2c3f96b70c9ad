import { randomBytes } from 'node:crypto';

/** 18 random bytes as base64url: 24 characters, 144 bits, safe in a URL path. */
export function newInviteCode(): string {
  return randomBytes(18).toString('base64url');
}

/** True when a string could be an invite code (checked before touching the database). */
export function looksLikeInviteCode(code: string): boolean {
  return /^[A-Za-z0-9_-]{16,64}$/.test(code);
}

export type InviteStatus = 'valid' | 'expired' | 'used_up' | 'revoked';

/** Where an invite stands at a moment: revoked wins over used up, which wins over expired. */
export function inviteStatus(
  invite: { expiresAt: Date; revokedAt: Date | null; useCount: number; maxUses: number },
  now: Date = new Date(),
): InviteStatus {
  if (invite.revokedAt) return 'revoked';
  if (invite.useCount >= invite.maxUses) return 'used_up';
  if (invite.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

/** What the accept page and the API say about an invite that cannot be used. */
export const INVITE_REFUSALS: Record<Exclude<InviteStatus, 'valid'>, string> = {
  expired: 'This invite has expired. Ask for a new one.',
  used_up: 'This invite has already been used. Ask for a new one.',
  revoked: 'This invite was withdrawn. Ask for a new one.',
};

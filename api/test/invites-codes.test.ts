import { describe, expect, it } from 'vitest';
import { inviteStatus, looksLikeInviteCode, newInviteCode } from '../src/invites/codes.ts';

describe('invite codes (pure)', () => {
  it('makes long, URL-safe, distinct codes', () => {
    const codes = new Set(Array.from({ length: 200 }, newInviteCode));
    expect(codes.size).toBe(200);
    for (const code of codes) {
      expect(code.length).toBeGreaterThanOrEqual(16);
      expect(looksLikeInviteCode(code)).toBe(true);
    }
    expect(looksLikeInviteCode('short')).toBe(false);
    expect(looksLikeInviteCode('has spaces in it, no good')).toBe(false);
  });

  it('says where an invite stands: revoked, then used up, then expired', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const valid = { expiresAt: new Date('2026-06-02T00:00:00Z'), revokedAt: null, useCount: 0, maxUses: 2 };
    expect(inviteStatus(valid, now)).toBe('valid');
    expect(inviteStatus({ ...valid, useCount: 1 }, now)).toBe('valid');
    expect(inviteStatus({ ...valid, useCount: 2 }, now)).toBe('used_up');
    expect(inviteStatus({ ...valid, expiresAt: now }, now)).toBe('expired');
    expect(inviteStatus({ ...valid, useCount: 2, expiresAt: now }, now)).toBe('used_up');
    expect(inviteStatus({ ...valid, revokedAt: now, useCount: 2 }, now)).toBe('revoked');
  });
});

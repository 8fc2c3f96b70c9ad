import { describe, expect, it } from 'vitest';
import type { InviteData } from '../documents.ts';
import { inviteInput, inviteStatusLabel, inviteUses, invitesOfKind } from './people.ts';

const invite = (id: string, kind: InviteData['kind'], status: InviteData['status']): InviteData => ({
  id,
  code: id,
  url: `https://tablecraft.example/accept-invite/${id}`,
  kind,
  role: kind === 'MEMBER' ? 'EDITOR' : null,
  email: null,
  maxUses: 1,
  useCount: 0,
  expiresAt: '2030-01-01T00:00:00Z',
  revokedAt: null,
  status,
});

describe('invite form', () => {
  it('sends the role for member invites only, and leaves an empty email out', () => {
    expect(inviteInput({ role: 'VIEWER', email: ' ', maxUses: '1', expiresInDays: '7' }, 'MEMBER')).toEqual({
      ok: true,
      input: { kind: 'MEMBER', role: 'VIEWER', maxUses: 1, expiresInDays: 7 },
    });
    expect(inviteInput({ role: 'EDITOR', email: 'bo@example.test', maxUses: '10', expiresInDays: '90' }, 'PLAYER')).toEqual({
      ok: true,
      input: { kind: 'PLAYER', email: 'bo@example.test', maxUses: 10, expiresInDays: 90 },
    });
  });

  it('refuses uses and days out of range, per field', () => {
    expect(inviteInput({ role: 'EDITOR', email: '', maxUses: '0', expiresInDays: '91' }, 'MEMBER')).toEqual({
      ok: false,
      fieldErrors: {
        maxUses: 'must be a whole number of uses from 1 to 1000',
        expiresInDays: 'must be a whole number of days from 1 to 90',
      },
    });
    expect(inviteInput({ role: 'EDITOR', email: '', maxUses: 'many', expiresInDays: '7' }, 'MEMBER').ok).toBe(false);
  });
});

describe('invite list', () => {
  it('keeps the invites of one kind, active ones first', () => {
    const list = [
      invite('a', 'MEMBER', 'USED_UP'),
      invite('b', 'PLAYER', 'VALID'),
      invite('c', 'MEMBER', 'VALID'),
      invite('d', 'MEMBER', 'REVOKED'),
    ];
    expect(invitesOfKind(list, 'MEMBER').map((i) => i.id)).toEqual(['c', 'a', 'd']);
    expect(invitesOfKind(list, 'PLAYER').map((i) => i.id)).toEqual(['b']);
  });

  it('words uses and statuses', () => {
    expect(inviteUses({ useCount: 0, maxUses: 1 })).toBe('0 of 1 use');
    expect(inviteUses({ useCount: 3, maxUses: 10 })).toBe('3 of 10 uses');
    expect(['VALID', 'EXPIRED', 'USED_UP', 'REVOKED'].map((s) => inviteStatusLabel(s as InviteData['status']))).toEqual([
      'Active',
      'Expired',
      'Used up',
      'Withdrawn',
    ]);
  });
});

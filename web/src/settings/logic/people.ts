import type { InviteData, MemberRole } from '../documents.ts';

/** How roles read in the product. */
export const ROLE_LABELS: Record<MemberRole, string> = { OWNER: 'Owner', EDITOR: 'Editor', VIEWER: 'Viewer' };

/** What each role may do, for the invite form and the members table. */
export const ROLE_DESCRIPTIONS: Record<MemberRole, string> = {
  OWNER: 'Everything, including settings, members and deleting the game.',
  EDITOR: 'Edits the draft and publishes revisions.',
  VIEWER: 'Opens the editor read-only.',
};

const STATUS_LABELS: Record<InviteData['status'], string> = {
  VALID: 'Active',
  EXPIRED: 'Expired',
  USED_UP: 'Used up',
  REVOKED: 'Withdrawn',
};

/** "Active", "Used up"… */
export function inviteStatusLabel(status: InviteData['status']): string {
  return STATUS_LABELS[status];
}

/** "0 of 1 use", "3 of 10 uses". */
export function inviteUses(invite: Pick<InviteData, 'useCount' | 'maxUses'>): string {
  return `${invite.useCount} of ${invite.maxUses} use${invite.maxUses === 1 ? '' : 's'}`;
}

/** The invites a page lists: those of its kind, active ones first, each group newest first as the API sends them. */
export function invitesOfKind(invites: readonly InviteData[], kind: InviteData['kind']): InviteData[] {
  const ofKind = invites.filter((invite) => invite.kind === kind);
  return [...ofKind.filter((invite) => invite.status === 'VALID'), ...ofKind.filter((invite) => invite.status !== 'VALID')];
}

/** The invite form's input: whole numbers checked, an empty email left out. Returns field errors instead when a box is wrong. */
export function inviteInput(
  values: { role?: string; email: string; maxUses: string; expiresInDays: string },
  kind: InviteData['kind'],
):
  | { ok: true; input: { kind: InviteData['kind']; role?: MemberRole; email?: string; maxUses: number; expiresInDays: number } }
  | { ok: false; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {};
  const whole = (name: 'maxUses' | 'expiresInDays', min: number, max: number, what: string) => {
    const text = values[name].trim();
    const value = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!Number.isInteger(value) || value < min || value > max)
      fieldErrors[name] = `must be a whole number of ${what} from ${min} to ${max}`;
    return value;
  };
  const maxUses = whole('maxUses', 1, 1000, 'uses');
  const expiresInDays = whole('expiresInDays', 1, 90, 'days');
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  const email = values.email.trim();
  return {
    ok: true,
    input: {
      kind,
      ...(kind === 'MEMBER' ? { role: (values.role as MemberRole) || 'EDITOR' } : {}),
      ...(email ? { email } : {}),
      maxUses,
      expiresInDays,
    },
  };
}

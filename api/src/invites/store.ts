import type { Queryable } from '@tablecraft/platform';

export interface InviteRecord {
  id: string;
  code: string;
  gameId: string;
  kind: 'member' | 'player';
  role: 'editor' | 'viewer' | null;
  email: string | null;
  maxUses: number;
  useCount: number;
  expiresAt: Date;
  revokedAt: Date | null;
  createdBy: string | null;
  createdAt: Date;
}

const COLUMNS = `id, code, game_id AS "gameId", kind, role, email, max_uses AS "maxUses", use_count AS "useCount", expires_at AS "expiresAt",
  revoked_at AS "revokedAt", created_by AS "createdBy", created_at AS "createdAt"`;

/** Stores a new invite. */
export async function insertInvite(
  db: Queryable,
  invite: Pick<InviteRecord, 'code' | 'gameId' | 'kind' | 'role' | 'email' | 'maxUses' | 'createdBy'> & { expiresInDays: number },
): Promise<InviteRecord> {
  const { rows } = await db.query<InviteRecord>(
    `INSERT INTO invites (code, game_id, kind, role, email, max_uses, expires_at, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(days => $7), $8) RETURNING ${COLUMNS}`,
    [invite.code, invite.gameId, invite.kind, invite.role, invite.email, invite.maxUses, invite.expiresInDays, invite.createdBy],
  );
  return rows[0]!;
}

/** A game's invites, newest first. */
export async function listInvites(db: Queryable, gameId: string): Promise<InviteRecord[]> {
  return (await db.query<InviteRecord>(`SELECT ${COLUMNS} FROM invites WHERE game_id = $1 ORDER BY created_at DESC, id`, [gameId])).rows;
}

/** An invite by its code; `forUpdate` locks it inside a transaction. */
export async function findInviteByCode(db: Queryable, code: string, options: { forUpdate?: boolean } = {}): Promise<InviteRecord | null> {
  return (
    (await db.query<InviteRecord>(`SELECT ${COLUMNS} FROM invites WHERE code = $1 ${options.forUpdate ? 'FOR UPDATE' : ''}`, [code]))
      .rows[0] ?? null
  );
}

/** An invite by id. */
export async function findInviteById(db: Queryable, id: string): Promise<InviteRecord | null> {
  return (await db.query<InviteRecord>(`SELECT ${COLUMNS} FROM invites WHERE id = $1`, [id])).rows[0] ?? null;
}

/** Withdraws an invite; a revoked one stays revoked. */
export async function revokeInvite(db: Queryable, id: string): Promise<InviteRecord> {
  const { rows } = await db.query<InviteRecord>(
    `UPDATE invites SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 RETURNING ${COLUMNS}`,
    [id],
  );
  return rows[0]!;
}

/** Counts one use by a user. Call inside a transaction with the invite locked and checked. */
export async function recordInviteUse(db: Queryable, inviteId: string, userId: string): Promise<void> {
  // Someone who left and comes back through the same link uses it again.
  await db.query(
    'INSERT INTO invite_uses (invite_id, user_id) VALUES ($1, $2) ON CONFLICT (invite_id, user_id) DO UPDATE SET used_at = now()',
    [inviteId, userId],
  );
  await db.query('UPDATE invites SET use_count = use_count + 1 WHERE id = $1', [inviteId]);
}

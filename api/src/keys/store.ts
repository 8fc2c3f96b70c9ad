import type { Queryable } from '@tablecraft/platform';

export interface ActivationKeyRecord {
  id: string;
  batchId: string;
  kind: 'pro' | 'player';
  proDays: number | null;
  gameId: string | null;
  maxUses: number;
  useCount: number;
  expiresAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
}

const COLUMNS = `id, batch_id AS "batchId", kind, pro_days AS "proDays", game_id AS "gameId", max_uses AS "maxUses", use_count AS "useCount",
  expires_at AS "expiresAt", revoked_at AS "revokedAt", created_at AS "createdAt"`;

/** Stores a batch of keys (their hashes). */
export async function insertKeys(
  db: Queryable,
  batch: {
    batchId: string;
    kind: 'pro' | 'player';
    proDays: number | null;
    gameId: string | null;
    maxUses: number;
    expiresInDays: number | null;
    hashes: Buffer[];
  },
): Promise<void> {
  await db.query(
    `INSERT INTO activation_keys (code_hash, batch_id, kind, pro_days, game_id, max_uses, expires_at)
     SELECT h, $2, $3, $4, $5, $6, CASE WHEN $7::int IS NULL THEN NULL ELSE now() + make_interval(days => $7::int) END FROM unnest($1::bytea[]) AS h`,
    [batch.hashes, batch.batchId, batch.kind, batch.proDays, batch.gameId, batch.maxUses, batch.expiresInDays],
  );
}

/** A key by the hash of its code; `forUpdate` locks it inside a transaction. */
export async function findKeyByHash(
  db: Queryable,
  hash: Buffer,
  options: { forUpdate?: boolean } = {},
): Promise<ActivationKeyRecord | null> {
  return (
    (
      await db.query<ActivationKeyRecord>(
        `SELECT ${COLUMNS} FROM activation_keys WHERE code_hash = $1 ${options.forUpdate ? 'FOR UPDATE' : ''}`,
        [hash],
      )
    ).rows[0] ?? null
  );
}

/** True when the user has already redeemed the key. */
export async function hasRedeemed(db: Queryable, keyId: string, userId: string): Promise<boolean> {
  return (
    ((await db.query('SELECT 1 FROM activation_key_redemptions WHERE key_id = $1 AND user_id = $2', [keyId, userId])).rowCount ?? 0) > 0
  );
}

/** Records a redemption and counts the use. Call inside a transaction with the key locked and checked. */
export async function recordRedemption(db: Queryable, keyId: string, userId: string): Promise<void> {
  await db.query('INSERT INTO activation_key_redemptions (key_id, user_id) VALUES ($1, $2)', [keyId, userId]);
  await db.query('UPDATE activation_keys SET use_count = use_count + 1 WHERE id = $1', [keyId]);
}

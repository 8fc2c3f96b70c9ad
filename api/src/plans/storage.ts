import { formatBytes } from '@tablecraft/core';
import { AppError } from '@tablecraft/core/errors';
import type { Queryable } from '@tablecraft/platform';
import { measureUsage } from './measures.ts';
import { lockPlan, type PlanLimits } from './store.ts';

/**
 * The least an asset costs in the plan's storage, whatever its file's size. An image costs us more than
 * its bytes: a row, a pipeline job (a decode and four encodes) and its renditions. Charging each at least
 * this much makes thousands of tiny images (a 75-byte PNG, a small zip of them) cost what they take.
 */
export const ASSET_MIN_CHARGE_BYTES = 25_000;

/** What a file of `bytes` bytes counts in the plan's storage. */
export const storageCharge = (bytes: number): number => Math.max(bytes, ASSET_MIN_CHARGE_BYTES);

/**
 * The bytes a user stores of each kind the plan's storage counts, for the plan page and the check: one rule
 * for both. Each kind is measured by the feature that keeps its rows (measures.ts): uploads (each at least
 * ASSET_MIN_CHARGE_BYTES), every draft and revision of the games the user owns, and the saved tables they
 * saved (and those of their games whose saver's account is gone).
 */
export async function storedBytesOf(db: Queryable, userId: string): Promise<{ assets: number; documents: number; savedTables: number }> {
  return {
    assets: await measureUsage('assetBytes', db, userId),
    documents: await measureUsage('documentBytes', db, userId),
    savedTables: await measureUsage('savedTableBytes', db, userId),
  };
}

/**
 * Refuses to store `addedBytes` more for the user past their plan's storage (uploads counted by
 * storageCharge, every draft and revision of their games, their saved tables). Takes the plan lock: call
 * inside the transaction that inserts. Rows this transaction already inserted are counted, so a caller
 * that only knows the size once stored (a saved table) inserts first and passes 0.
 */
export async function assertMayStore(db: Queryable, userId: string, addedBytes: number): Promise<void> {
  const plan = await lockPlan(db, userId);
  if (plan.maxAssetBytes === null) return;
  const stored = await storedBytesOf(db, userId);
  const usedBytes = stored.assets + stored.documents + stored.savedTables;
  if (usedBytes + addedBytes <= plan.maxAssetBytes) return;
  throw await storageLimitError(db, plan, usedBytes);
}

/** The storage limit's one sentence, naming the plan, its storage and what lifts it. */
async function storageLimitError(db: Queryable, plan: PlanLimits, usedBytes: number): Promise<AppError> {
  const { rows } = await db.query<{ name: string; maxAssetBytes: number | null }>(
    `SELECT name, max_asset_bytes AS "maxAssetBytes" FROM plans WHERE id = 'pro'`,
  );
  const pro = rows[0];
  const upgrade =
    pro && plan.id !== 'pro' && (pro.maxAssetBytes === null || pro.maxAssetBytes > (plan.maxAssetBytes ?? 0))
      ? `, or upgrade to ${pro.name} to store more`
      : '';
  return new AppError(
    'PLAN_LIMIT',
    `Your ${plan.name} plan stores up to ${formatBytes(plan.maxAssetBytes ?? 0)} of uploads, games and saved tables, and this would go over it. Delete some assets, old revisions or saved tables${upgrade}.`,
    undefined,
    { limit: 'maxAssetBytes', limitBytes: plan.maxAssetBytes, usedBytes },
  );
}

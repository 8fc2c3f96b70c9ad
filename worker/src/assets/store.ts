import type { AssetFrame, AssetRendition, Queryable } from '@tablecraft/platform';

/** What the pipeline reads of an asset. */
export interface PipelineAsset {
  id: string;
  status: 'pending' | 'ready' | 'failed';
  pipeline: 'image' | 'avatar' | 'sheet';
  rows: number | null;
  columns: number | null;
  originalKey: string;
}

export async function findPipelineAsset(db: Queryable, id: string): Promise<PipelineAsset | null> {
  const { rows } = await db.query<PipelineAsset>(
    `SELECT id, status, pipeline, "rows", "columns", original_key AS "originalKey" FROM assets WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Moves a pending asset to ready; false when it is no longer pending (another run finished it, or it was deleted). */
export async function markAssetReady(
  db: Queryable,
  id: string,
  result: { width: number; height: number; renditions: Record<string, AssetRendition>; frames: AssetFrame[] },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE assets SET status = 'ready', failure_reason = NULL, width = $2, height = $3, renditions = $4, frames = $5, updated_at = now()
      WHERE id = $1 AND status = 'pending'`,
    [id, result.width, result.height, JSON.stringify(result.renditions), JSON.stringify(result.frames)],
  );
  return (rowCount ?? 0) > 0;
}

/** Moves a pending asset to failed with a reason for its owner; false when it is no longer pending. */
export async function markAssetFailed(db: Queryable, id: string, reason: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE assets SET status = 'failed', failure_reason = $2, renditions = '{}', frames = '[]', updated_at = now()
      WHERE id = $1 AND status = 'pending'`,
    [id, reason],
  );
  return (rowCount ?? 0) > 0;
}

/** Assets still waiting for the pipeline and older than `minAgeMs`, oldest first, with their owners. */
export async function pendingAssets(
  db: Queryable,
  options: { minAgeMs: number; limit: number },
): Promise<Array<{ id: string; ownerId: string }>> {
  const { rows } = await db.query<{ id: string; ownerId: string }>(
    `SELECT id, owner_id AS "ownerId" FROM assets WHERE status = 'pending' AND created_at <= now() - make_interval(secs => $1::double precision / 1000)
      ORDER BY created_at LIMIT $2`,
    [options.minAgeMs, options.limit],
  );
  return rows;
}

// What `npm run check-storage` compares: the asset rows in Postgres and the objects in the bucket. Every
// object of an asset lives under `assets/{id}/` (platform/src/queue/jobs.ts); a row names its original,
// and once ready its renditions and frames.
import { ASSET_PIPELINE, type BlobStore, type Queryable, type Queue, type TablecraftJobs } from '@tablecraft/platform';
import { FAILURE_REASONS } from '../../worker/src/assets/render.ts';

type AssetStatus = 'pending' | 'ready' | 'failed';

interface AssetKeys {
  id: string;
  status: AssetStatus;
  /** The objects the row says exist. */
  keys: string[];
}

/** An asset row whose objects are (partly) missing. */
export interface MissingObjects {
  assetId: string;
  status: AssetStatus;
  keys: string[];
  /** Whether the original is among them: without it the asset cannot be made again. */
  originalMissing: boolean;
}

/** An object no asset row accounts for. */
export interface OrphanObject {
  key: string;
  /** The asset its key names, when it is an asset key at all. */
  assetId: string | null;
}

export interface StorageReport {
  assets: number;
  objects: number;
  missing: MissingObjects[];
  orphans: OrphanObject[];
}

export interface StorageRepair {
  /** Orphans deleted (older than the grace period, and still orphans when looked at again). */
  deleted: string[];
  /** Orphans younger than the grace period, left alone: an upload may be between its object and its row. */
  young: string[];
  /** Assets whose original is gone: marked failed, so their owners see "upload it again". */
  failed: string[];
  /** Assets whose original is there but some renditions or frames are not: back to pending, the worker renders them again. */
  rerendered: string[];
}

const PAGE = 1_000;
// Every object the product writes is an asset's (assetKeys in platform/src/queue/jobs.ts); nothing else in
// the bucket is looked at.
const ASSETS_PREFIX = 'assets/';
const ASSET_KEY = /^assets\/([^/]+)\//;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads every asset row with the keys it names, in pages (a table of any size is never read at once). */
async function readAssets(db: Queryable): Promise<Map<string, AssetKeys>> {
  const assets = new Map<string, AssetKeys>();
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await db.query<{ id: string; status: AssetStatus; original_key: string; renditions: unknown; frames: unknown }>(
      'SELECT id, status, original_key, renditions, frames FROM assets WHERE id > $1 ORDER BY id LIMIT $2',
      [after, PAGE],
    );
    for (const row of rows) assets.set(row.id, toAssetKeys(row));
    if (rows.length < PAGE) return assets;
    after = rows.at(-1)!.id;
  }
}

function toAssetKeys(row: { id: string; status: AssetStatus; original_key: string; renditions: unknown; frames: unknown }): AssetKeys {
  const keys = [row.original_key];
  // Renditions and frames are the pipeline's output, named by the row once it is ready; a failed asset has none.
  if (row.status === 'ready') {
    for (const rendition of Object.values((row.renditions ?? {}) as Record<string, { key?: string }>))
      if (rendition.key) keys.push(rendition.key);
    for (const frame of (row.frames ?? []) as Array<{ key?: string }>) if (frame.key) keys.push(frame.key);
  }
  return { id: row.id, status: row.status, keys };
}

/** Whether `key` belongs to no row: the asset it names is gone, or it is done and does not name this key. */
function isOrphan(key: string, asset: AssetKeys | undefined): boolean {
  if (!asset) return true;
  // A pending asset's pipeline is writing renditions the row will only name once it is ready.
  if (asset.status === 'pending') return false;
  return !asset.keys.includes(key);
}

/**
 * Lists asset rows whose objects are missing and objects no row accounts for. Rows are read before the
 * bucket: an upload stores its object before its row, so one that lands in between shows up as a young
 * orphan (which repair leaves alone), never as a row without its object.
 */
export async function checkStorage(deps: { db: Queryable; blobs: BlobStore }): Promise<StorageReport> {
  const assets = await readAssets(deps.db);
  const listed = await deps.blobs.list(ASSETS_PREFIX);
  const objects = new Set(listed);
  const missing: MissingObjects[] = [];
  for (const asset of assets.values()) {
    // A failed asset may have lost its original for good (that is why it failed); it names nothing else.
    if (asset.status === 'failed') continue;
    const gone = asset.keys.filter((key) => !objects.has(key));
    if (gone.length) missing.push({ assetId: asset.id, status: asset.status, keys: gone, originalMissing: gone.includes(asset.keys[0]!) });
  }
  const orphans: OrphanObject[] = [];
  for (const key of listed) {
    const assetId = ASSET_KEY.exec(key)?.[1] ?? null;
    if (isOrphan(key, assetId ? assets.get(assetId) : undefined)) orphans.push({ key, assetId });
  }
  return { assets: assets.size, objects: listed.length, missing, orphans };
}

async function readAsset(db: Queryable, id: string): Promise<AssetKeys | undefined> {
  // The id comes from an object's key: anything that is not a uuid names no row.
  if (!UUID.test(id)) return undefined;
  const { rows } = await db.query<{ id: string; status: AssetStatus; original_key: string; renditions: unknown; frames: unknown }>(
    'SELECT id, status, original_key, renditions, frames FROM assets WHERE id = $1',
    [id],
  );
  return rows[0] ? toAssetKeys(rows[0]) : undefined;
}

/**
 * Repairs what is safe to repair, looking at each thing again first (the product kept running since the
 * report): deletes orphans older than `graceMs`; marks assets whose original is gone as failed (the row
 * stays, since games name their assets: they show the failure instead of an image that never loads); and
 * sends assets that still have their original but lost renditions or frames back to the worker: queued at
 * once when the installation's queue is given (Redis), else picked up by the worker's sweep of pending
 * uploads (the in-process queue of `npm start` lives in the product's own process).
 */
export async function repairStorage(
  deps: { db: Queryable; blobs: BlobStore; queue?: Queue<TablecraftJobs> },
  report: StorageReport,
  options: { graceMs: number; now?: () => number },
): Promise<StorageRepair> {
  const now = options.now ?? Date.now;
  const result: StorageRepair = { deleted: [], young: [], failed: [], rerendered: [] };
  for (const orphan of report.orphans) {
    const info = await deps.blobs.stat(orphan.key);
    if (!info) continue;
    if (now() - info.lastModified.getTime() < options.graceMs) {
      result.young.push(orphan.key);
      continue;
    }
    if (!isOrphan(orphan.key, orphan.assetId ? await readAsset(deps.db, orphan.assetId) : undefined)) continue;
    await deps.blobs.delete(orphan.key);
    result.deleted.push(orphan.key);
  }
  for (const entry of report.missing) {
    const asset = await readAsset(deps.db, entry.assetId);
    if (!asset || asset.status === 'failed') continue;
    const gone: string[] = [];
    for (const key of asset.keys) if (!(await deps.blobs.exists(key))) gone.push(key);
    if (!gone.length) continue;
    if (gone.includes(asset.keys[0]!)) {
      const { rowCount } = await deps.db.query(
        `UPDATE assets SET status = 'failed', failure_reason = $2, renditions = '{}', frames = '[]', updated_at = now()
          WHERE id = $1 AND status <> 'failed'`,
        [asset.id, FAILURE_REASONS.missingOriginal],
      );
      if (rowCount) result.failed.push(asset.id);
      // What renditions are left belong to nothing now.
      for (const key of asset.keys.slice(1)) if (!gone.includes(key)) await deps.blobs.delete(key);
    } else {
      const { rows } = await deps.db.query<{ owner_id: string }>(
        `UPDATE assets SET status = 'pending', renditions = '{}', frames = '[]', updated_at = now() WHERE id = $1 AND status = 'ready'
          RETURNING owner_id`,
        [asset.id],
      );
      if (!rows[0]) continue;
      result.rerendered.push(asset.id);
      // The asset's id is its job's id, as the api and the sweep queue it: the finished job makes way.
      await deps.queue?.enqueue(ASSET_PIPELINE, { assetId: asset.id }, { jobId: asset.id, fairKey: rows[0].owner_id });
    }
  }
  return result;
}

/** The report as lines for a terminal, one per finding. */
export function describeReport(report: StorageReport): string[] {
  const lines = [
    `${report.assets} asset row${report.assets === 1 ? '' : 's'}, ${report.objects} object${report.objects === 1 ? '' : 's'}: ` +
      `${report.missing.length} row${report.missing.length === 1 ? '' : 's'} without ${report.missing.length === 1 ? 'its' : 'their'} objects, ` +
      `${report.orphans.length} object${report.orphans.length === 1 ? '' : 's'} without a row`,
  ];
  for (const entry of report.missing) lines.push(`missing  asset ${entry.assetId} (${entry.status}): ${entry.keys.join(', ')}`);
  for (const orphan of report.orphans) lines.push(`orphan   ${orphan.key}`);
  return lines;
}

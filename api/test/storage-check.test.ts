// `npm run check-storage`: asset rows against the objects of a real S3 server, on a database of its own.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetKeys } from '@tablecraft/platform';
import { checkStorage, repairStorage } from '../../scripts/lib/storage-check.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/db.ts';
import { startTestS3, type TestS3 } from '../../testing/s3.ts';
import { createUserWithSession, type TestUser } from '../../testing/uploads-fixtures.ts';

let db: TestDatabase;
let s3: TestS3;
let owner: TestUser;

beforeAll(async () => {
  db = await createTestDatabase();
  s3 = await startTestS3({ bucket: 'storage-check' });
  owner = await createUserWithSession(db.pool);
});
afterAll(async () => {
  await s3?.close();
  await db?.drop();
});

const HOUR = 3_600_000;
const bytes = Buffer.from('not really an image');

/** An asset row as the pipeline leaves it, with (by default) every object it names stored. */
async function asset(
  status: 'pending' | 'ready' | 'failed',
  options: { storeOriginal?: boolean; storeRenditions?: boolean } = {},
): Promise<{ id: string; keys: string[] }> {
  const id = randomUUID();
  const renditions =
    status === 'ready'
      ? { thumb: { key: assetKeys.rendition(id, 'thumb'), width: 1, height: 1, contentType: 'image/webp', byteSize: bytes.length } }
      : {};
  const frames =
    status === 'ready' ? [{ index: 0, row: 0, column: 0, key: assetKeys.frame(id, 0), width: 1, height: 1, byteSize: bytes.length }] : [];
  await db.pool.query(
    `INSERT INTO assets (id, owner_id, pipeline, status, original_key, content_type, byte_size, renditions, frames, "rows", "columns")
     VALUES ($1, $2, $3, $4, $5, 'image/png', $6, $7, $8, $9, $9)`,
    [
      id,
      owner.id,
      status === 'ready' ? 'sheet' : 'image',
      status,
      assetKeys.original(id),
      bytes.length,
      renditions,
      JSON.stringify(frames),
      status === 'ready' ? 1 : null,
    ],
  );
  if (options.storeOriginal !== false) await s3.store.put(assetKeys.original(id), bytes, { contentType: 'image/png' });
  const derived = [...Object.values(renditions).map((r) => r.key), ...frames.map((f) => f.key)];
  if (options.storeRenditions !== false) for (const key of derived) await s3.store.put(key, bytes, { contentType: 'image/webp' });
  return { id, keys: [assetKeys.original(id), ...derived] };
}

/** `npm run check-storage` as an operator runs it, with the services' variables. */
async function runCheckStorage(args: string[] = []): Promise<{ exitCode: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', 'check-storage', '--', ...args], {
      env: { ...process.env, DATABASE_URL: db.url, ...s3.env },
      timeout: 60_000,
    });
    return { exitCode: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { exitCode: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

describe('check-storage', () => {
  it('finds nothing, and exits 0, when every row has its objects and every object its row', { timeout: 120_000 }, async () => {
    await asset('ready');
    await asset('pending');
    // A failed asset may have lost its original: that is why it failed, and nothing to repair.
    await asset('failed', { storeOriginal: false });
    const report = await checkStorage({ db: db.pool, blobs: s3.store });
    expect(report).toMatchObject({ assets: 3, missing: [], orphans: [] });
    const run = await runCheckStorage();
    expect(run.output).toContain('3 asset rows');
    expect(run.exitCode, run.output).toBe(0);
  });

  it('lists rows without objects and objects without rows, exits 1, and repairs what is safe', { timeout: 120_000 }, async () => {
    const lostOriginal = await asset('ready', { storeOriginal: false });
    const lostRenditions = await asset('ready', { storeRenditions: false });
    const pendingLost = await asset('pending', { storeOriginal: false });
    const deletedAsset = randomUUID();
    const orphanKeys = [assetKeys.original(deletedAsset), assetKeys.rendition(deletedAsset, 'thumb')];
    for (const key of orphanKeys) await s3.store.put(key, bytes, { contentType: 'image/png' });
    // What the pipeline wrote for an asset that then failed and does not name any more.
    const failed = await asset('failed');
    const leftover = assetKeys.rendition(failed.id, '256');
    await s3.store.put(leftover, bytes, { contentType: 'image/webp' });

    const report = await checkStorage({ db: db.pool, blobs: s3.store });
    expect(new Map(report.missing.map((entry) => [entry.assetId, entry.keys]))).toEqual(
      new Map([
        [lostOriginal.id, [lostOriginal.keys[0]]],
        [lostRenditions.id, lostRenditions.keys.slice(1)],
        [pendingLost.id, [pendingLost.keys[0]]],
      ]),
    );
    expect(report.orphans.map((orphan) => orphan.key).sort()).toEqual([...orphanKeys, leftover].sort());

    const run = await runCheckStorage();
    expect(run.exitCode, run.output).toBe(1);
    expect(run.output).toContain(`missing  asset ${lostOriginal.id} (ready): ${lostOriginal.keys[0]}`);
    expect(run.output).toContain(`orphan   ${orphanKeys[0]}`);

    // Just written: an upload may be between its object and its row, so no object is deleted yet.
    const early = await repairStorage({ db: db.pool, blobs: s3.store }, report, { graceMs: HOUR });
    expect(early.deleted).toEqual([]);
    expect(early.young.sort()).toEqual([...orphanKeys, leftover].sort());
    for (const key of orphanKeys) expect(await s3.store.exists(key)).toBe(true);
    // Rows without their objects are repaired at once: no upload is in between for them.
    expect(early.failed.sort()).toEqual([lostOriginal.id, pendingLost.id].sort());
    expect(early.rerendered).toEqual([lostRenditions.id]);

    const later = await repairStorage({ db: db.pool, blobs: s3.store }, report, { graceMs: HOUR, now: () => Date.now() + 2 * HOUR });
    expect(later.deleted.sort()).toEqual([...orphanKeys, leftover].sort());
    expect(later).toMatchObject({ failed: [], rerendered: [] });
    for (const key of [...orphanKeys, leftover]) expect(await s3.store.exists(key)).toBe(false);
    // The rows stay (games name them), failed with the reason their owner sees; the other goes back to the worker.
    const { rows } = await db.pool.query<{ id: string; status: string; failure_reason: string | null }>(
      'SELECT id, status, failure_reason FROM assets WHERE id = ANY($1) ORDER BY id',
      [[lostOriginal.id, pendingLost.id, lostRenditions.id]],
    );
    expect(new Map(rows.map((row) => [row.id, [row.status, row.failure_reason]]))).toEqual(
      new Map([
        [lostOriginal.id, ['failed', 'The uploaded file is missing. Please upload it again.']],
        [pendingLost.id, ['failed', 'The uploaded file is missing. Please upload it again.']],
        [lostRenditions.id, ['pending', null]],
      ]),
    );
    // The stored frame of the asset that lost its original belonged to nothing any more.
    expect(await s3.store.exists(lostOriginal.keys[2]!)).toBe(false);

    expect(await checkStorage({ db: db.pool, blobs: s3.store })).toMatchObject({ missing: [], orphans: [] });
    expect((await runCheckStorage()).exitCode).toBe(0);
  });

  it('leaves an orphan alone when a row for it appeared since the report', async () => {
    const id = randomUUID();
    await s3.store.put(assetKeys.original(id), bytes, { contentType: 'image/png' });
    const report = await checkStorage({ db: db.pool, blobs: s3.store });
    expect(report.orphans).toEqual([{ key: assetKeys.original(id), assetId: id }]);
    await db.pool.query(
      `INSERT INTO assets (id, owner_id, pipeline, original_key, content_type, byte_size) VALUES ($1, $2, 'image', $3, 'image/png', 1)`,
      [id, owner.id, assetKeys.original(id)],
    );
    const repaired = await repairStorage({ db: db.pool, blobs: s3.store }, report, { graceMs: 0 });
    expect(repaired.deleted).toEqual([]);
    expect(await s3.store.exists(assetKeys.original(id))).toBe(true);
  });

  it('--repair deletes old orphans and exits 0', { timeout: 120_000 }, async () => {
    const key = assetKeys.original(randomUUID());
    await s3.store.put(key, bytes, { contentType: 'image/png' });
    expect((await runCheckStorage()).exitCode).toBe(1);
    const kept = await runCheckStorage(['--repair']);
    expect(kept.exitCode, kept.output).toBe(0);
    expect(kept.output).toContain('left alone: 1 orphan object(s) younger than 60 minutes');
    expect(await s3.store.exists(key)).toBe(true);
    const repaired = await runCheckStorage(['--repair', '--grace-minutes', '0']);
    expect(repaired.output).toContain('repaired: 1 orphan object(s) deleted');
    expect(await s3.store.exists(key)).toBe(false);
    expect((await runCheckStorage()).exitCode).toBe(0);
  });
});

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished, vi } from 'vitest';
import { Queue } from 'bullmq';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { TestApi } from '../../testing/api.ts';
import type { TestS3 } from '../../testing/s3.ts';
import { startPipelineStack, type PipelineStack } from '../../testing/pipeline-stack.ts';
import { createPlan, createUserWithSession, type TestUser } from '../../testing/uploads-fixtures.ts';
import { makePng } from '../../testing/uploads-images.ts';
import { ASSET_MIN_CHARGE_BYTES } from '../src/plans/storage.ts';

// What a hostile game file can cost, bounded before it is paid: every entry's ratio, the JSON parsed, the
// entries, the images and what they cost in storage, nesting depth, and the reading itself, which runs on
// a worker thread within a time and memory budget. Each refusal is checked to change nothing: no game,
// revision or asset row, no object in the bucket, no pipeline job.

let stack: PipelineStack;
let t: TestApi;
let s3: TestS3;
let queue: Queue;
let user: TestUser;
let blankDocument: unknown;

beforeAll(async () => {
  stack = await startPipelineStack('import-costs', inject('redisUrl'));
  ({ t, s3 } = stack);
  queue = new Queue('asset-pipeline', { connection: { url: inject('redisUrl') }, prefix: stack.env.QUEUE_PREFIX });
  user = await createUserWithSession(t.db.pool, { planId: 'pro' });
  const created = await t.graphql<{ createGame: { revision: { document: unknown } } }>(
    'mutation { createGame(input: { title: "Blank", visibility: PUBLIC }) { revision(name: "draft") { document } } }',
    {},
    { cookie: user.cookie },
  );
  expect(created.body.errors).toBeUndefined();
  blankDocument = created.body.data!.createGame.revision.document;
}, 60_000);
afterAll(async () => {
  await queue?.close();
  await stack?.close();
});

async function importFile(bytes: Uint8Array, cookie = user.cookie, path = '/games/import') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/zip' }), 'game.zip');
  const response = await fetch(`${t.url}${path}`, { method: 'POST', body: form, headers: { 'x-tablecraft-csrf': '1', cookie } });
  return {
    status: response.status,
    body: (await response.json()) as { code?: string; message?: string; fieldErrors?: Record<string, string> },
  };
}

async function state() {
  const { rows } = await t.db.pool.query<{ games: number; revisions: number; assets: number; saves: number }>(
    `SELECT (SELECT count(*)::int FROM games) AS games, (SELECT count(*)::int FROM revisions) AS revisions,
            (SELECT count(*)::int FROM assets) AS assets, (SELECT count(*)::int FROM table_saves) AS saves`,
  );
  const jobs = await queue.getJobCounts();
  // Originals only: the worker writes renditions of earlier tests' images meanwhile; a job counts in some state until it expires.
  const originals = (await s3.store.list('')).filter((key) => key.endsWith('/original')).sort();
  return { ...rows[0]!, blobs: originals, jobs: Object.values(jobs).reduce((a, b) => a + b, 0) };
}

/** A file that must be refused with a 4xx naming the file, leaving nothing behind. */
async function expectRefused(bytes: Uint8Array, message: RegExp, options: { status?: number; path?: string; cookie?: string } = {}) {
  const before = await state();
  const result = await importFile(bytes, options.cookie, options.path);
  expect(result.status).toBe(options.status ?? 400);
  expect(result.body.message).toMatch(message);
  if ((options.status ?? 400) === 400) expect(result.body.fieldErrors?.file).toMatch(message);
  expect(await state()).toEqual(before);
  return result;
}

const envelope = (document: unknown, assets: unknown[] = []) =>
  strToU8(
    JSON.stringify({
      format: 'tablecraft-game',
      version: 1,
      exportedAt: new Date().toISOString(),
      game: { title: 'Hostile', description: '' },
      revision: { name: 'draft' },
      document,
      assets,
    }),
  );
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
// Stored uncompressed: brackets compress far past the ratio limit, which would refuse them first.

describe('the archive', () => {
  it('refuses small entries compressed a thousand to one, not only entries over 1 MB', async () => {
    const files: Zippable = {};
    for (let i = 0; i < 50; i++) files[`data/part-${i}.json`] = [strToU8(' '.repeat(900_000)), { level: 9 }];
    const zip = zipSync(files);
    expect(zip.length).toBeLessThan(100_000);
    await expectRefused(zip, /compressed suspiciously well/);
  });

  it('caps the JSON one import parses: many JSON files under the ratio add up past it', async () => {
    const files: Zippable = {};
    // Random text barely compresses: only the JSON budget stops it.
    for (let i = 0; i < 11; i++)
      files[`data/part-${i}.json`] = [strToU8(JSON.stringify(randomBytes(700_000).toString('base64'))), { level: 1 }];
    await expectRefused(zipSync(files), /holds more than 10 MB of JSON/);
  });

  it('caps the entries, counted from the directory before anything is unpacked', async () => {
    const files: Zippable = {};
    for (let i = 0; i < 1_001; i++) files[`n/${i}.txt`] = strToU8('x');
    await expectRefused(zipSync(files), /1001 entries; at most 1000/);
  });
});

describe('JSON nesting', () => {
  for (const depth of [2_000, 5_000, 20_000]) {
    it(`refuses a game file whose document nests ${depth} deep with a field error, never a 500`, async () => {
      await expectRefused(
        zipSync({
          'tablecraft-game.json': [strToU8(`{"format":"tablecraft-game","version":1,"document":${nested(depth)}}`), { level: 0 }],
        }),
        /nested more than 64 levels deep/,
      );
    });
  }

  it('refuses a PlayingCards.io room file nested 5,000 deep', async () => {
    await expectRefused(
      zipSync({ 'widgets.json': [strToU8(`[{"type":"card","id":"a","x":${nested(5_000)}}]`), { level: 0 }] }),
      /nested more than 64 levels/,
    );
  });

  it('refuses a table file nested 5,000 deep with a field error, never a 500', async () => {
    const table = `{"format":"tablecraft-table","version":1,"state":${nested(5_000)}}`;
    await expectRefused(zipSync({ 'tablecraft-table.json': [strToU8(table), { level: 0 }] }), /nested more than 64 levels deep/, {
      path: '/tables/import',
    });
  });
});

describe('images of an import', () => {
  async function gameFileWithImages(count: number): Promise<Uint8Array> {
    const files: Zippable = {};
    const assets = [];
    for (let i = 0; i < count; i++) {
      const assetId = crypto.randomUUID();
      const file = `assets/${assetId}/tiny.png`;
      // Distinct bytes, so no two are the same file.
      files[file] = new Uint8Array(await makePng(1 + (i % 40), 1 + Math.floor(i / 40)));
      assets.push({
        assetId,
        file,
        pipeline: 'image',
        rows: null,
        columns: null,
        contentType: 'image/png',
        width: 1,
        height: 1,
        byteSize: 1,
      });
    }
    files['tablecraft-game.json'] = envelope(blankDocument, assets);
    return zipSync(files);
  }

  it('refuses more images than one import may create', async () => {
    await expectRefused(await gameFileWithImages(501), /501 images; at most 500/);
  });

  it('charges each image at least the minimum in storage: 60 tiny images do not fit in 1 MB', async () => {
    await createPlan(t.db.pool, { id: 'import-costs-mb', name: 'Tiny', maxAssetBytes: 1_000_000 });
    const tiny = await createUserWithSession(t.db.pool, { planId: 'import-costs-mb' });
    const zip = await gameFileWithImages(60);
    expect(zip.length).toBeLessThan(60 * ASSET_MIN_CHARGE_BYTES);
    await expectRefused(zip, /Tiny plan stores up to 1 MB of uploads, games and saved tables/, { status: 403, cookie: tiny.cookie });
    // 30 fit (750 kB charged): the same rule lets them in.
    const fits = await importFile(await gameFileWithImages(30), tiny.cookie);
    expect(fits.status).toBe(200);
  });
});

describe('reading off the event loop, within a budget', () => {
  it('refuses a room file whose JSON needs more than the reading budget, while other requests are answered at once', async () => {
    // 2.4 million empty objects in under 10 MB of JSON, made barely compressible by random whitespace.
    const spaces = [' ', '\n', '\t', '\r'];
    const random = randomBytes(2_400_000);
    let json = '[';
    for (let i = 0; i < random.length; i++) json += (i ? ',' : '') + spaces[random[i]! & 3] + '{}';
    json += ']';
    expect(json.length).toBeLessThan(10_000_000);
    const zip = zipSync({ 'widgets.json': [strToU8(json), { level: 1 }] });
    const before = await state();
    const other = await createUserWithSession(t.db.pool);
    // Every JSON text of a megabyte or more the API's own thread parses (it runs in this process): the
    // file's must be read on the import thread, where the event loop does not wait for it (on the event
    // loop the parse held every other request for 15 s and more).
    const parse = JSON.parse;
    const bigParses: number[] = [];
    const spy = vi.spyOn(JSON, 'parse').mockImplementation((text: string, reviver?: Parameters<typeof JSON.parse>[1]) => {
      if (typeof text === 'string' && text.length >= 1_000_000) bigParses.push(text.length);
      return parse(text, reviver) as unknown;
    });
    onTestFinished(() => spy.mockRestore());
    const importing = importFile(zip);
    // Another user's request while the file is read is answered as usual.
    const answered = await t.graphql('{ viewer { id } }', {}, { cookie: other.cookie });
    const result = await importing;
    spy.mockRestore();
    expect(bigParses).toEqual([]);
    expect(answered.body.errors).toBeUndefined();
    expect(result.status).toBe(400);
    expect(result.body.message).toMatch(/needed more memory than an import may use|took longer than an import may/);
    expect(result.body.fieldErrors?.file).toBe(result.body.message);
    expect(await state()).toEqual(before);
  }, 60_000);
});

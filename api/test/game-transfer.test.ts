import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import type { TestApi } from '../../testing/api.ts';
import type { TestS3 } from '../../testing/s3.ts';
import { startPipelineStack, type PipelineStack } from '../../testing/pipeline-stack.ts';
import { createGame, createPlan, createUserWithSession, type TestUser } from '../../testing/uploads-fixtures.ts';
import { makePng, ASSET_READY_TIMEOUT_MS } from '../../testing/uploads-images.ts';

// Game files on the production path: export streams from a real S3 server, import sends each image
// through the upload's checks into the same bucket, and a real worker over BullMQ makes the renditions.
// Every refusal is checked to leave nothing: no game, revision or asset row, and no object in the bucket.

let stack: PipelineStack;
let s3: TestS3;
let t: TestApi;
let alice: TestUser;
let bob: TestUser;

type Doc = { formatVersion: number; assets: Array<{ id: string; name: string; assetId: string; frame?: { index: number } }> } & Record<
  string,
  unknown
>;
interface Exported {
  zip: Uint8Array;
  files: Record<string, Uint8Array>;
  envelope: {
    format: string;
    version: number;
    game: { title: string };
    revision: { name: string };
    document: Doc;
    assets: Array<{ assetId: string; file: string; pipeline: string; rows: number | null; columns: number | null }>;
  };
}
let cards: { id: string; document: Doc };
let exported: Exported;

beforeAll(async () => {
  stack = await startPipelineStack('game-transfer', inject('redisUrl'));
  ({ s3, t } = stack);
  alice = await createUserWithSession(t.db.pool, { planId: 'pro' });
  bob = await createUserWithSession(t.db.pool, { planId: 'pro' });
  const created = await t.graphql<{ createGameFromTemplate: { id: string; revision: { document: Doc } } }>(
    `mutation { createGameFromTemplate(input: { templateId: "cards" }) { id revision(name: "draft") { document } } }`,
    {},
    { cookie: alice.cookie },
  );
  expect(created.body.errors).toBeUndefined();
  cards = { id: created.body.data!.createGameFromTemplate.id, document: created.body.data!.createGameFromTemplate.revision.document };
  await waitForAssetsReady(cards.id);
  exported = await exportGame(cards.id, 'draft', alice.cookie);
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

async function waitForAssetsReady(gameId: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const { rows } = await t.db.pool.query<{ status: string }>('SELECT status FROM assets WHERE game_id = $1', [gameId]);
      if (rows.length === 0 || rows.some((row) => row.status !== 'ready'))
        throw new Error(`the assets of ${gameId} are still ${rows.map((row) => row.status).join(', ')}`);
    },
    { timeout: ASSET_READY_TIMEOUT_MS, interval: 100 },
  );
}

async function exportGame(gameId: string, revision: string, cookie?: string): Promise<Exported> {
  const response = await fetch(`${t.url}/games/${gameId}/revisions/${revision}/export.zip`, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  const zip = new Uint8Array(await response.arrayBuffer());
  const files = unzipSync(zip);
  return { zip, files, envelope: JSON.parse(new TextDecoder().decode(files['tablecraft-game.json'])) as Exported['envelope'] };
}

async function importFile(
  bytes: Uint8Array,
  cookie = alice.cookie,
  fileName = 'game.zip',
  into?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/zip' }), fileName);
  const response = await fetch(`${t.url}/games/import${into ? `?into=${encodeURIComponent(into)}` : ''}`, {
    method: 'POST',
    body: form,
    headers: { 'x-tablecraft-csrf': '1', cookie },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function counts() {
  const { rows } = await t.db.pool.query<{ games: number; revisions: number; assets: number }>(
    `SELECT (SELECT count(*)::int FROM games) AS games, (SELECT count(*)::int FROM revisions) AS revisions, (SELECT count(*)::int FROM assets) AS assets`,
  );
  return { ...rows[0]!, blobs: (await s3.store.list('')).filter((key) => key.endsWith('/original')).sort() };
}

/**
 * An image upload as Alice, answered. Imports and uploads lock their owner's storage row for their writes,
 * so when this answers, a write still under way for an earlier import of hers has committed or rolled back.
 */
async function settle(): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await makePng(8, 8))], { type: 'image/png' }), 'settle.png');
  const response = await fetch(`${t.url}/upload`, {
    method: 'POST',
    body: form,
    headers: { 'x-tablecraft-csrf': '1', cookie: alice.cookie },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** An import that must be refused with a message, leaving no row and no object behind. */
async function expectRefused(bytes: Uint8Array, message: RegExp) {
  const before = await counts();
  const result = await importFile(bytes);
  expect(result.status).toBeGreaterThanOrEqual(400);
  expect(result.body.message).toMatch(message);
  // Only the settling upload has added anything: not even a write of the refused import that landed after its answer.
  const settled = await settle();
  expect(await counts()).toEqual({
    ...before,
    assets: before.assets + 1,
    blobs: [...before.blobs, `assets/${settled}/original`].sort(),
  });
  return result;
}

/** A document with every asset id replaced by its position among the distinct ids, so two imports compare. */
function withoutAssetIds(document: Doc): Doc {
  const order = [...new Set(document.assets.map((part) => part.assetId))];
  return { ...document, assets: document.assets.map((part) => ({ ...part, assetId: `asset-${order.indexOf(part.assetId)}` })) };
}

function rezip(files: Record<string, Uint8Array>, changes: Record<string, Uint8Array | null> = {}): Uint8Array {
  const next: Zippable = { ...files };
  for (const [name, bytes] of Object.entries(changes)) {
    if (bytes === null) delete next[name];
    else next[name] = bytes;
  }
  return zipSync(next);
}

const envelopeWith = (change: (envelope: Exported['envelope']) => unknown) =>
  strToU8(JSON.stringify(change(structuredClone(exported.envelope))));

async function draftOf(gameId: string): Promise<Doc> {
  const { rows } = await t.db.pool.query<{ document: Doc }>(`SELECT document FROM revisions WHERE game_id = $1 AND name = 'draft'`, [
    gameId,
  ]);
  return rows[0]!.document;
}

async function originalOf(assetId: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await s3.store.get(`assets/${assetId}/original`)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('exporting a game', () => {
  it('writes the envelope, a README and each original the document uses, byte for byte', async () => {
    const { envelope, files } = exported;
    expect(envelope).toMatchObject({
      format: 'tablecraft-game',
      version: 1,
      game: { title: 'Playing cards' },
      revision: { name: 'draft' },
    });
    expect(envelope.document).toEqual(cards.document);
    expect(new TextDecoder().decode(files['README.txt'])).toMatch(/Import a game file/);
    const distinct = new Set(cards.document.assets.map((part) => part.assetId));
    expect(envelope.assets.map((asset) => asset.assetId).sort()).toEqual([...distinct].sort());
    for (const asset of envelope.assets) {
      expect(asset.file).toMatch(/^assets\/[\w-]+\/[\w.-]+\.(png|jpg|webp|gif)$/);
      expect(Buffer.from(files[asset.file]!).equals(await originalOf(asset.assetId))).toBe(true);
    }
    // The card faces are one sheet, cut into frames that several asset parts name.
    expect(envelope.assets.some((asset) => asset.pipeline === 'sheet' && asset.rows && asset.columns)).toBe(true);
  });

  it('is refused to someone who may not edit: a private game is not found, as everywhere', async () => {
    const response = await fetch(`${t.url}/games/${cards.id}/revisions/draft/export.zip`, { headers: { cookie: bob.cookie } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    const anonymous = await fetch(`${t.url}/games/${cards.id}/revisions/draft/export.zip`);
    expect(anonymous.status).toBe(404);
    const nonsense = await fetch(`${t.url}/games/not-a-uuid/revisions/draft/export.zip`, { headers: { cookie: alice.cookie } });
    expect(nonsense.status).toBe(404);
  });

  it('is refused to a viewer of a public game who may not edit it', async () => {
    const gameId = await createGame(t.db.pool, alice.id, 'public');
    await t.db.pool.query(
      `INSERT INTO revisions (game_id, number, name, document, author_id) VALUES ($1, NULL, 'draft', '{"formatVersion":3}', $2)`,
      [gameId, alice.id],
    );
    const response = await fetch(`${t.url}/games/${gameId}/revisions/draft/export.zip`, { headers: { cookie: bob.cookie } });
    expect(response.status).toBe(403);
  });

  it('answers 404 for a revision the game does not have', async () => {
    const response = await fetch(`${t.url}/games/${cards.id}/revisions/v99/export.zip`, { headers: { cookie: alice.cookie } });
    expect(response.status).toBe(404);
  });
});

describe('importing a game file', () => {
  it('makes a new game of the importer with the same document, new asset ids and byte-identical originals', async () => {
    const before = await counts();
    const result = await importFile(exported.zip, bob.cookie);
    expect(result.status).toBe(200);
    const body = result.body as { game: { id: string; gamePath: string; editorPath: string }; report: string[] };
    expect(body.report).toEqual([]);
    expect(body.game.gamePath).toBe(`/@${bob.userName}/playing-cards`);
    expect(body.game.editorPath).toBe(`/@${bob.userName}/playing-cards/edit/draft`);

    const document = await draftOf(body.game.id);
    expect(withoutAssetIds(document)).toEqual(withoutAssetIds(cards.document));
    const oldIds = new Set(cards.document.assets.map((part) => part.assetId));
    expect(document.assets.every((part) => !oldIds.has(part.assetId))).toBe(true);

    const { rows: assets } = await t.db.pool.query<{
      id: string;
      owner_id: string;
      pipeline: string;
      rows: number | null;
      columns: number | null;
    }>('SELECT id, owner_id, pipeline, "rows", "columns" FROM assets WHERE game_id = $1', [body.game.id]);
    expect(assets.map((asset) => asset.id).sort()).toEqual([...new Set(document.assets.map((part) => part.assetId))].sort());
    expect(assets.every((asset) => asset.owner_id === bob.id)).toBe(true);
    expect((await counts()).games).toBe(before.games + 1);
    // The copies are the importer's own uploads: the worker makes them ready, and their originals are the exported bytes.
    await waitForAssetsReady(body.game.id);
    const again = await exportGame(body.game.id, 'draft', bob.cookie);
    const originals = (envelope: Exported['envelope'], files: Record<string, Uint8Array>) =>
      envelope.assets.map((asset) => Buffer.from(files[asset.file]!).toString('base64')).sort();
    expect(originals(again.envelope, again.files)).toEqual(originals(exported.envelope, exported.files));
    expect(
      again.envelope.assets
        .map(({ pipeline, rows, columns }) => ({ pipeline, rows, columns }))
        .sort((a, b) => a.pipeline.localeCompare(b.pipeline)),
    ).toEqual(
      exported.envelope.assets
        .map(({ pipeline, rows, columns }) => ({ pipeline, rows, columns }))
        .sort((a, b) => a.pipeline.localeCompare(b.pipeline)),
    );
  });

  it('imports a game saved in an older document format through the migrations', async () => {
    type Zone = { id: string; x: number; y: number; width: number; height: number };
    type Anchor = { dropzoneId: string; x: number; y: number; x2?: number; y2?: number };
    const current = exported.envelope.document as Doc & {
      objects: Array<Record<string, unknown> & { placement: Record<string, unknown> }>;
      dropzones: Zone[];
      anchors: Anchor[];
    };
    const zones = new Map(current.dropzones.map((zone) => [zone.id, zone]));
    // As version 1 stored it: objects' places in flat fields, dropzones by their top-left corner and anchors from it.
    const version1 = {
      ...current,
      formatVersion: 1,
      objects: current.objects.map(({ placement, ...object }) =>
        placement.type === 'surface'
          ? { ...object, surfaceId: placement.surfaceId, x: placement.x, y: placement.y, rotation: placement.rotation }
          : placement.type === 'seat'
            ? { ...object, seatId: placement.seatId }
            : { ...object, parentId: placement.parentId },
      ),
      dropzones: current.dropzones.map((zone) => ({ ...zone, x: zone.x - zone.width / 2, y: zone.y - zone.height / 2 })),
      anchors: current.anchors.map((anchor) => {
        const zone = zones.get(anchor.dropzoneId)!;
        const moved = { ...anchor, x: anchor.x + zone.width / 2, y: anchor.y + zone.height / 2 };
        return anchor.x2 === undefined ? moved : { ...moved, x2: anchor.x2 + zone.width / 2, y2: anchor.y2! + zone.height / 2 };
      }),
    };
    expect(version1.objects.some((object) => 'surfaceId' in object)).toBe(true);
    const result = await importFile(
      rezip(exported.files, { 'tablecraft-game.json': envelopeWith((envelope) => ({ ...envelope, document: version1 })) }),
    );
    expect(result.status).toBe(200);
    const document = await draftOf((result.body as { game: { id: string } }).game.id);
    expect(document.formatVersion).toBe(3);
    // Version 1 had no order among a container's contents: everything else comes back as it was.
    const withoutContentOrder = (doc: Doc) => ({
      ...withoutAssetIds(doc),
      objects: (doc.objects as Array<{ placement: Record<string, unknown> }>).map((object) =>
        object.placement.type === 'object' ? { ...object, placement: { type: 'object', parentId: object.placement.parentId } } : object,
      ),
    });
    expect(withoutContentOrder(document)).toEqual(withoutContentOrder(cards.document));
  });

  it('reports an image missing from the file and keeps its parts, without a picture', async () => {
    const missing = exported.envelope.assets.find((asset) => asset.pipeline === 'image') ?? exported.envelope.assets[0]!;
    const result = await importFile(rezip(exported.files, { [missing.file]: null }));
    expect(result.status).toBe(200);
    const body = result.body as { game: { id: string }; report: string[] };
    expect(body.report).toEqual([expect.stringContaining(`${missing.file} is missing from the file`)]);
    const document = await draftOf(body.game.id);
    expect(document.assets.length).toBe(cards.document.assets.length);
    const { rows } = await t.db.pool.query<{ id: string }>('SELECT id FROM assets WHERE game_id = $1', [body.game.id]);
    expect(rows.length).toBe(exported.envelope.assets.length - 1);
    // The parts that showed it name an id of no asset: never the exporter's image.
    const placeholder = document.assets.find((part) => !rows.some((row) => row.id === part.assetId))!;
    expect(placeholder.assetId).not.toBe(missing.assetId);
  });

  it('refuses a text file named .png inside: it is not stored, and the report says why', async () => {
    const target = exported.envelope.assets[0]!;
    const before = await counts();
    const result = await importFile(rezip(exported.files, { [target.file]: strToU8('just some text, not an image\n'.repeat(20)) }));
    expect(result.status).toBe(200);
    const body = result.body as { game: { id: string }; report: string[] };
    expect(body.report).toEqual([expect.stringMatching(new RegExp(`${target.file} was not imported: This file type is not supported`))]);
    const after = await counts();
    expect(after.assets).toBe(before.assets + exported.envelope.assets.length - 1);
    expect(after.blobs.length).toBe(before.blobs.length + exported.envelope.assets.length - 1);
  });
});

describe('importing a game file into an existing game', () => {
  it('replaces the draft of a game its editor imports into, adding the images to that game, and leaves its published revisions', async () => {
    const created = await t.graphql<{ createGame: { id: string } }>(
      'mutation ($input: CreateGameInput!) { createGame(input: $input) { id } }',
      { input: { title: 'Bob rebuilds', visibility: 'PRIVATE' } },
      { cookie: bob.cookie },
    );
    const gameId = created.body.data!.createGame.id;
    expect(
      (await t.graphql('mutation ($g: ID!) { publishRevision(gameId: $g) { name } }', { g: gameId }, { cookie: bob.cookie })).body.errors,
    ).toBeUndefined();
    const published = await t.db.pool.query<{ document: unknown }>('SELECT document FROM revisions WHERE game_id = $1 AND number = 1', [
      gameId,
    ]);
    const before = await counts();
    const result = await importFile(exported.zip, bob.cookie, 'game.zip', gameId);
    expect(result.status).toBe(200);
    const body = result.body as { game: { id: string; editorPath: string }; report: string[] };
    expect(body.game.id).toBe(gameId);
    expect(withoutAssetIds(await draftOf(gameId))).toEqual(withoutAssetIds(cards.document));
    // No new game; the images are this game's own assets now; v1 is as it was.
    const after = await counts();
    expect(after.games).toBe(before.games);
    expect(after.assets - before.assets).toBe(exported.envelope.assets.length);
    expect((await t.db.pool.query('SELECT document FROM revisions WHERE game_id = $1 AND number = 1', [gameId])).rows).toEqual(
      published.rows,
    );
    // And the worker makes them ready. (Left waiting, they would also hold up Bob's next upload behind them:
    // an account's uploads take their turns one after another.)
    await waitForAssetsReady(gameId);
  });

  it('refuses an import into a game the importer may not edit, or that does not exist, changing nothing', async () => {
    const created = await t.graphql<{ createGame: { id: string } }>(
      'mutation ($input: CreateGameInput!) { createGame(input: $input) { id } }',
      { input: { title: 'Not yours', visibility: 'PRIVATE' } },
      { cookie: bob.cookie },
    );
    const gameId = created.body.data!.createGame.id;
    const draftBefore = await draftOf(gameId);
    const before = await counts();
    for (const into of [gameId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const refused = await importFile(exported.zip, alice.cookie, 'game.zip', into);
      expect(refused).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    }
    expect(await counts()).toEqual(before);
    expect(await draftOf(gameId)).toEqual(draftBefore);
  });
});

describe('a game file listing one image many times', () => {
  it('uploads it once, so a small file cannot multiply into many stored copies', async () => {
    const first = exported.envelope.assets[0]!;
    const copies = Array.from({ length: 50 }, (_, i) => ({ ...first, assetId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` }));
    const before = await counts();
    const result = await importFile(
      rezip(exported.files, {
        'tablecraft-game.json': envelopeWith((envelope) => ({ ...envelope, assets: [...envelope.assets, ...copies] })),
      }),
    );
    expect(result.status).toBe(200);
    expect((result.body as { report: string[] }).report).toHaveLength(50);
    expect((await counts()).assets).toBe(before.assets + exported.envelope.assets.length);
  });
});

describe('importing a PlayingCards.io room file', () => {
  it('converts the room and uploads its pictures through the same checks, reporting the ones refused', async () => {
    const widgets = [
      { id: 'board', type: 'board', x: 100, y: 100, width: 400, height: 300, board: 'userassets/board.png', image: 'userassets/board.png' },
      { id: 'icon', type: 'board', x: 600, y: 100, width: 100, height: 100, image: 'userassets/icon.svg' },
      { id: 'score', type: 'counter', x: 100, y: 500, counterValue: 5 },
    ];
    const room = zipSync({
      'widgets.json': strToU8(JSON.stringify(widgets)),
      'userassets/board.png': await makePng(120, 90),
      'userassets/icon.svg': strToU8('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
    });
    const result = await importFile(room, bob.cookie, 'Family_Night.pcio');
    expect(result.status).toBe(200);
    const body = result.body as { game: { id: string; title: string; gamePath: string }; report: string[] };
    expect(body.game.title).toBe('Family Night');
    expect(body.report).toContainEqual(expect.stringMatching(/icon\.svg was not imported: This file type is not supported/));
    const document = await draftOf(body.game.id);
    const { rows } = await t.db.pool.query<{ id: string; owner_id: string; pipeline: string }>(
      'SELECT id, owner_id, pipeline FROM assets WHERE game_id = $1',
      [body.game.id],
    );
    expect(rows).toEqual([{ id: expect.any(String), owner_id: bob.id, pipeline: 'image' }]);
    expect(document.assets.find((part) => part.name.startsWith('board'))?.assetId).toBe(rows[0]!.id);
    // The refused picture's part names no asset at all (not the converter's shared placeholder).
    const icon = document.assets.find((part) => part.name.startsWith('icon'))!;
    expect(icon.assetId).not.toBe(rows[0]!.id);
    expect(icon.assetId).not.toBe('00000000-0000-0000-0000-000000000000');
    await waitForAssetsReady(body.game.id);
  });

  it('says what is wrong with a room file the converter cannot read, leaving nothing', async () => {
    await expectRefused(zipSync({ 'widgets.json': strToU8('{ "not": "widgets" }') }), /widgets/);
  });
});

describe('the cheapest abusive import', () => {
  it('is counted before its body is read: past 30 tries an hour an account is refused at once, refused files included', async () => {
    const mallory = await createUserWithSession(t.db.pool, { planId: 'pro' });
    for (let i = 0; i < 30; i++) expect((await importFile(strToU8('not a zip'), mallory.cookie)).body.code).not.toBe('RATE_LIMITED');
    const before = await counts();
    const refused = await importFile(exported.zip, mallory.cookie);
    expect(refused).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED', message: expect.stringMatching(/try again in/i) } });
    expect(await counts()).toEqual(before);
  });
});

describe('refused game files leave nothing behind', () => {
  it('refuses a game that would take the importer past the storage of their plan', async () => {
    await createPlan(t.db.pool, { id: 'transfer-tiny', name: 'Tiny', maxAssetBytes: 10_000 });
    const carol = await createUserWithSession(t.db.pool, { planId: 'transfer-tiny' });
    const before = await counts();
    const result = await importFile(exported.zip, carol.cookie);
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ code: 'PLAN_LIMIT', message: expect.stringMatching(/Tiny plan stores up to/) });
    expect(await counts()).toEqual(before);
  });

  it('refuses an import without a session or without the CSRF header', async () => {
    const before = await counts();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(exported.zip)]), 'game.zip');
    expect((await fetch(`${t.url}/games/import`, { method: 'POST', body: form, headers: { 'x-tablecraft-csrf': '1' } })).status).toBe(401);
    expect((await fetch(`${t.url}/games/import`, { method: 'POST', body: form, headers: { cookie: alice.cookie } })).status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('refuses a file that is not a zip', async () => {
    await expectRefused(await makePng(40, 40), /not a zip file/);
    await expectRefused(strToU8('hello'), /not a zip file/);
  });

  it('refuses a zip without tablecraft-game.json', async () => {
    await expectRefused(zipSync({ 'notes.txt': strToU8('hi') }), /no tablecraft-game\.json/);
  });

  it('refuses an envelope that is not JSON, of another format or of a newer version', async () => {
    await expectRefused(rezip(exported.files, { 'tablecraft-game.json': strToU8('{ nope') }), /not valid JSON/);
    await expectRefused(
      rezip(exported.files, { 'tablecraft-game.json': envelopeWith((envelope) => ({ ...envelope, format: 'something-else' })) }),
      /not a Tablecraft game file/,
    );
    await expectRefused(
      rezip(exported.files, { 'tablecraft-game.json': envelopeWith((envelope) => ({ ...envelope, version: 7 })) }),
      /newer Tablecraft/,
    );
  });

  it('refuses a document that fails validation, naming where', async () => {
    const broken = envelopeWith((envelope) => {
      const document = envelope.document as Doc & { objects: Array<{ componentId: string }> };
      document.objects[0]!.componentId = 'no-such-component';
      return envelope;
    });
    await expectRefused(
      rezip(exported.files, { 'tablecraft-game.json': broken }),
      /The game in this file is not valid: objects\.0\.componentId/,
    );
    await expectRefused(
      rezip(exported.files, {
        'tablecraft-game.json': envelopeWith((envelope) => ({
          ...envelope,
          document: { ...(envelope.document as Doc), formatVersion: 99 },
        })),
      }),
      /newer than this version of Tablecraft/,
    );
    await expectRefused(
      rezip(exported.files, {
        'tablecraft-game.json': envelopeWith((envelope) => ({ ...envelope, document: { ...(envelope.document as Doc), surprise: true } })),
      }),
      /not valid/,
    );
  });

  it('refuses entry names that could reach outside a folder', async () => {
    for (const name of ['../evil.png', 'assets/../../evil.png', '/etc/evil.png', 'assets\\evil.png', 'C:/evil.png', 'assets/a\u0000.png']) {
      await expectRefused(zipWithNames(['tablecraft-game.json', name]), /absolute path|outside the game file|backslash|NUL/);
    }
  });

  it('refuses a name given twice', async () => {
    await expectRefused(zipWithNames(['tablecraft-game.json', 'README.txt', 'README.txt']), /names "README\.txt" twice/);
  });

  it('refuses 10,000 entries before unpacking any', async () => {
    const many: Zippable = {};
    for (let i = 0; i < 10_000; i++) many[`assets/${i}.png`] = new Uint8Array([i & 0xff]);
    await expectRefused(zipSync(many, { level: 0 }), /10000 entries; at most 1000/);
  });

  it('refuses a zip bomb by its ratio before inflating it', async () => {
    const bomb = zipSync(
      { 'tablecraft-game.json': exported.files['tablecraft-game.json']!, 'assets/x/bomb.png': new Uint8Array(7_000_000) },
      { level: 9 },
    );
    expect(bomb.length).toBeLessThan(100_000);
    await expectRefused(bomb, /compressed suspiciously well/);
  });

  it('refuses an entry larger than an upload may be', async () => {
    const big = zipSync(
      { 'tablecraft-game.json': exported.files['tablecraft-game.json']!, 'assets/x/big.png': randomBytes(8_100_000) },
      { level: 0 },
    );
    await expectRefused(big, /at most 8 MB/);
  });

  it('stops inflating an entry that unpacks to more than it declares', async () => {
    // Declares 1,000 bytes in both headers; inflates to 5 MB.
    const zip = zipSync(
      { 'tablecraft-game.json': exported.files['tablecraft-game.json']!, 'assets/x/liar.png': new Uint8Array(5_000_000) },
      { level: 9 },
    );
    await expectRefused(setDeclaredSize(zip, 'assets/x/liar.png', 1_000), /unpacks to more than it declares/);
  });
});

/** A zip (stored entries) with exactly these names, which zip libraries would refuse to write. */
function zipWithNames(names: string[]): Uint8Array {
  const placeholder = names.map((name, index) => `n${index}`.padEnd(Buffer.byteLength(name), '_'));
  const zip = zipSync(Object.fromEntries(placeholder.map((name) => [name, strToU8('{}')])), { level: 0 });
  const bytes = Buffer.from(zip);
  names.forEach((name, index) => {
    const from = Buffer.from(placeholder[index]!);
    // Each name is written twice: in the local header and in the central directory.
    for (let at = bytes.indexOf(from); at >= 0; at = bytes.indexOf(from, at + 1)) Buffer.from(name).copy(bytes, at);
  });
  return new Uint8Array(bytes);
}

/** Rewrites an entry's declared uncompressed size in its local header and the central directory. */
function setDeclaredSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const bytes = Buffer.from(zip);
  const nameBytes = Buffer.from(name);
  for (let at = bytes.indexOf(nameBytes); at >= 0; at = bytes.indexOf(nameBytes, at + 1)) {
    if (bytes.readUInt32LE(at - 30) === 0x04034b50) bytes.writeUInt32LE(size, at - 30 + 22);
    else if (bytes.readUInt32LE(at - 46) === 0x02014b50) bytes.writeUInt32LE(size, at - 46 + 24);
  }
  return new Uint8Array(bytes);
}

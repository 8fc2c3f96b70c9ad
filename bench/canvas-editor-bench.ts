// `npm run bench:canvas-editor`: the surface editor with a large table in headless Chromium. Opens
// the editor on a surface holding TABLE_CARDS cards, CONTAINERS containers and TOKENS tokens (plus a
// deck, a die and a counter), then measures: time from navigation to the first frame with every object
// drawn, frame times while dragging one card, frame times while dragging a rubber-band selection of
// many tokens (snapping on), the time until that move is saved, and the JS heap. Results go to
// bench/results/ and are summarised in docs/BENCHMARKS.md by hand.
import type { APIRequestContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { mkdirSync, writeFileSync } from 'node:fs';
import { ensureWebBuild } from '../scripts/lib/web-build.ts';
import { startIsolatedProduct } from '../testing/isolated-product.ts';
import { launchBrowser } from '../e2e/support/browser.ts';
import { graphql, signUpIn, tableDocument } from './canvas-fixtures.ts';

const TABLE_CARDS = Number(process.env.TABLE_CARDS ?? 1000);
const CONTAINERS = Number(process.env.CONTAINERS ?? 10);
const TOKENS = Number(process.env.TOKENS ?? 100);
const DRAG_STEPS = Number(process.env.DRAG_STEPS ?? 120);
// Every card's face draws an uploaded picture (ART=0 for plain faces, as measured before art was drawn).
const ART = process.env.ART !== '0';

const log = (line: string) => console.log(`[bench:canvas-editor] ${line}`);

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const round = (value: number) => Math.round(value * 10) / 10;

/** Starts recording the time between animation frames in the page. */
async function startFrames(page: Page) {
  // A script string: the bundler's helpers for named functions do not exist in the page.
  await page.evaluate(`(() => {
    window.__frames = [];
    window.__framesOn = true;
    let last = performance.now();
    function tick(now) {
      window.__frames.push(now - last);
      last = now;
      if (window.__framesOn) requestAnimationFrame(tick);
    }
    requestAnimationFrame(tick);
  })()`);
}

async function stopFrames(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const w = globalThis as unknown as { __frames: number[]; __framesOn: boolean };
    w.__framesOn = false;
    // The first sample measures from the start call, not a frame.
    return w.__frames.slice(1);
  });
}

/** Where an object is drawn on screen, from the canvas's own nodes. */
async function screenCentre(page: Page, objectId: string) {
  return page.evaluate((id) => {
    const konva = (
      globalThis as unknown as {
        Konva: {
          stages: Array<{
            findOne: (selector: string) => { getClientRect: () => { x: number; y: number; width: number; height: number } } | undefined;
            container: () => { getBoundingClientRect: () => { left: number; top: number } };
          }>;
        };
      }
    ).Konva;
    const stage = konva.stages.find((candidate) => candidate.findOne(`#object-${id}`))!;
    const rect = stage.findOne(`#object-${id}`)!.getClientRect();
    const box = stage.container().getBoundingClientRect();
    return {
      x: box.left + rect.x + rect.width / 2,
      y: box.top + rect.y + rect.height / 2,
      left: box.left + rect.x,
      top: box.top + rect.y,
      right: box.left + rect.x + rect.width,
      bottom: box.top + rect.y + rect.height,
    };
  }, objectId);
}

async function drag(page: Page, from: { x: number; y: number }, by: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= DRAG_STEPS; i++) {
    await page.mouse.move(from.x + (by.x * i) / DRAG_STEPS, from.y + (by.y * i) / DRAG_STEPS);
  }
  await page.mouse.up();
}

/**
 * Uploads one picture through the real intake and pipeline, waits for its face rendition, and puts it on
 * the front of every card, so the editor draws 1,000 faces with art as an author's deck would.
 */
async function addCardArt(request: APIRequestContext, apiUrl: string, document: ReturnType<typeof tableDocument>) {
  const png = await sharp({ create: { width: 400, height: 600, channels: 3, background: '#b91c1c' } })
    .composite([{ input: Buffer.from('<svg width="400" height="600"><circle cx="200" cy="300" r="150" fill="#fde68a"/></svg>') }])
    .png()
    .toBuffer();
  const response = await request.post(`${apiUrl}/upload`, {
    multipart: { file: { name: 'card-art.png', mimeType: 'image/png', buffer: png } },
    headers: { 'x-tablecraft-csrf': '1' },
  });
  if (!response.ok()) throw new Error(`upload refused: ${await response.text()}`);
  const asset = (await response.json()) as { id: string };
  // The rendition faces draw (the web's FACE_RENDITION).
  const rendition = `${apiUrl}/files/assets/${asset.id}/1024`;
  const deadline = Date.now() + 60_000;
  while (!(await request.get(rendition)).ok()) {
    if (Date.now() > deadline) throw new Error('the card art was never processed');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const doc = document as unknown as { assets?: unknown[]; components: Array<{ id: string; faces?: { front: Record<string, unknown> } }> };
  doc.assets = [{ id: 'card-art', name: 'Card art', assetId: asset.id }];
  const card = doc.components.find((component) => component.id === 'card')!;
  card.faces!.front = { ...card.faces!.front, imageAssetId: 'card-art' };
  log('every card face draws an uploaded picture');
}

async function main() {
  const product = await startIsolatedProduct({ name: 'bench_editor', webDist: () => ensureWebBuild(log) });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const author = await signUpIn(context.request, product, 'Bench Editor');
    const document = tableDocument({ deckCards: 0, tableCards: TABLE_CARDS, containers: CONTAINERS, tokens: TOKENS });
    if (ART) await addCardArt(context.request, product.apiUrl, document);
    const objectCount = document.objects.length;
    const { createGame: game } = await graphql<{ createGame: { id: string; gameName: string } }>(
      context.request,
      product.apiUrl,
      'mutation ($input: CreateGameInput!) { createGame(input: $input) { id gameName } }',
      { input: { title: 'Editor bench' } },
    );
    const draft = await graphql<{ game: { revision: { id: string; version: number } } }>(
      context.request,
      product.apiUrl,
      'query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { revision(name: "draft") { id version } } }',
      { u: author.userName, g: game.gameName },
    );
    await graphql(
      context.request,
      product.apiUrl,
      'mutation ($r: ID!, $v: Int!, $d: JSON!) { saveDocument(revisionId: $r, expectedVersion: $v, document: $d) { version } }',
      { r: draft.game.revision.id, v: draft.game.revision.version, d: document },
    );
    log(`seeded ${objectCount} objects`);

    const page = await context.newPage();
    page.on('crash', () => log('the page crashed'));
    page.on('pageerror', (error) => log(`page error: ${error.message}`));
    const url = `${product.webUrl}/@${author.userName}/${game.gameName}/edit/draft/surfaces/table`;
    // Warm the browser cache with the app bundle, as a returning author would have it.
    await page.goto(url);
    await page
      .getByTestId('surface-object-count')
      .filter({ hasText: `${objectCount} objects` })
      .waitFor({ timeout: 60_000 });

    await page.goto(url);
    await page
      .getByTestId('surface-object-count')
      .filter({ hasText: `${objectCount} objects` })
      .waitFor({ timeout: 60_000 });
    const firstFrameMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          (globalThis as unknown as { requestAnimationFrame: (callback: () => void) => void }).requestAnimationFrame(() => {
            const konva = (globalThis as unknown as { Konva: { stages: Array<{ find: (selector: string) => unknown[] }> } }).Konva;
            const drawn = konva.stages.reduce((sum, stage) => sum + stage.find('.object').length, 0);
            resolve(drawn > 0 ? performance.now() : NaN);
          }),
        ),
    );
    log(`first frame with every object: ${Math.round(firstFrameMs)} ms`);

    // One card dragged across the table.
    const card = await screenCentre(page, `table-card-${TABLE_CARDS - 1}`);
    await startFrames(page);
    await drag(page, card, { x: 120, y: 160 });
    const cardFrames = await stopFrames(page);
    await page.locator('[data-testid="save-state"][data-state="saved"]').waitFor();

    // All tokens selected with a rubber band, then dragged together with snapping on.
    const first = await screenCentre(page, 'token-0');
    const last = await screenCentre(page, `token-${TOKENS - 1}`);
    await page.mouse.move(first.left - 6, first.top - 6);
    await page.mouse.down();
    await page.mouse.move(last.right + 6, last.bottom + 6, { steps: 10 });
    await page.mouse.up();
    await page
      .getByTestId('surface-object-count')
      .filter({ hasText: `${TOKENS} selected` })
      .waitFor();
    await startFrames(page);
    await drag(page, first, { x: -140, y: 90 });
    const groupFrames = await stopFrames(page);
    const savedFrom = Date.now();
    await page
      .locator('[data-testid="save-state"][data-state="saving"]')
      .waitFor({ timeout: 5_000 })
      .catch(() => undefined);
    await page.locator('[data-testid="save-state"][data-state="saved"]').waitFor({ timeout: 120_000 });
    const groupSaveMs = Date.now() - savedFrom;

    const heapMb = await page.evaluate(
      () => ((performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? NaN) / 1024 / 1024,
    );

    const results = {
      date: new Date().toISOString(),
      objects: objectCount,
      shape: { tableCards: TABLE_CARDS, containers: CONTAINERS, tokens: TOKENS, art: ART },
      firstFrameMs: Math.round(firstFrameMs),
      dragOneCard: {
        frames: cardFrames.length,
        p50: round(percentile(cardFrames, 50)),
        p95: round(percentile(cardFrames, 95)),
        max: round(Math.max(...cardFrames)),
      },
      dragSelection: {
        selected: TOKENS,
        frames: groupFrames.length,
        p50: round(percentile(groupFrames, 50)),
        p95: round(percentile(groupFrames, 95)),
        max: round(Math.max(...groupFrames)),
      },
      selectionSaveMs: groupSaveMs,
      heapMb: round(heapMb),
    };
    console.log(JSON.stringify(results, null, 2));
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      `bench/results/canvas-editor-${objectCount}-objects-${results.date.slice(0, 10)}.json`,
      `${JSON.stringify(results, null, 2)}\n`,
    );
    log(
      `| ${objectCount} | ${results.firstFrameMs} | ${results.dragOneCard.p50} / ${results.dragOneCard.p95} | ${results.dragSelection.p50} / ${results.dragSelection.p95} | ${results.selectionSaveMs} | ${results.heapMb} MB |`,
    );
  } finally {
    await browser.close();
    await product.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

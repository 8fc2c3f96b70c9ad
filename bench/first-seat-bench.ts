// `npm run bench:first-seat`: the friend's first seat. A host plays the Playing cards template and turns on
// the room's invite link; a friend opens that link, cold, in a fresh Chromium on a 360×740 phone with the CPU
// slowed 4× and a slow 4G network (150 ms round trip, 1.6 Mbps down, 750 kbps up), presses Sit here with the
// name it suggests, and is dealt 7 cards. Measured: from opening the link to seated with the table drawn
// (the hand's 7 cards and the table's pieces on the stage, then one frame), and the bytes downloaded until then.
//
// Each variant is a web build served by its own product: `compressed` (this tree's build as it ships),
// `uncompressed` (the same files with the precompressed copies removed, so every response is identity) and,
// with BEFORE_REF=<commit>, `before` (that commit's web, built the same way); `without preloads` (the build
// as it ships without its manifest, so a room's HTML preloads no room script) is run when VARIANTS names it.
// VARIANTS picks among them (default: before when BEFORE_REF is set, uncompressed, compressed). Runs
// alternate between the variants so a busy moment of the shared machine falls on all of them. A benchmark,
// not a test: it prints a table and writes bench/results/.
import { execSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { request as apiRequest, type APIRequestContext, type CDPSession } from 'playwright-core';
import { startIsolatedProductProcess } from '../testing/isolated-product-process.ts';
import type { IsolatedProduct } from '../testing/isolated-product.ts';
import { randomIp } from '../testing/addresses.ts';
import { launchBrowser } from '../e2e/support/browser.ts';
import { graphql, signUpIn } from './canvas-fixtures.ts';

const RUNS = Number(process.env.RUNS ?? 5);
// Lighthouse's mobile profile, which the target is stated in.
const NETWORK = { latencyMs: 150, downloadBitsPerSecond: 1_600_000, uploadBitsPerSecond: 750_000 };
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 360, height: 740 };
const HAND_CARDS = 7;

interface Variant {
  name: string;
  webDist: string;
  product?: IsolatedProduct;
  game?: { id: string; gameName: string; owner: { userName: string } };
  host?: APIRequestContext;
}

interface Run {
  /** From opening the link (navigation start) to the door's Sit here on screen. */
  doorMs: number;
  /** To the room loading again as the guest, once Sit here has seated them (the door reloads the page). */
  reloadMs: number | null;
  /** To seated with the table drawn: 7 cards in hand, the pieces on the stage, and a frame after them. */
  seatedMs: number;
  /** Everything the browser downloaded until seated, headers included, sockets' frames too. */
  bytes: number;
  /** Of which scripts. */
  scriptBytes: number;
  requests: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const kB = (bytes: number) => Math.round(bytes / 1000);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** Builds the web app into a directory of its own, so a run never replaces files under a running server. */
function buildWeb(webDir: string, outDir: string) {
  execSync(`npx vite build --logLevel warn --outDir ${outDir} --emptyOutDir`, { cwd: webDir, stdio: 'inherit' });
}

/** The web as it was at a commit: its web/ and core/ from git, built with this tree's installed packages. */
function buildWebAt(ref: string, outDir: string) {
  const tree = mkdtempSync(join(tmpdir(), 'tablecraft-first-seat-src-'));
  execSync(`git archive ${ref} web core package.json tsconfig.base.json tsconfig.json | tar -x -C ${tree}`, { stdio: 'inherit' });
  symlinkSync(resolve('node_modules'), join(tree, 'node_modules'));
  symlinkSync(resolve('web/node_modules'), join(tree, 'web/node_modules'));
  buildWeb(join(tree, 'web'), outDir);
  rmSync(tree, { recursive: true, force: true });
}

/** Removes every precompressed copy, so the server answers each file with its bytes themselves. */
function removeCompressedCopies(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /\.(br|gz)$/.test(entry.name)) rmSync(join(entry.parentPath, entry.name));
  }
}

/**
 * Reports, from the page, when each document began loading, when the door first offered a seat, and when
 * the friend is seated with the table drawn, in the machine's clock: the door loads the room again as the
 * guest once they sit, so the page's own clock starts twice. A string: tsx would wrap named functions in a
 * helper the page lacks.
 */
const PAGE_PROBE = `(() => {
  const mark = (name) => globalThis.__firstSeatMark?.(name, performance.timeOrigin + performance.now());
  // The link's document, then the one the door loads as the guest.
  globalThis.__firstSeatMark?.(location.search.includes('invite=') ? 'document' : 'reload', performance.timeOrigin);
  let door = false;
  let drawn = false;
  const check = () => {
    if (!door && [...document.querySelectorAll('button')].some((button) => button.textContent.includes('Sit here'))) {
      door = true;
      mark('door');
    }
    if (drawn) return;
    const cards = document.querySelectorAll('[data-testid="hand"] button.hand-card').length;
    const pieces = globalThis.Konva?.stages?.[0]?.find('.piece').length ?? 0;
    if (cards >= ${HAND_CARDS} && pieces > 0) {
      drawn = true;
      // The stage draws on the next frame: seated once that frame is on screen.
      requestAnimationFrame(() => requestAnimationFrame(() => mark('seated')));
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})()`;

/** Bytes the page downloads, by request, as the network reports them (compressed as sent, headers included). */
function countBytes(cdp: CDPSession) {
  const types = new Map<string, string>();
  const totals = { bytes: 0, scriptBytes: 0, requests: 0 };
  cdp.on('Network.responseReceived', (event: { requestId: string; type: string }) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
    totals.bytes += event.encodedDataLength;
    totals.requests += 1;
    if (types.get(event.requestId) === 'Script') totals.scriptBytes += event.encodedDataLength;
  });
  cdp.on('Network.webSocketFrameReceived', (event: { response: { payloadData: string } }) => {
    totals.bytes += event.response.payloadData.length;
  });
  return totals;
}

/** A room of the host's game with its invite link on: the address the friend is sent. */
async function inviteLink(variant: Variant): Promise<{ link: string; roomId: string }> {
  const { host, product, game } = variant as Required<Variant>;
  const { createRoom: room } = await graphql<{ createRoom: { id: string; code: string } }>(
    host,
    product.apiUrl,
    'mutation ($g: ID!) { createRoom(gameId: $g) { id code } }',
    { g: game.id },
  );
  const { setRoomInvite } = await graphql<{ setRoomInvite: { invite: string } }>(
    host,
    product.apiUrl,
    'mutation ($r: ID!) { setRoomInvite(roomId: $r, on: true) { invite } }',
    { r: room.id },
  );
  const path = `/@${game.owner.userName}/${game.gameName}/play/${room.code}?invite=${setRoomInvite.invite}`;
  return { link: new URL(path, product.webUrl).href, roomId: room.id };
}

/**
 * Waits until the worker has processed the template's art (the card faces and backs), so every run draws the
 * same table. Setup, not measurement: asked again every half second, a minute at most.
 */
async function templateArtProcessed(variant: Variant) {
  const { host, product, game } = variant as Required<Variant>;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { viewerAssets } = await graphql<{ viewerAssets: Array<{ status: string }> }>(
      host,
      product.apiUrl,
      'query ($g: ID!) { viewerAssets(gameId: $g) { status } }',
      { g: game.id },
    );
    if (viewerAssets.length > 0 && viewerAssets.every((asset) => asset.status !== 'pending')) return;
    if (Date.now() > deadline) throw new Error("the template's art was not processed within a minute");
    await new Promise((resolveWait) => setTimeout(resolveWait, 500));
  }
}

async function firstSeat(variant: Variant): Promise<Run> {
  const { link, roomId } = await inviteLink(variant);
  // A fresh browser each time: no cache, no open connections, nothing resolved yet.
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
      // Each friend comes from an address of its own (the product trusts one proxy hop), as friends do:
      // a run's many guests are not one address's flood of new guests.
      extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
    });
    const page = await context.newPage();
    // The first mark is the link's document starting to load: every time is counted from it.
    const marks = new Map<string, number>();
    let onSeated: () => void = () => undefined;
    const seated = new Promise<void>((resolveSeated) => (onSeated = resolveSeated));
    await page.exposeFunction('__firstSeatMark', (name: string, at: number) => {
      if (!marks.has(name)) marks.set(name, at);
      if (name === 'seated') onSeated();
    });
    await page.addInitScript(PAGE_PROBE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: NETWORK.latencyMs,
      downloadThroughput: NETWORK.downloadBitsPerSecond / 8,
      uploadThroughput: NETWORK.uploadBitsPerSecond / 8,
      connectionType: 'cellular4g',
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const totals = countBytes(cdp);
    await page.goto(link, { waitUntil: 'commit' });
    // The suggested name is kept: one press, as a friend in a hurry does.
    await page.getByRole('button', { name: 'Sit here' }).click({ timeout: 60_000 });
    await seated;
    const opened = marks.get('document')!;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const reload = marks.get('reload');
    return {
      doorMs: marks.get('door')! - opened,
      reloadMs: reload === undefined ? null : reload - opened,
      seatedMs: marks.get('seated')! - opened,
      ...totals,
    };
  } finally {
    await browser.close();
    await graphql(variant.host!, variant.product!.apiUrl, 'mutation ($r: ID!) { closeRoom(id: $r) { id } }', { r: roomId });
  }
}

async function main() {
  const beforeRef = process.env.BEFORE_REF;
  const commit = execSync('git rev-parse --short HEAD').toString().trim();
  const dirs = mkdtempSync(join(tmpdir(), 'tablecraft-first-seat-'));
  const variants: Variant[] = [];
  console.log('building the web app…');
  const compressed = join(dirs, 'compressed');
  buildWeb('web', compressed);
  const uncompressed = join(dirs, 'uncompressed');
  cpSync(compressed, uncompressed, { recursive: true });
  removeCompressedCopies(uncompressed);
  const wanted = (process.env.VARIANTS ?? `${beforeRef ? 'before,' : ''}uncompressed,compressed`).split(',');
  if (beforeRef && wanted.includes('before')) {
    console.log(`building the web app at ${beforeRef}…`);
    const before = join(dirs, 'before');
    buildWebAt(beforeRef, before);
    removeCompressedCopies(before);
    variants.push({ name: `before (${beforeRef})`, webDist: before });
  }
  if (wanted.includes('uncompressed')) variants.push({ name: 'uncompressed', webDist: uncompressed });
  if (wanted.includes('without-preloads')) {
    const withoutPreloads = join(dirs, 'without-preloads');
    cpSync(compressed, withoutPreloads, { recursive: true });
    rmSync(join(withoutPreloads, '.vite'), { recursive: true });
    variants.push({ name: 'without preloads', webDist: withoutPreloads });
  }
  if (wanted.includes('compressed')) variants.push({ name: 'compressed', webDist: compressed });

  const load: number[][] = [loadavg()];
  const runs = new Map<string, Run[]>(variants.map((variant) => [variant.name, []]));
  try {
    for (const variant of variants) {
      variant.product = await startIsolatedProductProcess({ name: 'first_seat', webDist: variant.webDist });
      variant.host = await apiRequest.newContext();
      await signUpIn(variant.host, variant.product, 'Hana Host');
      const { playTemplate } = await graphql<{ playTemplate: Required<Variant>['game'] }>(
        variant.host,
        variant.product.apiUrl,
        'mutation { playTemplate(templateId: "cards") { id gameName owner { userName } } }',
      );
      variant.game = playTemplate;
      await templateArtProcessed(variant);
      // A first seat that is not measured: the template's art processed, the server's caches and code warm,
      // as on a site that has been up a while. Only the friend's browser is cold.
      await firstSeat(variant);
    }
    for (let run = 1; run <= RUNS; run++) {
      for (const variant of variants) {
        const result = await firstSeat(variant);
        runs.get(variant.name)!.push(result);
        console.log(
          `  run ${run} ${variant.name}: door ${seconds(result.doorMs)} s, ${result.reloadMs === null ? 'no reload' : `reloaded as the guest ${seconds(result.reloadMs)} s`}, seated ${seconds(result.seatedMs)} s, ${kB(result.bytes)} kB (${kB(result.scriptBytes)} kB scripts) in ${result.requests} requests`,
        );
      }
      load.push(loadavg());
    }
  } finally {
    for (const variant of variants) {
      await variant.host?.dispose();
      await variant.product?.stop();
    }
    rmSync(dirs, { recursive: true, force: true });
  }

  const summary = variants.map((variant) => {
    const results = runs.get(variant.name)!;
    const pick = (key: Exclude<keyof Run, 'reloadMs'>) => results.map((result) => result[key]);
    return {
      variant: variant.name,
      seatedMs: {
        median: Math.round(median(pick('seatedMs'))),
        min: Math.round(Math.min(...pick('seatedMs'))),
        max: Math.round(Math.max(...pick('seatedMs'))),
      },
      doorMs: Math.round(median(pick('doorMs'))),
      bytes: Math.round(median(pick('bytes'))),
      scriptBytes: Math.round(median(pick('scriptBytes'))),
      requests: Math.round(median(pick('requests'))),
    };
  });
  console.log(
    `\n| variant (median of ${RUNS}) | seated with the table drawn | door shown | downloaded (scripts) | requests |\n|---|---|---|---|---|`,
  );
  for (const row of summary)
    console.log(
      `| ${row.variant} | ${seconds(row.seatedMs.median)} s (${seconds(row.seatedMs.min)}–${seconds(row.seatedMs.max)}) | ${seconds(row.doorMs)} s | ${kB(row.bytes)} kB (${kB(row.scriptBytes)} kB) | ${row.requests} |`,
    );
  const loads = load.map((sample) => sample[0]!.toFixed(2));
  console.log(
    `\nload average (1 min) at the start and after each round: ${loads.join(', ')} on ${execSync('nproc').toString().trim()} cores`,
  );
  const results = {
    date: new Date().toISOString(),
    commit,
    beforeRef: beforeRef ?? null,
    conditions: { ...NETWORK, cpuSlowdown: CPU_SLOWDOWN, viewport: VIEWPORT, touch: true, deviceScaleFactor: 2 },
    summary,
    runs: Object.fromEntries(runs),
    loadAverage: load,
  };
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/first-seat-${results.date.slice(0, 10)}${process.env.RESULT_SUFFIX ? `-${process.env.RESULT_SUFFIX}` : ''}.json`;
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`written to ${file}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

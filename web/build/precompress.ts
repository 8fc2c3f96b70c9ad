import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats the static server sends: compressed, they shrink to a quarter or less. Images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|md|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than a packet and costs a file. */
const MIN_BYTES = 1024;

/** Files of a built directory worth sending compressed: dotfolders (Vite's manifest) and source maps are never served. */
async function compressibleFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await compressibleFiles(path)));
    else if (COMPRESSIBLE.test(entry.name) && (await stat(path)).size >= MIN_BYTES) found.push(path);
  }
  return found;
}

/**
 * Writes `name.br` and `name.gz` beside every compressible file of a built directory, at the strongest
 * settings: compressed once at build time, every response after that costs the server no CPU. A copy
 * that would not be smaller is not written, so the server sends the file itself.
 */
export async function precompressDirectory(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number; gzipBytes: number }> {
  const totals = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  await Promise.all(
    (await compressibleFiles(dir)).map(async (path) => {
      const bytes = await readFile(path);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      totals.files += 1;
      totals.bytes += bytes.length;
      totals.brotliBytes += Math.min(br.length, bytes.length);
      totals.gzipBytes += Math.min(gz.length, bytes.length);
      if (br.length < bytes.length) await writeFile(`${path}.br`, br);
      if (gz.length < bytes.length) await writeFile(`${path}.gz`, gz);
    }),
  );
  return totals;
}

/** The Vite build step that precompresses its output (web/server/server.ts serves the copies by Accept-Encoding). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tablecraft-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every file is written, the public folder's included: /learn/*.md is served like the bundle.
    async closeBundle() {
      const totals = await precompressDirectory(outDir);
      const kB = (bytes: number) => `${Math.round(bytes / 1000)} kB`;
      this.info(
        `precompressed ${totals.files} files: ${kB(totals.bytes)} → ${kB(totals.brotliBytes)} brotli, ${kB(totals.gzipBytes)} gzip`,
      );
    },
  };
}

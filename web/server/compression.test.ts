// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startWebServer, type RunningWebServer } from './server.ts';
import { negotiateEncoding } from './encoding.ts';
import { precompressDirectory } from '../build/precompress.ts';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes on the wire, not decoded: what the encoding headers must describe. */
  body: Buffer;
}

/** A request whose headers are exactly the ones given (fetch would add Accept-Encoding and decode the body). */
function rawGet(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressed responses from the web server', () => {
  let dist: string;
  let server: RunningWebServer;
  // Large and repetitive, as a bundle is: compressed, it is a small fraction of itself.
  const script = `export const pieces = [${Array.from({ length: 400 }, (_, i) => `{ id: "piece-${i}", x: ${i * 7}, y: ${i * 3} }`).join(', ')}];\n`;
  const tiny = 'console.log(1)';
  const guide = `# Playing in a room\n\n${'Sit at a free seat, then draw a card from the deck. '.repeat(60)}\n`;
  // A page's HTML is generated per request: past a kilobyte it is compressed as it is sent.
  const indexHtml = `<!doctype html><html><head><title>Tablecraft</title></head><body><div id="root"></div>${'<!-- shell -->'.repeat(120)}</body></html>`;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tablecraft-web-compression-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'learn'));
    writeFileSync(join(dist, 'index.html'), indexHtml);
    writeFileSync(join(dist, 'assets', 'room-abc123.js'), script);
    writeFileSync(join(dist, 'assets', 'tiny-def456.js'), tiny);
    writeFileSync(join(dist, 'learn', 'playing-in-a-room.md'), guide);
    // The build's own step, so the files served are the ones a real build writes.
    await precompressDirectory(dist);
    server = await startWebServer({
      port: 0,
      host: '127.0.0.1',
      distDir: dist,
      apiUrl: 'https://api.example.com/',
      socketUrl: 'wss://socket.example.com/socket',
      headTimeoutMs: 300,
    });
  });

  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) => rawGet(server.port, path, headers);

  it('writes brotli and gzip copies at build time, only where they are worth a file', () => {
    for (const suffix of ['.br', '.gz']) {
      expect(existsSync(join(dist, 'assets', `room-abc123.js${suffix}`))).toBe(true);
      expect(existsSync(join(dist, 'learn', `playing-in-a-room.md${suffix}`))).toBe(true);
      expect(existsSync(join(dist, 'assets', `tiny-def456.js${suffix}`)), 'a file under a kilobyte stays as it is').toBe(false);
    }
  });

  it("sends a browser's bundle as brotli, cached forever under its hashed name", async () => {
    const response = await get('/assets/room-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it('sends gzip to a client that takes gzip but not brotli', async () => {
    const response = await get('/assets/room-abc123.js', { 'accept-encoding': 'gzip, deflate' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(gunzipSync(response.body).toString()).toBe(script);
  });

  it('sends the bytes themselves to a client that sends no Accept-Encoding', async () => {
    const response = await get('/assets/room-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.toString()).toBe(script);
  });

  it('never sends a coding the client refused with q=0', async () => {
    const refusedBrotli = await get('/assets/room-abc123.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refusedBrotli.headers['content-encoding']).toBe('gzip');
    for (const header of ['gzip;q=0', 'identity', '*;q=0, identity', 'br;q=0, gzip;q=0']) {
      const response = await get('/assets/room-abc123.js', { 'accept-encoding': header });
      expect(response.headers['content-encoding'], header).toBeUndefined();
      expect(response.body.toString(), header).toBe(script);
    }
  });

  it('sends a file too small to compress as it is, with Vary for the caches', async () => {
    const response = await get('/assets/tiny-def456.js', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.body.toString()).toBe(tiny);
  });

  it('compresses the public guides, revalidated on each use, and tags each coding apart', async () => {
    const brotli = await get('/learn/playing-in-a-room.md', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(guide);
    const plain = await get('/learn/playing-in-a-room.md');
    expect(plain.body.toString()).toBe(guide);
    // A cache revalidating one coding's copy must never be told the other's is still fresh.
    expect(brotli.headers['etag']).toBeTruthy();
    expect(brotli.headers['etag']).not.toBe(plain.headers['etag']);
    const revalidated = await get('/learn/playing-in-a-room.md', {
      'accept-encoding': 'br',
      'if-none-match': String(brotli.headers['etag']),
    });
    expect(revalidated.status).toBe(304);
  });

  it("compresses a page's HTML as it is sent, never kept by a cache without revalidating", async () => {
    const brotli = await get('/privacy', { 'accept-encoding': 'br', accept: 'text/html' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toBe('Accept-Encoding');
    expect(brotli.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(brotli.body).toString()).toContain('<div id="root">');
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.body).toString()).toContain('<div id="root">');
    const plain = await get('/', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<div id="root">');
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
  });

  it('answers /config.js uncached by anyone without revalidating, and a HEAD with the same headers and no body', async () => {
    const config = await get('/config.js', { 'accept-encoding': 'br' });
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(config.headers['vary']).toBe('Accept-Encoding');
    expect(config.body.toString()).toContain('__TABLECRAFT_CONFIG__');
    const head = await rawGet(server.port, '/', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });
});

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, and honours q-values and the wildcard', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('BR')).toBe('br');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*, br;q=0')).toBe('gzip');
    expect(negotiateEncoding(['gzip', 'br'])).toBe('br');
  });

  it('answers identity when nothing usable is accepted', () => {
    for (const header of [undefined, '', 'identity', 'deflate', 'br;q=0', 'gzip;q=0, br;q=0', '*;q=0', 'br;q=x']) {
      expect(negotiateEncoding(header), String(header)).toBeNull();
    }
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWebServer, type RunningWebServer } from './server.ts';

/** The value of one sample in a Prometheus text exposition, 0 when the series does not exist yet. */
function sample(exposition: string, name: string, labels: Record<string, string>): number {
  for (const line of exposition.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries([...match[2]!.matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]));
    if (Object.entries(labels).every(([key, value]) => present[key] === value)) return Number(match[3]);
  }
  return 0;
}

const REQUESTS = 'tablecraft_http_request_duration_seconds_count';
const web = (route: string, status: string) => ({ service: 'web', method: 'GET', route, status });

describe('web health port', () => {
  let dist: string;
  let server: RunningWebServer;
  let main: string;
  let metrics: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tablecraft-web-metrics-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Tablecraft</title>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
    server = await startWebServer({
      port: 0,
      metricsPort: 0,
      host: '127.0.0.1',
      distDir: dist,
      apiUrl: 'https://api.example.com',
      socketUrl: 'wss://api.example.com/socket',
    });
    main = `http://127.0.0.1:${server.port}`;
    metrics = `http://127.0.0.1:${server.metricsPort}`;
  });

  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const scrape = async () => {
    const response = await fetch(`${metrics}/metrics`);
    expect(response.status).toBe(200);
    return response.text();
  };

  it('listens on its own port', () => {
    expect(server.metricsPort).toBeGreaterThan(0);
    expect(server.metricsPort).not.toBe(server.port);
  });

  it('serves Prometheus metrics with the process series under the tablecraft_ prefix', async () => {
    const response = await fetch(`${metrics}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    for (const name of [
      'tablecraft_process_cpu_user_seconds_total',
      'tablecraft_process_resident_memory_bytes',
      'tablecraft_nodejs_eventloop_lag_seconds',
      'tablecraft_nodejs_heap_size_used_bytes',
    ]) {
      expect(text, name).toMatch(new RegExp(`^${name} `, 'm'));
    }
    expect(text).toContain('# TYPE tablecraft_http_request_duration_seconds histogram');
  });

  it('counts main-port requests by route class and status class, never by raw path', async () => {
    const before = await scrape();
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${main}${path}`, { headers }).then((response) => response.text().then(() => response.status));

    expect(await get('/assets/index-abc123.js')).toBe(200);
    expect(await get('/assets/index-abc123.js')).toBe(200);
    expect(await get('/assets/index-old999.js')).toBe(404);
    expect(await get('/@ada/chess/play/k7q2')).toBe(200);
    expect(await get('/')).toBe(200);
    expect(await get('/config.js')).toBe(200);
    expect(await get('/robots.txt')).toBe(200);
    expect(await get('/healthz')).toBe(200);
    expect(await get('/readyz')).toBe(200);
    expect(await get('/no-such-image.png')).toBe(404);
    expect(await get('/metrics', { accept: 'text/html' })).toBe(404);

    const expected: Array<[ReturnType<typeof web>, number]> = [
      [web('asset', '2xx'), 2],
      [web('asset', '4xx'), 1],
      [web('page', '2xx'), 2],
      [web('config', '2xx'), 1],
      [web('file', '2xx'), 1],
      [web('health', '2xx'), 2],
      [web('other', '4xx'), 2],
    ];
    // A response is counted when it finishes on the server, which may be just after the client has it.
    await expect
      .poll(async () => {
        const after = await scrape();
        return expected.map(([labels]) => sample(after, REQUESTS, labels) - sample(before, REQUESTS, labels));
      })
      .toEqual(expected.map(([, count]) => count));

    const after = await scrape();
    const routes = new Set(
      [...after.matchAll(/^tablecraft_http_request_duration_seconds_count\{[^}]*route="([^"]*)"/gm)].map((match) => match[1]),
    );
    expect(
      [...routes].every((route) => ['asset', 'page', 'file', 'config', 'health', 'other'].includes(route!)),
      [...routes].join(', '),
    ).toBe(true);
    expect(after).not.toContain('k7q2');
    expect(after).not.toContain('index-abc123');
  });

  it('answers health probes like the main port, and nothing of the app', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const response = await fetch(`${metrics}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe('ok');
    }
    for (const path of ['/', '/config.js', '/assets/index-abc123.js']) expect((await fetch(`${metrics}${path}`)).status, path).toBe(404);
  });

  it('keeps /metrics off the public port: a 404, not the SPA page', async () => {
    for (const accept of ['*/*', 'text/html,application/xhtml+xml']) {
      const response = await fetch(`${main}/metrics`, { headers: { accept } });
      expect(response.status, accept).toBe(404);
      const body = await response.text();
      expect(body).not.toContain('<title>Tablecraft</title>');
      expect(body).not.toContain('tablecraft_');
    }
  });
});

describe('closing the web server', () => {
  it('stops both the main port and the health port', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'tablecraft-web-close-'));
    try {
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Tablecraft</title>');
      const server = await startWebServer({
        port: 0,
        metricsPort: 0,
        host: '127.0.0.1',
        distDir: dist,
        apiUrl: 'https://api.example.com',
        socketUrl: 'wss://api.example.com/socket',
      });
      const urls = [`http://127.0.0.1:${server.port}/healthz`, `http://127.0.0.1:${server.metricsPort}/metrics`];
      for (const url of urls) expect((await fetch(url)).status, url).toBe(200);
      await server.close();
      for (const url of urls) await expect(fetch(url), url).rejects.toThrow();
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('does not leave the main port open when the health port cannot be taken', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'tablecraft-web-busy-'));
    const options = { host: '127.0.0.1', distDir: dist, apiUrl: 'https://api.example.com', socketUrl: 'wss://api.example.com/socket' };
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Tablecraft</title>');
    const first = await startWebServer({ ...options, port: 0, metricsPort: 0 });
    try {
      // The second server's health port is the first one's: it must fail to start and free its main port.
      const free = await new Promise<number>((resolve) => {
        const probe = createServer().listen(0, '127.0.0.1', () => {
          const port = (probe.address() as { port: number }).port;
          probe.close(() => resolve(port));
        });
      });
      await expect(startWebServer({ ...options, port: free, metricsPort: first.metricsPort! })).rejects.toThrow(/EADDRINUSE/);
      await expect(fetch(`http://127.0.0.1:${free}/healthz`)).rejects.toThrow();
    } finally {
      await first.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWebServer, type RunningWebServer } from './server.ts';

describe('web static server', () => {
  let dist: string;
  let server: RunningWebServer;
  let base: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tablecraft-web-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'learn'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>Tablecraft</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'learn', 'getting-started.md'), '# Getting Started');
    server = await startWebServer({
      port: 0,
      host: '127.0.0.1',
      distDir: dist,
      apiUrl: 'https://api.example.com/',
      socketUrl: 'wss://socket.example.com/socket',
      headTimeoutMs: 300,
    });
    base = `http://127.0.0.1:${server.port}`;
  });

  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

  it('answers a file that vanished after start-up without falling over (a deploy replacing the files)', async () => {
    writeFileSync(join(dist, 'assets', 'gone-def456.js'), 'console.log(2)');
    // The server lists its files as it starts: this one is listed, then removed underneath it.
    const fresh = await startWebServer({
      port: 0,
      host: '127.0.0.1',
      distDir: dist,
      apiUrl: 'https://api.example.com/',
      socketUrl: 'wss://socket.example.com/socket',
      headTimeoutMs: 300,
    });
    try {
      rmSync(join(dist, 'assets', 'gone-def456.js'));
      const answered = await fetch(`http://127.0.0.1:${fresh.port}/assets/gone-def456.js`).then(
        async (response) => ({ status: response.status, body: await response.text().catch(() => null) }),
        () => ({ status: 0, body: null }),
      );
      // Refused or cut short, never a file's bytes; and the server is still there.
      expect(answered.body).not.toBe('console.log(2)');
      expect((await fetch(`http://127.0.0.1:${fresh.port}/healthz`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${fresh.port}/assets/index-abc123.js`)).status).toBe(200);
    } finally {
      await fresh.close();
    }
  });

  it('answers health checks', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('ok');
    }
  });

  it('caches hashed assets forever and everything else with revalidation', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await get('/');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-type')).toContain('text/html');
    const markdown = await get('/learn/getting-started.md');
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get('cache-control')).toBe('no-cache');
  });

  it('falls back to index.html for page addresses, including @user paths with dots, with the generic head when the API cannot be reached', async () => {
    for (const path of ['/privacy', '/@ada/chess/play/k7q2']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<title>Tablecraft</title>');
    }
    const navigation = await get('/@john.doe', { accept: 'text/html,application/xhtml+xml' });
    expect(navigation.status).toBe(200);
  });

  it('answers an address no page has with 404 and the app, which shows its Not Found page', async () => {
    for (const path of ['/no/such/page', '/privacy/extra', '/learn/no-such-guide', '/@ada/chess/nonsense']) {
      const response = await get(path, { accept: 'text/html' });
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain('<title>Tablecraft | Not Found</title>');
      expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
      expect(html).toContain('We can&#39;t find the page you&#39;re looking for.');
    }
  });

  it('gives a real 404 for missing files, so a stale chunk never receives HTML', async () => {
    expect((await get('/assets/index-old999.js')).status).toBe(404);
    expect((await get('/assets/index-old999.js', { accept: 'text/html' })).status).toBe(404);
    expect((await get('/learn/no-such-guide.md')).status).toBe(404);
  });

  it('serves /config.js from the runtime config', async () => {
    const response = await get('/config.js');
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const window: { __TABLECRAFT_CONFIG__?: unknown } = {};
    new Function('window', await response.text())(window);
    expect(window.__TABLECRAFT_CONFIG__).toEqual({
      apiUrl: 'https://api.example.com',
      socketUrl: 'wss://socket.example.com/socket',
      useGetForQueries: false,
    });
  });

  it('sends security headers with a CSP that allows the API and socket', async () => {
    const response = await get('/');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.example\.com wss:\/\/api\.example\.com wss:\/\/socket\.example\.com/);
    expect(csp).toContain("script-src 'self'");
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await fetch(`${base}/`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

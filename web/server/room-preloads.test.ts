// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWebServer, type RunningWebServer } from './server.ts';
import { isRoomPath } from './room-preloads.ts';

describe("a room's HTML preloads the room's scripts", () => {
  let dist: string;
  let server: RunningWebServer;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tablecraft-web-preloads-'));
    mkdirSync(join(dist, '.vite'));
    // As Vite builds it: the entry and React preloaded by index.html itself; the room's page and the room
    // loaded with import(), each with chunks of its own and React shared with the entry.
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'], dynamicImports: ['src/play/PlayPage.tsx'] },
        '_react-1.js': { file: 'assets/react-1.js' },
        'src/play/PlayPage.tsx': {
          file: 'assets/PlayPage-1.js',
          imports: ['_react-1.js', '_door-1.js'],
          dynamicImports: ['src/play/PlayRoom.tsx'],
        },
        '_door-1.js': { file: 'assets/door-1.js' },
        'src/play/PlayRoom.tsx': { file: 'assets/PlayRoom-1.js', imports: ['_konva-1.js'] },
        '_konva-1.js': { file: 'assets/konva-1.js' },
      }),
    );
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>Tablecraft</title><link rel="modulepreload" crossorigin href="/assets/react-1.js"></head><body><div id="root"></div></body></html>',
    );
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

  const page = async (path: string) => (await fetch(`http://127.0.0.1:${server.port}${path}`, { headers: { accept: 'text/html' } })).text();
  const preloaded = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((match) => match[1]);

  it("lists the room's page, the room and their chunks, not what index.html already preloads", async () => {
    expect(preloaded(await page('/@ada/chess/play/k7q2')).sort()).toEqual([
      '/assets/PlayPage-1.js',
      '/assets/PlayRoom-1.js',
      '/assets/door-1.js',
      '/assets/konva-1.js',
    ]);
  });

  it("adds nothing to other pages, a closed room's fairness page included", async () => {
    for (const path of ['/', '/privacy', '/@ada/chess', '/@ada/chess/play/k7q2/fairness'])
      expect(preloaded(await page(path)), path).toEqual([]);
  });

  it('knows a room by its address', () => {
    expect(isRoomPath('/@ada/chess/play/k7q2')).toBe(true);
    expect(isRoomPath('/@ada/chess/play/k7q2/')).toBe(true);
    for (const path of ['/@ada/chess/play', '/@ada/chess/play/k7q2/fairness', '/ada/chess/play/k7q2', '/@ada/chess/edit/draft'])
      expect(isRoomPath(path), path).toBe(false);
  });
});

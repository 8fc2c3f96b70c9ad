// @vitest-environment node
// Runs in the integration project: it starts the real API on a test database, as a crawler or a chat
// app's link preview would meet the site, and fetches pages without running any script.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApi, graphqlData, type TestApi } from '../../testing/api.ts';
import { signUpUser } from '../../testing/accounts.ts';
import { startWebServer, type RunningWebServer } from './server.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Tablecraft</title>
    <meta name="description" content="The easiest way to play tabletop games online." />
    <meta name="robots" content="index, follow" />
    <meta property="og:title" content="Tablecraft" />
    <meta property="og:image" content="/preview.png" />
    <meta name="twitter:card" content="summary_large_image" />
    <script src="/config.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

let t: TestApi;
let web: RunningWebServer;
let dist: string;
let base: string;
let author: Awaited<ReturnType<typeof signUpUser>>;

beforeAll(async () => {
  t = await startTestApi();
  dist = mkdtempSync(join(tmpdir(), 'tablecraft-web-head-'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  web = await startWebServer({
    port: 0,
    host: '127.0.0.1',
    distDir: dist,
    apiUrl: t.url,
    socketUrl: 'ws://127.0.0.1:1/socket',
    publicUrl: 'https://tablecraft.example',
  });
  base = `http://127.0.0.1:${web.port}`;
  author = await signUpUser(t, { name: 'Ada <Lovelace>' });
});

afterAll(async () => {
  await web?.close();
  await t?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const page = async (path: string) => {
  const response = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
};
const meta = (html: string, key: string) => html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`))?.[1];

async function createGame(input: Record<string, unknown>) {
  const { createGame: game } = await graphqlData<{ createGame: { id: string; gameName: string } }>(
    t,
    'mutation ($input: CreateGameInput!) { createGame(input: $input) { id gameName } }',
    { input },
    author.cookie,
  );
  return game;
}

describe('page heads written by the web server', () => {
  it("gives a public game's page its title, description, cover, canonical URL and card", async () => {
    const game = await createGame({ title: 'Chess & "Friends"', description: 'Two players, sixty-four squares.', visibility: 'PUBLIC' });
    // A cover: an image asset of the game set as its thumbnail, straight in the database (uploads have their own tests).
    const { rows } = await t.db.pool.query<{ id: string }>(
      `INSERT INTO assets (owner_id, game_id, pipeline, status, content_type, byte_size, original_key) VALUES ($1, $2, 'image', 'ready', 'image/png', 10, 'k') RETURNING id`,
      [author.id, game.id],
    );
    await t.db.pool.query('UPDATE games SET thumbnail_asset_id = $2 WHERE id = $1', [game.id, rows[0]!.id]);

    const { status, html } = await page(`/@${author.input.userName.toUpperCase()}/${game.gameName}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>Tablecraft | Chess &amp; &quot;Friends&quot;</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(meta(html, 'description')).toBe('Two players, sixty-four squares.');
    expect(meta(html, 'og:title')).toBe('Tablecraft | Chess &amp; &quot;Friends&quot;');
    expect(meta(html, 'og:image')).toBe(`${t.url}/files/assets/${rows[0]!.id}/1024`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'robots')).toBe('index, follow');
    // The canonical address is the game's own, however it was typed.
    expect(html).toContain(`<link rel="canonical" href="https://tablecraft.example/@${author.input.userName}/${game.gameName}" />`);
    // The app still starts from it.
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script src="/config.js"></script>');
  });

  it("gives a profile its person's name, escaped", async () => {
    const { status, html } = await page(`/@${author.input.userName}`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>Tablecraft | Ada &lt;Lovelace&gt; (@${author.input.userName})</title>`);
    expect(meta(html, 'og:type')).toBe('profile');
    expect(html).not.toContain('<Lovelace>');
  });

  it('gives a learn guide its title and summary', async () => {
    const { status, html } = await page('/learn/getting-started');
    expect(status).toBe(200);
    expect(html).toContain('<title>Tablecraft | Getting Started</title>');
    expect(meta(html, 'og:type')).toBe('article');
  });

  it('answers an unknown address, user or game with 404 and the Not Found page', async () => {
    for (const path of [
      '/no/such/page',
      '/@nobody-here-at-all',
      `/@${author.input.userName}/no-such-game`,
      `/@${author.input.userName}/no-such-game/settings`,
    ]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html).toContain('<title>Tablecraft | Not Found</title>');
      expect(meta(html, 'robots')).toBe('noindex, nofollow');
    }
  });

  it('keeps a private game out of search results and says nothing about it', async () => {
    const game = await createGame({ title: 'Secret Heist', description: 'Only for the crew.', visibility: 'PRIVATE' });
    const { status, html } = await page(`/@${author.input.userName}/${game.gameName}`);
    expect(status).toBe(404);
    expect(meta(html, 'robots')).toBe('noindex, nofollow');
    expect(html).not.toContain('Secret Heist');
    expect(html).not.toContain('Only for the crew.');
  });

  it('keeps an unlisted game out of search results, while its link still previews', async () => {
    const game = await createGame({ title: 'Link Only', visibility: 'UNLISTED' });
    const { status, html } = await page(`/@${author.input.userName}/${game.gameName}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>Tablecraft | Link Only</title>');
    expect(meta(html, 'robots')).toBe('noindex, nofollow');
  });
});

describe('page heads without the API', () => {
  it('sends the generic head with status 200 when the API does not answer', async () => {
    const offline = await startWebServer({
      port: 0,
      host: '127.0.0.1',
      distDir: dist,
      apiUrl: 'http://127.0.0.1:9',
      socketUrl: 'ws://127.0.0.1:9/socket',
      headTimeoutMs: 500,
    });
    try {
      const response = await fetch(`http://127.0.0.1:${offline.port}/@${author.input.userName}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<title>Tablecraft</title>');
      expect(html).toContain(`<link rel="canonical" href="http://127.0.0.1:${offline.port}/@${author.input.userName}" />`);
    } finally {
      await offline.close();
    }
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadGameFile, exportUrl, GameFileDownloadError, type DownloadProgress } from './download-game-file.ts';

// The Export button's download: bytes counted as they arrive against the size the API announces.

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

function answer(body: ReadableStream<Uint8Array> | string, init: { status?: number; headers?: Record<string, string> } = {}) {
  return {
    ok: (init.status ?? 200) < 300,
    status: init.status ?? 200,
    headers: new Headers(init.headers),
    body: typeof body === 'string' ? null : body,
    json: async () => JSON.parse(typeof body === 'string' ? body : '{}'),
  } as unknown as Response;
}

afterEach(() => vi.unstubAllGlobals());

describe('downloadGameFile', () => {
  it('counts bytes against the estimate and names the file as the API does', async () => {
    const fetch = vi.fn(async () =>
      answer(streamOf([new Uint8Array(40), new Uint8Array(60)]), {
        headers: { 'x-tablecraft-estimated-bytes': '100', 'content-disposition': 'attachment; filename="chess-v2.zip"' },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const seen: DownloadProgress[] = [];
    const { blob, fileName } = await downloadGameFile('g1', 'v2', (progress) => seen.push(progress), { apiUrl: 'http://api.test/' });
    expect(fetch).toHaveBeenCalledWith(
      'http://api.test/games/g1/revisions/v2/export.zip',
      expect.objectContaining({ credentials: 'include' }),
    );
    expect(seen).toEqual([
      { received: 0, total: 100 },
      { received: 40, total: 100 },
      { received: 100, total: 100 },
    ]);
    expect(blob.size).toBe(100);
    expect(fileName).toBe('chess-v2.zip');
  });

  it('has no total when the size is unknown (an indeterminate bar), and never reports past an estimate that fell short', async () => {
    vi.stubGlobal('fetch', async () => answer(streamOf([new Uint8Array(10)])));
    const unknown: DownloadProgress[] = [];
    await downloadGameFile('g1', 'draft', (progress) => unknown.push(progress), { apiUrl: 'http://api.test' });
    expect(unknown.every((progress) => progress.total === null)).toBe(true);

    vi.stubGlobal('fetch', async () => answer(streamOf([new Uint8Array(80)]), { headers: { 'x-tablecraft-estimated-bytes': '50' } }));
    const short: DownloadProgress[] = [];
    await downloadGameFile('g1', 'draft', (progress) => short.push(progress), { apiUrl: 'http://api.test' });
    expect(short.at(-1)).toEqual({ received: 80, total: 80 });
  });

  it("rejects with the API's message when it refuses", async () => {
    vi.stubGlobal('fetch', async () =>
      answer(JSON.stringify({ code: 'NOT_FOUND', message: 'That game does not exist.' }), { status: 404 }),
    );
    const refused = downloadGameFile('g1', 'draft', () => undefined, { apiUrl: 'http://api.test' });
    await expect(refused).rejects.toBeInstanceOf(GameFileDownloadError);
    await expect(refused).rejects.toMatchObject({ message: 'That game does not exist.', status: 404 });
  });

  it('escapes the ids in the address', () => {
    expect(exportUrl('a/b', 'v 1', 'http://api.test')).toBe('http://api.test/games/a%2Fb/revisions/v%201/export.zip');
  });
});

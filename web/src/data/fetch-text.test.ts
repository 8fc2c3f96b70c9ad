import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchText, HttpError, shouldRetry } from './fetch-text.ts';

const respond = (body: string, init: ResponseInit) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, init)),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchText', () => {
  it('returns the document text', async () => {
    respond('# Hello', { status: 200, headers: { 'content-type': 'text/markdown' } });
    await expect(fetchText('/learn/hello.md')).resolves.toBe('# Hello');
  });

  it('fails with the status of an unsuccessful response', async () => {
    respond('', { status: 503 });
    await expect(fetchText('/learn/hello.md')).rejects.toMatchObject({ status: 503 });
  });

  it('treats the app shell (HTML) as a missing document', async () => {
    respond('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } });
    await expect(fetchText('/learn/nope.md')).rejects.toMatchObject({ status: 404 });
  });

  it('does not retry a missing document, but retries other failures', () => {
    expect(shouldRetry(new HttpError(404, '/x.md'))).toBe(false);
    expect(shouldRetry(new HttpError(500, '/x.md'))).toBe(true);
    expect(shouldRetry(new TypeError('Failed to fetch'))).toBe(true);
  });
});

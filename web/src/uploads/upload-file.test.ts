import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadFile } from './upload-file.ts';
import { UploadError, isUploadError } from './upload-error.ts';
import { FakeXhr } from '../test/fake-xhr.ts';

const file = (size: number, name = 'picture.png') => new File([new Uint8Array(size)], name, { type: 'image/png' });
const lastXhr = () => FakeXhr.created.at(-1)!;
const asset = { id: 'a1', status: 'pending', pipeline: 'image', byteSize: 10, contentType: 'image/png' };

beforeEach(() => {
  FakeXhr.created = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadFile', () => {
  it('rejects a file over 8,000,000 bytes before any request is made', async () => {
    const error = await uploadFile(file(8_000_001), { apiUrl: 'http://api.test' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({
      message: 'must not be larger than 8 MB',
      kind: 'too-large',
      status: 0,
      fieldErrors: { file: 'must not be larger than 8 MB' },
    });
    expect(FakeXhr.created).toHaveLength(0);
  });

  it('sends a file of exactly 8,000,000 bytes', async () => {
    const pending = uploadFile(file(8_000_000), { apiUrl: 'http://api.test' });
    expect(FakeXhr.created).toHaveLength(1);
    lastXhr().respond(200, JSON.stringify(asset));
    await expect(pending).resolves.toEqual(asset);
  });

  it('posts multipart form data with credentials, the CSRF header, a 120 s timeout and the fields', async () => {
    const pending = uploadFile(file(10, 'sheet.png'), { apiUrl: 'http://api.test/', pipeline: 'sheet', rows: 3, columns: 4, gameId: 'g1' });
    const xhr = lastXhr();
    expect(xhr).toMatchObject({ method: 'POST', url: 'http://api.test/upload', withCredentials: true, timeout: 120_000 });
    expect(xhr.headers['x-tablecraft-csrf']).toBe('1');
    expect(xhr.body?.get('pipeline')).toBe('sheet');
    expect(xhr.body?.get('rows')).toBe('3');
    expect(xhr.body?.get('columns')).toBe('4');
    expect(xhr.body?.get('gameId')).toBe('g1');
    expect((xhr.body?.get('file') as File).name).toBe('sheet.png');
    xhr.respond(200, JSON.stringify(asset));
    await pending;
  });

  it('defaults the pipeline to image', async () => {
    const pending = uploadFile(file(10), { apiUrl: 'http://api.test' });
    expect(lastXhr().body?.get('pipeline')).toBe('image');
    expect(lastXhr().body?.has('rows')).toBe(false);
    lastXhr().respond(200, JSON.stringify(asset));
    await pending;
  });

  it('reports progress as whole-number percentages, each once, never over 100', async () => {
    const seen: number[] = [];
    const pending = uploadFile(file(10), { apiUrl: 'http://api.test', onProgress: (percent) => seen.push(percent) });
    const xhr = lastXhr();
    xhr.progress(0, 3000);
    xhr.progress(1000, 3000);
    xhr.progress(1001, 3000);
    xhr.progress(2000, 3000);
    xhr.progress(2999, 3000);
    xhr.progress(5, 0, false);
    xhr.progress(3000, 3000);
    xhr.respond(200, JSON.stringify(asset));
    await pending;
    expect(seen).toEqual([0, 33, 66, 99, 100]);
    expect(seen.every(Number.isInteger)).toBe(true);
  });

  it('rejects with "upload timed out" when the request times out', async () => {
    const pending = uploadFile(file(10), { apiUrl: 'http://api.test' });
    lastXhr().ontimeout?.();
    await expect(pending).rejects.toMatchObject({ message: 'upload timed out', kind: 'timed-out', status: 0 });
  });

  it('rejects with "upload failed" on a network error', async () => {
    const pending = uploadFile(file(10), { apiUrl: 'http://api.test' });
    lastXhr().onerror?.();
    const error = await pending.catch((e: unknown) => e);
    expect(isUploadError(error)).toBe(true);
    expect(error).toMatchObject({ message: 'upload failed', kind: 'failed', status: 0 });
  });

  it('rejects a non-200 status with "upload failed", merging in the error fields the server sent', async () => {
    const pending = uploadFile(file(10), { apiUrl: 'http://api.test' });
    lastXhr().respond(
      403,
      JSON.stringify({
        code: 'PLAN_LIMIT',
        message: 'Your Free plan stores up to 100 MB of uploads…',
        limitBytes: 100_000_000,
        fieldErrors: { file: 'too much' },
      }),
    );
    const error = (await pending.catch((e: unknown) => e)) as UploadError;
    expect(error).toBeInstanceOf(UploadError);
    expect(error.message).toBe('upload failed');
    expect(error.status).toBe(403);
    expect(error.code).toBe('PLAN_LIMIT');
    expect(error.serverMessage).toBe('Your Free plan stores up to 100 MB of uploads…');
    expect(error.fieldErrors).toEqual({ file: 'too much' });
    expect(error.limitBytes).toBe(100_000_000);
  });

  it('rejects a 200 whose body is not a JSON object with "upload failed"', async () => {
    for (const body of ['<html>proxy error</html>', '[1,2]', 'null', '"ok"', '']) {
      const pending = uploadFile(file(10), { apiUrl: 'http://api.test' });
      lastXhr().respond(200, body);
      await expect(pending, body).rejects.toMatchObject({ message: 'upload failed', status: 200 });
    }
  });

  it('rejects a non-200 with a body that is not an object with just "upload failed"', async () => {
    const pending = uploadFile(file(10), { apiUrl: 'http://api.test' });
    lastXhr().respond(502, 'Bad Gateway');
    const error = (await pending.catch((e: unknown) => e)) as UploadError;
    expect(error).toMatchObject({ message: 'upload failed', status: 502 });
    expect(error.code).toBeUndefined();
    expect(error.serverMessage).toBeUndefined();
  });

  it('keeps the spec wording even when the server sends a field named like ours', async () => {
    const pending = uploadFile(file(10), { apiUrl: 'http://api.test' });
    lastXhr().respond(400, JSON.stringify({ code: 'X', message: 'server words', kind: 'sneaky', status: 999 }));
    await expect(pending).rejects.toMatchObject({ message: 'upload failed', serverMessage: 'server words', kind: 'failed', status: 400 });
  });

  it('cancels with an AbortSignal', async () => {
    const controller = new AbortController();
    const pending = uploadFile(file(10), { apiUrl: 'http://api.test', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(lastXhr().aborted).toBe(true);
  });

  it('sends at most three files at once from a tab; the others wait their turn and can be cancelled', async () => {
    const controller = new AbortController();
    const pending = [1, 2, 3, 4].map((n) => uploadFile(file(10, `card-${n}.png`), { apiUrl: 'http://api.test' }));
    const cancelled = uploadFile(file(10, 'card-5.png'), { apiUrl: 'http://api.test', signal: controller.signal });
    expect(FakeXhr.created.map((xhr) => (xhr.body?.get('file') as File).name)).toEqual(['card-1.png', 'card-2.png', 'card-3.png']);
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    FakeXhr.created[0]!.respond(200, JSON.stringify(asset));
    await pending[0];
    // The finished upload's place went to the next in line.
    await vi.waitFor(() => expect(FakeXhr.created).toHaveLength(4));
    expect((lastXhr().body?.get('file') as File).name).toBe('card-4.png');
    for (const xhr of FakeXhr.created.slice(1)) xhr.respond(200, JSON.stringify(asset));
    await Promise.all(pending);
    expect(FakeXhr.created).toHaveLength(4);
  });
});

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobNotFoundError, createDiskBlobStore, createS3BlobStore, readBlob, type BlobStore } from '@tablecraft/platform';
import { startTestS3, type TestS3 } from '../../../testing/s3.ts';

// One suite, two adapters: whatever the uploads code relies on must hold for S3 and for local disk.
interface Adapter {
  name: string;
  /** A fresh, empty store. */
  create: () => Promise<BlobStore>;
}

let s3: TestS3;
let diskRoot: string;
let bucketCount = 0;
beforeAll(async () => {
  s3 = await startTestS3();
  diskRoot = await mkdtemp(join(tmpdir(), 'tablecraft-blobs-'));
});
afterAll(async () => {
  await s3?.close();
  if (diskRoot) await rm(diskRoot, { recursive: true, force: true });
});

const adapters: Adapter[] = [
  {
    name: 's3 (real S3 server)',
    create: async () => {
      const store = createS3BlobStore({
        endpoint: s3.endpoint,
        accessKey: 'S3RVER',
        secretKey: 'S3RVER',
        bucket: `contract-${++bucketCount}`,
      });
      await store.ensureBucket();
      return store;
    },
  },
  {
    name: 'disk',
    create: async () => {
      const store = createDiskBlobStore({ root: join(diskRoot, `store-${++bucketCount}`, 'blobs') });
      await store.ensureBucket();
      return store;
    },
  },
];

const text = (value: string) => Buffer.from(value, 'utf8');
const chunks = (...parts: string[]) => Readable.from(parts.map((part) => Buffer.from(part)));

describe.each(adapters)('blob store contract: $name', (adapter) => {
  it('creates its bucket once and tolerates being asked again', async () => {
    const store = await adapter.create();
    await store.ensureBucket();
    expect(await store.list('')).toEqual([]);
  });

  it('stores a buffer and gives back the same bytes, size and type', async () => {
    const store = await adapter.create();
    const body = Buffer.from([0, 1, 2, 250, 255, 10, 13]);
    await store.put('assets/a1/original', body, { contentType: 'image/png' });
    expect(await readBlob(store, 'assets/a1/original')).toEqual(body);
    const info = await store.stat('assets/a1/original');
    expect(info).toMatchObject({ key: 'assets/a1/original', size: body.length, contentType: 'image/png' });
    expect(info?.etag).toMatch(/\w/);
    expect(info?.lastModified).toBeInstanceOf(Date);
    expect(await store.exists('assets/a1/original')).toBe(true);
  });

  it('stores a stream of unknown length', async () => {
    const store = await adapter.create();
    await store.put('assets/s/original', chunks('hello ', 'streaming ', 'world'), { contentType: 'text/plain' });
    expect((await readBlob(store, 'assets/s/original')).toString()).toBe('hello streaming world');
    expect((await store.stat('assets/s/original'))?.size).toBe(21);
  });

  it('replaces an object written again under the same key, and its etag changes', async () => {
    const store = await adapter.create();
    await store.put('k/one', text('first'), { contentType: 'text/plain' });
    const before = await store.stat('k/one');
    await store.put('k/one', text('second version'), { contentType: 'image/webp' });
    const after = await store.stat('k/one');
    expect((await readBlob(store, 'k/one')).toString()).toBe('second version');
    expect(after).toMatchObject({ size: 14, contentType: 'image/webp' });
    expect(after?.etag).not.toBe(before?.etag);
  });

  it('answers a missing key: get refuses, stat is null, exists is false, delete is fine', async () => {
    const store = await adapter.create();
    await expect(store.get('nothing/here')).rejects.toBeInstanceOf(BlobNotFoundError);
    expect(await store.stat('nothing/here')).toBeNull();
    expect(await store.exists('nothing/here')).toBe(false);
    await expect(store.delete('nothing/here')).resolves.toBeUndefined();
  });

  it('leaves nothing behind when the stream being stored fails part-way', async () => {
    const store = await adapter.create();
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.put('assets/broken/original', failing, { contentType: 'image/png' })).rejects.toThrow();
    expect(await store.exists('assets/broken/original')).toBe(false);
    expect(await store.list('')).toEqual([]);
  });

  it('deletes one object and then every object under a prefix, and nothing else', async () => {
    const store = await adapter.create();
    for (const key of [
      'assets/x/original',
      'assets/x/renditions/thumb.webp',
      'assets/x/frames/0.webp',
      'assets/xy/original',
      'assets/y/original',
    ]) {
      await store.put(key, text(key), { contentType: 'text/plain' });
    }
    await store.delete('assets/y/original');
    expect(await store.exists('assets/y/original')).toBe(false);
    expect(await store.deletePrefix('assets/x/')).toBe(3);
    expect(await store.list('')).toEqual(['assets/xy/original']);
    expect(await store.list('assets/x/')).toEqual([]);
  });

  it('lists keys under a prefix in order, including a prefix that is not a whole folder', async () => {
    const store = await adapter.create();
    for (const key of ['b/2', 'a/1', 'a/2/z', 'ab/1']) await store.put(key, text(key), { contentType: 'text/plain' });
    expect(await store.list('')).toEqual(['a/1', 'a/2/z', 'ab/1', 'b/2']);
    expect(await store.list('a/')).toEqual(['a/1', 'a/2/z']);
    expect(await store.list('a')).toEqual(['a/1', 'a/2/z', 'ab/1']);
  });

  it('refuses keys that could escape the store or be read two ways', async () => {
    const store = await adapter.create();
    for (const key of [
      '',
      '../outside',
      'a/../../b',
      '/absolute',
      'a//b',
      'a/./b',
      'a/b/',
      'back\\slash',
      'sp ace',
      '.hidden',
      'a/%2e%2e',
    ]) {
      await expect(store.put(key, text('x'), { contentType: 'text/plain' }), key).rejects.toThrow(/unsafe blob key/);
      await expect(store.get(key), key).rejects.toThrow(/unsafe blob key/);
    }
    await expect(store.deletePrefix('')).rejects.toThrow(/unsafe blob prefix/);
    await expect(store.deletePrefix('../')).rejects.toThrow(/unsafe blob prefix/);
    expect(await store.list('')).toEqual([]);
  });
});

describe('disk blob store layout', () => {
  it('keeps objects inside its root and nothing but objects is listed', async () => {
    const root = join(diskRoot, 'layout', 'blobs');
    const store = createDiskBlobStore({ root });
    await store.put('assets/1/original', text('x'), { contentType: 'image/png' });
    expect(await readdir(join(diskRoot, 'layout'))).toEqual(['blobs']);
    expect(await store.list('')).toEqual(['assets/1/original']);
    await store.delete('assets/1/original');
    // Emptied folders go too, so an asset's folder disappears with its last object.
    expect(await readdir(root)).toEqual(['.tmp']);
  });
});

import type { Readable } from 'node:stream';

/** What the store knows about one object. */
export interface BlobInfo {
  key: string;
  size: number;
  contentType: string;
  /** Changes whenever the content changes (an MD5 of the content for single-part writes). */
  etag: string;
  lastModified: Date;
}

export interface PutOptions {
  contentType: string;
  /** Known length in bytes; lets the S3 adapter send the object in one request. */
  size?: number;
}

/**
 * Object storage for uploaded originals and their renditions. Keys are `/`-separated paths of safe
 * segments (`assets/{id}/original`); the S3 adapter serves production, the disk adapter the embedded default.
 * A `put` that fails (a stream error, an aborted upload) leaves no object behind.
 */
export interface BlobStore {
  readonly kind: 's3' | 'disk';
  /** Creates the bucket (or directory) when missing; safe to call on every start. */
  ensureBucket(): Promise<void>;
  /** Writes an object, replacing any object with the same key. */
  put(key: string, body: Readable | Buffer, options: PutOptions): Promise<void>;
  /** Reads an object; rejects with `BlobNotFoundError` when there is none. */
  get(key: string): Promise<Readable>;
  /** The object's size, type and etag, or null when there is none. */
  stat(key: string): Promise<BlobInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Removes an object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (non-empty); returns how many were removed. */
  deletePrefix(prefix: string): Promise<number>;
  /** Every key starting with `prefix`, sorted; `''` lists everything. For clean-ups and tests. */
  list(prefix: string): Promise<string[]>;
}

/** Thrown by `get` for a key that holds no object. */
export class BlobNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`no object at ${key}`);
    this.name = 'BlobNotFoundError';
  }
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
const MAX_KEY_LENGTH = 512;

/**
 * Throws unless the key is a relative path of safe segments: no `..`, no leading `/` or `.`,
 * no empty segment, no characters a file system or URL would treat specially.
 */
export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`unsafe blob key: ${JSON.stringify(key).slice(0, 80)}`);
}

/** True for keys `assertSafeKey` accepts. */
export function isSafeKey(key: string): boolean {
  return key.length > 0 && key.length <= MAX_KEY_LENGTH && key.split('/').every((segment) => SEGMENT.test(segment) && segment !== '..');
}

/** A prefix is a safe key, optionally ending with `/`. */
export function assertSafePrefix(prefix: string): void {
  const trimmed = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  if (!isSafeKey(trimmed)) throw new Error(`unsafe blob prefix: ${JSON.stringify(prefix).slice(0, 80)}`);
}

/** Reads a whole object into memory; for small objects only (originals are at most 8 MB). */
export async function readBlob(store: BlobStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.get(key)) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

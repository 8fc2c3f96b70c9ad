import { Client, IamAwsProvider } from 'minio';
import { Readable } from 'node:stream';
import { BlobNotFoundError, assertSafeKey, assertSafePrefix, type BlobStore } from './types.ts';

export interface S3BlobStoreOptions {
  /** `http(s)://host:port` of the S3-compatible endpoint (MinIO in the cluster). */
  endpoint: string;
  accessKey?: string;
  secretKey?: string;
  bucket: string;
  region?: string;
  /** Overrides the endpoint's scheme; `S3_USE_SSL`. */
  useSSL?: boolean;
}

/**
 * How the client signs requests: with the static keys when both are given; otherwise with the pod's
 * workload identity when the platform provides one (AWS IRSA sets AWS_WEB_IDENTITY_TOKEN_FILE and
 * AWS_ROLE_ARN on pods of an annotated ServiceAccount; ECS and EKS Pod Identity set
 * AWS_CONTAINER_CREDENTIALS_*), with short-lived credentials renewed before they expire; otherwise
 * unsigned (an S3 server that needs no keys).
 */
export function s3CredentialSource(
  options: Pick<S3BlobStoreOptions, 'accessKey' | 'secretKey'>,
  env: Record<string, string | undefined> = process.env,
): { kind: 'keys' } | { kind: 'workload-identity'; provider: IamAwsProvider } | { kind: 'anonymous' } {
  if (options.accessKey && options.secretKey) return { kind: 'keys' };
  if (env.AWS_WEB_IDENTITY_TOKEN_FILE || env.AWS_CONTAINER_CREDENTIALS_RELATIVE_URI || env.AWS_CONTAINER_CREDENTIALS_FULL_URI) {
    return { kind: 'workload-identity', provider: new IamAwsProvider({}) };
  }
  return { kind: 'anonymous' };
}

// Our objects are at most a few megabytes; anything up to this size is sent with a single PUT.
const SINGLE_PUT_MAX_BYTES = 16 * 1024 * 1024;

const NOT_FOUND_CODES = new Set(['NoSuchKey', 'NotFound', 'NoSuchObject']);
const isNotFound = (error: unknown): boolean => NOT_FOUND_CODES.has(String((error as { code?: unknown } | null)?.code));

/**
 * Blobs in an S3-compatible bucket through the MinIO client, with path-style addressing so any
 * endpoint (MinIO, a test server) works without per-bucket DNS. The bucket is never public:
 * the API streams objects to browsers after checking who may read them.
 */
export function createS3BlobStore(options: S3BlobStoreOptions): BlobStore {
  const url = new URL(options.endpoint);
  const useSSL = options.useSSL ?? url.protocol === 'https:';
  const credentials = s3CredentialSource(options);
  const client = new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: options.accessKey ?? '',
    secretKey: options.secretKey ?? '',
    region: options.region ?? 'us-east-1',
    pathStyle: true,
    ...(credentials.kind === 'workload-identity' ? { credentialsProvider: credentials.provider } : {}),
  });
  const bucket = options.bucket;

  const store: BlobStore = {
    kind: 's3',
    async ensureBucket() {
      if (await client.bucketExists(bucket)) return;
      try {
        await client.makeBucket(bucket, options.region ?? 'us-east-1');
      } catch (error) {
        // Another instance starting at the same moment may have made it first.
        const code = String((error as { code?: unknown }).code);
        if (code !== 'BucketAlreadyOwnedByYou' && code !== 'BucketAlreadyExists') throw error;
      }
    },
    async put(key, body, putOptions) {
      assertSafeKey(key);
      const metaData = { 'Content-Type': putOptions.contentType };
      try {
        if (Buffer.isBuffer(body)) await client.putObject(bucket, key, body, body.length, metaData);
        else if (putOptions.size !== undefined) await client.putObject(bucket, key, body, putOptions.size, metaData);
        else {
          // Small objects of unknown length go up in one request once read; large ones stream as multipart.
          const head = await readUpTo(body, SINGLE_PUT_MAX_BYTES);
          if (head.ended) await client.putObject(bucket, key, head.buffer, head.buffer.length, metaData);
          else await client.putObject(bucket, key, Readable.from(prepend(head.buffer, body)), undefined, metaData);
        }
      } catch (error) {
        // Leave nothing behind: neither a half-finished multipart upload nor an object.
        await client.removeIncompleteUpload(bucket, key).catch(() => undefined);
        await client.removeObject(bucket, key).catch(() => undefined);
        if (!Buffer.isBuffer(body)) body.destroy();
        throw error;
      }
    },
    async get(key) {
      assertSafeKey(key);
      try {
        return await client.getObject(bucket, key);
      } catch (error) {
        if (isNotFound(error)) throw new BlobNotFoundError(key);
        throw error;
      }
    },
    async stat(key) {
      assertSafeKey(key);
      try {
        const info = await client.statObject(bucket, key);
        const meta = info.metaData as Record<string, string | undefined>;
        return {
          key,
          size: info.size,
          contentType: meta['content-type'] ?? 'application/octet-stream',
          etag: info.etag,
          lastModified: info.lastModified,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      return (await store.stat(key)) !== null;
    },
    async delete(key) {
      assertSafeKey(key);
      await client.removeObject(bucket, key);
    },
    async deletePrefix(prefix) {
      assertSafePrefix(prefix);
      const keys = await store.list(prefix);
      // The multi-object delete takes at most 1,000 keys per request.
      for (let start = 0; start < keys.length; start += 1000) await client.removeObjects(bucket, keys.slice(start, start + 1000));
      return keys.length;
    },
    async list(prefix) {
      if (prefix !== '') assertSafePrefix(prefix);
      const keys: string[] = [];
      const stream = client.listObjectsV2(bucket, prefix, true);
      for await (const item of stream as AsyncIterable<{ name?: string }>) if (item.name) keys.push(item.name);
      return keys.sort();
    },
  };
  return store;
}

/** Reads from a stream until it ends or `limit` bytes have arrived. */
async function readUpTo(stream: Readable, limit: number): Promise<{ buffer: Buffer; ended: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  const iterator = stream[Symbol.asyncIterator]();
  while (size < limit) {
    const next = (await iterator.next()) as IteratorResult<Buffer>;
    if (next.done) return { buffer: Buffer.concat(chunks), ended: true };
    const chunk = Buffer.from(next.value);
    chunks.push(chunk);
    size += chunk.length;
  }
  return { buffer: Buffer.concat(chunks), ended: false };
}

async function* prepend(head: Buffer, rest: Readable): AsyncGenerator<Buffer> {
  yield head;
  for await (const chunk of rest) yield Buffer.from(chunk as Buffer);
}

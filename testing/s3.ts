import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createS3BlobStore, type BlobStore } from '@tablecraft/platform';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

export interface TestS3 {
  /** `http://127.0.0.1:{port}`: what S3_ENDPOINT is set to. */
  endpoint: string;
  bucket: string;
  /** The variables a service needs to use this server. */
  env: Record<string, string>;
  /** A blob store on this server's bucket (bucket created). */
  store: BlobStore;
  close: () => Promise<void>;
}

/**
 * A real S3 HTTP server on loopback with its data in a temp directory, for one test file: the maintained
 * fork of s3rver (@20minutes/s3rver), which runs in-process on Node 20 and needs no container.
 * It accepts any credentials; the MinIO client talks to it path-style over plain http.
 */
export async function startTestS3(options: { bucket?: string } = {}): Promise<TestS3> {
  const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;
  const directory = await mkdtemp(join(tmpdir(), 'tablecraft-s3-'));
  // S3RVER_VERBOSE=1 prints every request the server answers, for debugging a test.
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: process.env.S3RVER_VERBOSE !== '1',
    directory,
    allowMismatchedSignatures: true,
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const bucket = options.bucket ?? 'tablecraft-test';
  const env = {
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_USE_SSL: 'false',
  };
  const store = createS3BlobStore({ endpoint, accessKey: 'S3RVER', secretKey: 'S3RVER', bucket });
  await store.ensureBucket();
  return {
    endpoint,
    bucket,
    env,
    store,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

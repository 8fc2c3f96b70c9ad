import { resolve } from 'node:path';
import { createDiskBlobStore } from './disk.ts';
import { createS3BlobStore } from './s3.ts';
import type { BlobStore } from './types.ts';

export { BlobNotFoundError, assertSafeKey, isSafeKey, readBlob, type BlobInfo, type BlobStore, type PutOptions } from './types.ts';
export { createDiskBlobStore } from './disk.ts';
export { createS3BlobStore, s3CredentialSource, type S3BlobStoreOptions } from './s3.ts';

/** The blob-store variables every service reads the same way. */
export interface BlobStoreConfig {
  DATA_DIR: string;
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY?: string;
  S3_SECRET_KEY?: string;
  S3_BUCKET: string;
  S3_REGION: string;
  S3_USE_SSL: boolean;
}

/** S3 when `S3_ENDPOINT` is set, otherwise files under `${DATA_DIR}/blobs` (the embedded default). */
export function createBlobStore(config: BlobStoreConfig): BlobStore {
  if (config.S3_ENDPOINT) {
    return createS3BlobStore({
      endpoint: config.S3_ENDPOINT,
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      // true forces https; otherwise the endpoint's scheme decides.
      useSSL: config.S3_USE_SSL || undefined,
    });
  }
  return createDiskBlobStore({ root: resolve(config.DATA_DIR, 'blobs') });
}

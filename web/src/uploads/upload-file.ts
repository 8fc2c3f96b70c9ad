import { UPLOAD_MAX_BYTES } from '@tablecraft/core';
import { abortError, postForm } from './post-form.ts';
import type { Asset, AssetPipeline } from './types.ts';
import { UploadError } from './upload-error.ts';
import { inUploadSlot } from './upload-slots.ts';

export { CSRF_HEADER } from './post-form.ts';

export interface UploadOptions {
  /** image (default), avatar (square crops) or sheet (cut into rows × columns frames). */
  pipeline?: AssetPipeline;
  /** For sheets: 1 to 50 each. */
  rows?: number;
  columns?: number;
  /** The game the asset belongs to (its visibility decides who else may see it). */
  gameId?: string;
  /** Called with whole-number percentages of the bytes sent, 0 to 100, each value once. */
  onProgress?: (percent: number) => void;
  /** Cancels the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
  /** The API's origin; defaults to the app's runtime config. */
  apiUrl?: string;
}

/**
 * Uploads one file to `${apiUrl}/upload` as multipart form data (field `file`, plus `pipeline` and
 * the sheet and game fields), with the session cookie. Resolves with the asset (status `pending`:
 * the pipeline then runs in the background; follow it with the `assetUpdated` subscription).
 * Rejects with an UploadError (see upload-error.ts).
 */
export function uploadFile(file: Blob & { name?: string }, options: UploadOptions = {}): Promise<Asset> {
  // Checked before anything is sent: the server would refuse it anyway, after the whole file had travelled.
  if (file.size > UPLOAD_MAX_BYTES) return Promise.reject(new UploadError('too-large'));
  if (options.signal?.aborted) return Promise.reject(abortError());

  const form = new FormData();
  form.append('pipeline', options.pipeline ?? 'image');
  if (options.rows !== undefined) form.append('rows', String(options.rows));
  if (options.columns !== undefined) form.append('columns', String(options.columns));
  if (options.gameId) form.append('gameId', options.gameId);
  // Text fields first: the file is the last part of the form.
  form.append('file', file, file.name ?? 'upload');

  // Its place in the tab's line of uploads first (upload-slots.ts); the timeout runs from when it is sent.
  return inUploadSlot(() => postForm('/upload', form, options) as Promise<unknown> as Promise<Asset>, options.signal);
}

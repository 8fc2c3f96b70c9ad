import { UPLOAD_MAX_BYTES, UPLOAD_TIMEOUT_MS } from '@tablecraft/core';
import { config } from '../config.ts';
import type { Asset, AssetPipeline } from './types.ts';
import { UploadError } from './upload-error.ts';
import { inUploadSlot } from './upload-slots.ts';

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

/** The header that makes the browser preflight the request, which the API requires against CSRF. */
export const CSRF_HEADER = 'x-tablecraft-csrf';

/**
 * Uploads one file to `${apiUrl}/upload` as multipart form data (field `file`, plus `pipeline` and
 * the sheet and game fields), with the session cookie. Resolves with the asset (status `pending`:
 * the pipeline then runs in the background; follow it with the `assetUpdated` subscription).
 * Rejects with an UploadError (see upload-error.ts). XMLHttpRequest rather than fetch, for upload progress.
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
  return inUploadSlot(() => send(form, options), options.signal);
}

function send(form: FormData, options: UploadOptions): Promise<Asset> {
  return new Promise<Asset>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let lastPercent = -1;
    const onAbort = () => xhr.abort();
    const settle = (outcome: () => void) => {
      options.signal?.removeEventListener('abort', onAbort);
      outcome();
    };

    xhr.open('POST', `${(options.apiUrl ?? config.apiUrl).replace(/\/+$/, '')}/upload`);
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.responseType = 'text';
    xhr.setRequestHeader(CSRF_HEADER, '1');
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || event.total <= 0) return;
      const percent = Math.min(100, Math.floor((event.loaded / event.total) * 100));
      if (percent === lastPercent) return;
      lastPercent = percent;
      options.onProgress?.(percent);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      const server = isPlainObject(body) ? body : undefined;
      if (xhr.status === 200 && server) settle(() => resolve(server as unknown as Asset));
      else settle(() => reject(new UploadError('failed', { status: xhr.status, server })));
    };
    xhr.onerror = () => settle(() => reject(new UploadError('failed', { status: 0 })));
    xhr.ontimeout = () => settle(() => reject(new UploadError('timed-out')));
    xhr.onabort = () => settle(() => reject(abortError()));
    options.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function abortError(): Error {
  return new DOMException('upload cancelled', 'AbortError');
}

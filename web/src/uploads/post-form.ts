import { UPLOAD_TIMEOUT_MS } from '@tablecraft/core';
import { config } from '../data/config.ts';
import { UploadError } from './upload-error.ts';

/** The header that makes the browser preflight the request, which the API requires against CSRF. */
export const CSRF_HEADER = 'x-tablecraft-csrf';

export interface PostFormOptions {
  /** Whether a 200 answer is the one expected (default: any JSON object). */
  accept?: (answer: Record<string, unknown>) => boolean;
  /** Called with whole-number percentages of the bytes sent, 0 to 100, each value once. */
  onProgress?: (percent: number) => void;
  /** Cancels the request; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
  /** The API's origin; defaults to the app's runtime config. */
  apiUrl?: string;
}

/**
 * The one way the web sends a file to the API: a multipart POST to `path` with the session cookie, the CSRF
 * header and the upload timeout, reporting progress. XMLHttpRequest rather than fetch, for upload progress.
 * Resolves with the API's JSON answer when it is accepted; rejects with an UploadError (upload-error.ts)
 * carrying the status and the API's answer, or with an AbortError when `signal` cancels it.
 */
export function postForm(path: string, form: FormData, options: PostFormOptions = {}): Promise<Record<string, unknown>> {
  if (options.signal?.aborted) return Promise.reject(abortError());
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let lastPercent = -1;
    const onAbort = () => xhr.abort();
    const settle = (outcome: () => void) => {
      options.signal?.removeEventListener('abort', onAbort);
      outcome();
    };

    xhr.open('POST', `${(options.apiUrl ?? config.apiUrl).replace(/\/+$/, '')}${path}`);
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
      if (xhr.status === 200 && server && (options.accept?.(server) ?? true)) settle(() => resolve(server));
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

export function abortError(): Error {
  return new DOMException('upload cancelled', 'AbortError');
}

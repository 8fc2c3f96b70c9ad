import { UPLOAD_TIMEOUT_MS } from '@tablecraft/core';
import { config } from '../config.ts';
import { CSRF_HEADER } from './upload-file.ts';
import { UploadError } from './upload-error.ts';

/**
 * Sends a whole file to an API path as an upload is sent (multipart field `file`, session cookie, CSRF
 * header, whole-number progress, the upload timeout), refusing one over `maxBytes` before anything is
 * sent with the API's own words. Resolves with the API's answer when `accept` says it is the one expected;
 * rejects with an UploadError in the spec's wording, the API's reason in `serverMessage`.
 */
export function sendFile<T>(
  path: string,
  file: Blob & { name?: string },
  options: {
    maxBytes: number;
    tooLarge: string;
    fallbackName: string;
    accept: (answer: Record<string, unknown>) => boolean;
    onProgress?: (percent: number) => void;
    apiUrl?: string;
  },
): Promise<T> {
  if (file.size > options.maxBytes)
    return Promise.reject(
      new UploadError('failed', {
        status: 0,
        server: { code: 'PAYLOAD_TOO_LARGE', message: options.tooLarge, fieldErrors: { file: options.tooLarge } },
      }),
    );
  const form = new FormData();
  form.append('file', file, file.name ?? options.fallbackName);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let lastPercent = -1;
    xhr.open('POST', `${(options.apiUrl ?? config.apiUrl).replace(/\/+$/, '')}${path}`);
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader(CSRF_HEADER, '1');
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || event.total <= 0) return;
      const percent = Math.min(100, Math.floor((event.loaded / event.total) * 100));
      if (percent === lastPercent) return;
      lastPercent = percent;
      options.onProgress?.(percent);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      const server = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
      if (xhr.status === 200 && server && options.accept(server)) resolve(server as T);
      else reject(new UploadError('failed', { status: xhr.status, server }));
    };
    xhr.onerror = () => reject(new UploadError('failed', { status: 0 }));
    xhr.ontimeout = () => reject(new UploadError('timed-out'));
    xhr.send(form);
  });
}

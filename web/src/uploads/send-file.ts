import { postForm } from './post-form.ts';
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
  return postForm(path, form, {
    accept: options.accept,
    onProgress: options.onProgress,
    apiUrl: options.apiUrl,
  }) as Promise<unknown> as Promise<T>;
}

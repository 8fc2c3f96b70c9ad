import { UPLOAD_TIMEOUT_MS } from '@tablecraft/core';
import { config } from '../../config.ts';
import { CSRF_HEADER, UploadError } from '../../uploads/index.ts';

/** The largest game file the API takes (api/src/transfer/game-file.ts): checked before anything is sent. */
export const GAME_FILE_MAX_BYTES = 100_000_000;
export const GAME_FILE_TOO_LARGE = 'must not be larger than 100 MB';

/** What the API answers for an imported game: where it is, and what was skipped on the way. */
export interface ImportedGame {
  game: { id: string; title: string; gamePath: string; editorPath: string };
  report: string[];
}

/**
 * Sends a game file to `${apiUrl}/games/import` (into an existing game's draft with `intoGameId`) as an upload is sent (multipart field `file`, session
 * cookie, CSRF header, whole-number progress, the upload timeout) and resolves with the new game and the
 * report. Rejects with an UploadError in the spec's wording, the API's reason in `serverMessage`.
 */
export function importGameFile(
  file: Blob & { name?: string },
  options: { onProgress?: (percent: number) => void; apiUrl?: string; intoGameId?: string } = {},
): Promise<ImportedGame> {
  if (file.size > GAME_FILE_MAX_BYTES)
    return Promise.reject(
      new UploadError('failed', {
        status: 0,
        server: { code: 'PAYLOAD_TOO_LARGE', message: GAME_FILE_TOO_LARGE, fieldErrors: { file: GAME_FILE_TOO_LARGE } },
      }),
    );
  const form = new FormData();
  form.append('file', file, file.name ?? 'game.zip');
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let lastPercent = -1;
    const into = options.intoGameId ? `?into=${encodeURIComponent(options.intoGameId)}` : '';
    xhr.open('POST', `${(options.apiUrl ?? config.apiUrl).replace(/\/+$/, '')}/games/import${into}`);
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
      if (xhr.status === 200 && server && typeof server.game === 'object') resolve(server as unknown as ImportedGame);
      else reject(new UploadError('failed', { status: xhr.status, server }));
    };
    xhr.onerror = () => reject(new UploadError('failed', { status: 0 }));
    xhr.ontimeout = () => reject(new UploadError('timed-out'));
    xhr.send(form);
  });
}

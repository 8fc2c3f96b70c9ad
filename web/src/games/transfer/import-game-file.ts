import { sendFile } from '../../uploads/send-file.ts';

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
  const into = options.intoGameId ? `?into=${encodeURIComponent(options.intoGameId)}` : '';
  return sendFile<ImportedGame>(`/games/import${into}`, file, {
    maxBytes: GAME_FILE_MAX_BYTES,
    tooLarge: GAME_FILE_TOO_LARGE,
    fallbackName: 'game.zip',
    accept: (answer) => typeof answer.game === 'object',
    onProgress: options.onProgress,
    apiUrl: options.apiUrl,
  });
}

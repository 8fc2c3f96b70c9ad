import { config } from '../../data/config.ts';
import { sendFile } from '../../uploads/send-file.ts';
import { GameFileDownloadError } from '../transfer/download-game-file.ts';

// Table files go out and come in as game files do (api/src/saves/routes.ts): a GET with the session cookie,
// and a multipart upload with the CSRF header.

/** The largest table file the API takes (api/src/saves/table-file.ts): checked before anything is sent. */
export const TABLE_FILE_MAX_BYTES = 6_000_000;
export const TABLE_FILE_TOO_LARGE = 'must not be larger than 6 MB';

const base = (apiUrl: string) => apiUrl.replace(/\/+$/, '');

/** The API's address of a saved table's file. */
export function tableFileUrl(saveId: string, apiUrl = config.apiUrl): string {
  return `${base(apiUrl)}/tables/${encodeURIComponent(saveId)}/table.zip`;
}

/** Fetches a saved table's file with the session cookie; rejects with the API's own words when it refuses. */
export async function downloadTableFile(saveId: string, options: { apiUrl?: string } = {}): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(tableFileUrl(saveId, options.apiUrl), { credentials: 'include' });
  } catch {
    throw new GameFileDownloadError('download failed', 0);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new GameFileDownloadError(typeof body?.message === 'string' ? body.message : 'download failed', response.status);
  }
  const name = response.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1];
  return { blob: await response.blob(), fileName: name ?? 'table.zip' };
}

/** What the API answers for an uploaded table file: the new save. */
export interface UploadedTable {
  save: { id: string; name: string; gameId: string };
}

/**
 * Sends a table file to `${apiUrl}/tables/import` (multipart `file`, session cookie, CSRF header, the
 * upload timeout). Rejects with an UploadError in the spec's wording, the API's reason in `serverMessage`.
 */
export function uploadTableFile(file: Blob & { name?: string }, options: { apiUrl?: string } = {}): Promise<UploadedTable> {
  return sendFile<UploadedTable>('/tables/import', file, {
    maxBytes: TABLE_FILE_MAX_BYTES,
    tooLarge: TABLE_FILE_TOO_LARGE,
    fallbackName: 'table.zip',
    accept: (answer) => typeof answer.save === 'object',
    apiUrl: options.apiUrl,
  });
}

import { config } from '../../data/config.ts';

/** Progress of a download: bytes so far, and the total when known (else the bar is indeterminate). */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

/** A download the API refused or that broke off; `message` is the API's own words when it sent some. */
export class GameFileDownloadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'GameFileDownloadError';
  }
}

/** The API's address of a revision's game file. */
export function exportUrl(gameId: string, revisionName: string, apiUrl = config.apiUrl): string {
  return `${apiUrl.replace(/\/+$/, '')}/games/${encodeURIComponent(gameId)}/revisions/${encodeURIComponent(revisionName)}/export.zip`;
}

/**
 * Fetches a revision's game file with the session cookie, reporting bytes as they arrive against
 * Content-Length, or against the API's estimate while the zip is still being written (it is streamed,
 * so its size is not known up front), and resolves with the file and the name the API gave it.
 */
export async function downloadGameFile(
  gameId: string,
  revisionName: string,
  onProgress: (progress: DownloadProgress) => void,
  options: { signal?: AbortSignal; apiUrl?: string } = {},
): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(exportUrl(gameId, revisionName, options.apiUrl), { credentials: 'include', signal: options.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new GameFileDownloadError('download failed', 0);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new GameFileDownloadError(typeof body?.message === 'string' ? body.message : 'download failed', response.status);
  }
  const total = sizeFrom(response.headers.get('content-length')) ?? sizeFrom(response.headers.get('x-tablecraft-estimated-bytes'));
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress({ received, total });
  if (response.body) {
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.length;
        // An estimate can fall short of the real size: the bar then waits at full instead of overflowing.
        onProgress({ received, total: total === null ? null : Math.max(total, received) });
      }
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new GameFileDownloadError('download failed', 0);
    }
  }
  return {
    blob: new Blob(chunks as BlobPart[], { type: 'application/zip' }),
    fileName: fileNameFrom(response.headers.get('content-disposition')) ?? `${revisionName}.zip`,
  };
}

function sizeFrom(header: string | null): number | null {
  const size = header === null ? NaN : Number(header);
  return Number.isFinite(size) && size > 0 ? size : null;
}

function fileNameFrom(disposition: string | null): string | null {
  const match = disposition?.match(/filename="([^"]+)"/);
  return match ? match[1]! : null;
}

/** Hands a file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL may go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

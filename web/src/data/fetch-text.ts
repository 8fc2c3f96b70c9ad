/** A failed document request, with its HTTP status (404 when the document does not exist). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
  ) {
    super(`Request for ${url} failed with status ${status}`);
    this.name = 'HttpError';
  }
}

/**
 * Fetches a text document (Markdown) from the web origin. An HTML answer means the server fell back to
 * the app shell (Vite's dev server does that for any unknown path), so it counts as not found.
 */
export async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { headers: { accept: 'text/markdown, text/plain;q=0.9' } });
  if (!response.ok) throw new HttpError(response.status, url);
  if ((response.headers.get('content-type') ?? '').includes('text/html')) throw new HttpError(404, url);
  return response.text();
}

/** Whether a failed load is worth trying again: a missing document will not appear by asking again. */
export function shouldRetry(error: unknown): boolean {
  return !(error instanceof HttpError && error.status === 404);
}

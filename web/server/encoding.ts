import type { IncomingMessage } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The content codings the server sends, best first: the build writes `.br` and `.gz` beside each file. */
export type ContentCoding = 'br' | 'gzip';

const PREFERENCE: ContentCoding[] = ['br', 'gzip'];

/**
 * The coding to answer with, from the request's Accept-Encoding (RFC 9110 §12.5.3): brotli where the client
 * takes it, else gzip, else none (identity). A coding with `q=0` is refused, and so is one only `*` would
 * cover when `*;q=0`; no header at all means identity, as a client that never asked cannot be trusted to decode.
 */
export function negotiateEncoding(header: string | string[] | undefined): ContentCoding | null {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const weights = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: ContentCoding | null = null;
  let bestWeight = 0;
  for (const coding of PREFERENCE) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * Narrows a request's Accept-Encoding to the one coding the server chose (or none), so the static file
 * handler, which looks for `.br` and `.gz` copies by a plain substring match, picks exactly that copy:
 * `gzip;q=0` must not get gzip.
 */
export function narrowAcceptEncoding(req: IncomingMessage): void {
  const coding = negotiateEncoding(req.headers['accept-encoding']);
  if (coding) req.headers['accept-encoding'] = coding;
  else delete req.headers['accept-encoding'];
}

/** Smaller than this, a generated body goes out as it is: compressing it would save less than a packet. */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * A generated body (a page's HTML) compressed for the client, at a middling quality: it is compressed for
 * each request, where a fraction of a millisecond matters more than the last few bytes.
 */
export function compressBody(body: Buffer, coding: ContentCoding | null): { body: Buffer; coding: ContentCoding | null } {
  if (!coding || body.length < MIN_COMPRESSED_BYTES) return { body, coding: null };
  const compressed =
    coding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : gzipSync(body, { level: 6 });
  return compressed.length < body.length ? { body: compressed, coding } : { body, coding: null };
}

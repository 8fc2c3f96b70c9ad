const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ID_LENGTH = 12;
// 62 letters: bytes at or above 248 (4 × 62) are skipped so every letter is equally likely.
const UNBIASED_LIMIT = Math.floor(256 / ALPHABET.length) * ALPHABET.length;

/** What a part id looks like: 1–64 letters, digits, `_` or `-`, so it is safe in a URL path segment. */
export const PART_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A new random part id (12 letters and digits, about 71 bits), made the same way on the server and in the browser. */
export function newPartId(): string {
  let id = '';
  while (id.length < ID_LENGTH) {
    const bytes = crypto.getRandomValues(new Uint8Array(ID_LENGTH * 2));
    for (const byte of bytes) {
      if (byte >= UNBIASED_LIMIT) continue;
      id += ALPHABET[byte % ALPHABET.length];
      if (id.length === ID_LENGTH) break;
    }
  }
  return id;
}

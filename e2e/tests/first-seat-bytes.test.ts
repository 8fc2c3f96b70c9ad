import { describe, expect, inject, it } from 'vitest';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { formatBudgetReport, roomBudgetReport } from '../../web/build/room-budget.ts';

// What a friend's phone downloads, on the product as `npm start` runs it (the browser tests' product, with
// the real web build): the build's files compressed as the browser takes them and cached for what they are,
// and the room's first scripts within their budget. How long it takes is `npm run bench:first-seat`'s.

/** A GET with exactly these headers, its body as sent (fetch would ask for and undo compression itself). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe("a friend's first scripts", () => {
  const webUrl = inject('webUrl');

  it('come compressed as brotli, cached forever under their hashed names, and as they are to a client that asks for no coding', async () => {
    const page = await rawGet(webUrl, { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(page.body).toString();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) {
      const compressed = await rawGet(new URL(script, webUrl).href, { 'accept-encoding': 'gzip, deflate, br' });
      const plain = await rawGet(new URL(script, webUrl).href, {});
      expect(compressed.headers['cache-control'], script).toBe('public, max-age=31536000, immutable');
      expect(compressed.headers['vary'], script).toBe('Accept-Encoding');
      expect(plain.headers['content-encoding'], script).toBeUndefined();
      // A file too small to be worth a compressed copy goes out as it is to everyone.
      if (compressed.headers['content-encoding'] === undefined) expect(compressed.body.equals(plain.body), script).toBe(true);
      else {
        expect(compressed.headers['content-encoding'], script).toBe('br');
        expect(brotliDecompressSync(compressed.body).equals(plain.body), script).toBe(true);
      }
    }
  });

  it("stay within the room's budget in the build the product serves, without the editor, CodeMirror or Markdown", () => {
    const report = roomBudgetReport(join(import.meta.dirname, '../../web/dist'));
    console.log(formatBudgetReport(report).join('\n'));
    expect(report.forbidden).toEqual([]);
    expect(report.brotliBytes).toBeLessThanOrEqual(report.budgetBytes);
  });
});

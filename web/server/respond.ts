import type { ServerResponse } from 'node:http';

/** A short plain-text answer (health, errors) that no cache keeps. */
export function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { textFrame } from '../src/text-frame.ts';

// Relayed frames are written to the TCP socket by the service itself: a real WebSocket client must read
// each as the one text message it is, at every length encoding, multi-byte characters included.
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer();
  const wss = new WebSocketServer({ server });
  wss.on('connection', (_ws, req) => {
    for (const text of messages) req.socket.write(textFrame(text));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const messages = ['{"kind":"drag"}', 'é'.repeat(63), 'x'.repeat(125), 'y'.repeat(126), 'ü'.repeat(40_000), 'z'.repeat(70_000), ''];

it('frames text a WebSocket client reads back whole, at every length', async () => {
  const client = new WebSocket(url);
  const received: Array<{ text: string; binary: boolean }> = [];
  await new Promise<void>((resolve, reject) => {
    client.on('error', reject);
    client.on('message', (data, binary) => {
      received.push({ text: String(data), binary });
      if (received.length === messages.length) resolve();
    });
  });
  client.close();
  expect(received).toEqual(messages.map((text) => ({ text, binary: false })));
});

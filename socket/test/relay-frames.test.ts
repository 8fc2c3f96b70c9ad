import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createLogger, createMemoryPubSub } from '@tablecraft/platform';
import { socketConfigSchema } from '../src/config.ts';
import { connectionWriter, RELAYED_FRAME, type ConnectionWriter } from '../src/connection-writer.ts';
import { createSocketGateway, createWebSocketServer, SOCKET_PATH, WEB_SOCKET_SERVER_OPTIONS, type SocketGateway } from '../src/gateway.ts';
import type { SocketServices } from '../src/services.ts';

// Ops and acks (serialised per client) and relayed drags and cursors (encoded once for a whole room) reach a
// connection through one writer. Whatever the mix, however far behind the client, each must arrive as the
// whole, valid WebSocket frame it was sent as, in the order it was sent: a ws client, which validates every
// frame (lengths, opcodes, UTF-8), reads them here.

type Accepted = { ws: WebSocket; req: IncomingMessage };
let server: Server;
let gateway: SocketGateway;
let url: string;
const accepted: Array<(connection: Accepted) => void> = [];

beforeAll(async () => {
  const services = {
    config: socketConfigSchema.parse({ DATABASE_URL: 'postgres://unused', SOCKET_HELLO_TIMEOUT_MS: 60_000 }),
    logger: createLogger('relay-frames-test', { level: 'silent', pretty: false }),
    pubsub: createMemoryPubSub(),
  } as Omit<SocketServices, 'pool'> as SocketServices;
  gateway = createSocketGateway(services, (ws, req, lifecycle) => {
    lifecycle.hello();
    accepted.shift()?.({ ws, req });
  });
  server = createServer();
  server.on('upgrade', (req, socket, head) => {
    if (!gateway.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}${SOCKET_PATH}`;
});
afterAll(async () => {
  await gateway?.close();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

/** Opens a client (offering compression or not) and returns it with the server's side of the connection. */
async function connect(offerCompression: boolean) {
  const serverSide = new Promise<Accepted>((resolve) => accepted.push(resolve));
  const client = new WebSocket(url, { perMessageDeflate: offerCompression });
  const offered = new Promise<string | undefined>((resolve) =>
    client.once('upgrade', (res) => resolve(res.headers['sec-websocket-extensions'])),
  );
  const errors: Error[] = [];
  client.on('error', (error) => errors.push(error));
  await new Promise<void>((resolve, reject) => {
    client.once('open', () => resolve());
    client.once('error', reject);
  });
  return { client, errors, answered: await offered, ...(await serverSide) };
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Sizes at each of a frame's length encodings (7 bits, 16, 64), some with multi-byte characters. */
const pad = (n: number) => ['', 'é'.repeat(60), 'x'.repeat(126), 'ü'.repeat(2_000), 'z'.repeat(70_000)][n % 5]!;

/**
 * Sends numbered ops and relayed events, alternating, a batch a turn, until `until` says stop; then one
 * last op numbered -1. Each relayed event is encoded once and its buffer sent twice, as a room shares it.
 */
async function interleave(writer: ConnectionWriter, until: () => boolean): Promise<number> {
  let n = 0;
  const op = () => writer.send({ kind: 'pong', t: n++ });
  const event = () => {
    const shared = Buffer.from(JSON.stringify({ kind: 'cursor', n, pad: pad(n) }));
    n += 1;
    writer.sendTransient(shared);
    writer.sendTransient(shared); // to itself again: the same buffer serves every receiver
  };
  while (!until()) {
    for (let i = 0; i < 20; i++) {
      op();
      event();
    }
    await turn();
  }
  writer.send({ kind: 'pong', t: -1 });
  return n;
}

/** Every message the client reads until the last op, as numbers in arrival order. */
function readAll(client: WebSocket): Promise<Array<{ kind: string; n: number }>> {
  const received: Array<{ kind: string; n: number }> = [];
  return new Promise((resolve, reject) => {
    client.on('message', (data, binary) => {
      if (binary) return reject(new Error('a binary frame arrived'));
      const message = JSON.parse(String(data)) as { kind: string; t?: number; n?: number; pad?: string };
      if (message.kind === 'cursor' && message.pad !== pad(message.n!)) return reject(new Error(`event ${message.n} arrived altered`));
      if (message.t === -1) return resolve(received);
      received.push({ kind: message.kind, n: message.kind === 'pong' ? message.t! : message.n! });
    });
    client.once('close', () => reject(new Error('closed before the last op')));
  });
}

describe('a connection under back-pressure', () => {
  it.each([
    { offerCompression: false, name: 'a client that offers no compression' },
    { offerCompression: true, name: 'a client that offers permessage-deflate (declined)' },
  ])('reads ops and relayed events whole and in order: $name', async ({ offerCompression }) => {
    const { client, errors, answered, ws, req } = await connect(offerCompression);
    // The server declines compression whatever the client offers: no extension is agreed.
    expect(answered).toBeUndefined();
    expect(client.extensions).toBe('');
    let dropped = 0;
    const writer = connectionWriter(ws, req.socket as Socket, {
      onOverflow: () => expect.fail('closed as busy'),
      onTransientDropped: () => (dropped += 1),
      // Nothing dropped or closed here: every frame must come through, however much is queued.
      maxBuffered: 256 * 1024 * 1024,
      maxBufferedForTransient: 256 * 1024 * 1024,
    });
    // The client stops reading until several megabytes wait for it on the server, then reads on while the
    // server keeps sending.
    client.pause();
    const received = readAll(client);
    let resumedAt = 0;
    let turnsAfter = 0;
    const sent = await interleave(writer, () => {
      if (!resumedAt && ws.bufferedAmount > 6 * 1024 * 1024) {
        resumedAt = ws.bufferedAmount;
        client.resume();
      }
      return resumedAt > 0 && ++turnsAfter > 20;
    });
    const messages = await received;
    expect(resumedAt).toBeGreaterThan(6 * 1024 * 1024);
    expect(dropped).toBe(0);
    expect(errors).toEqual([]);
    const expected = Array.from({ length: sent }, (_, n) =>
      n % 2 === 0
        ? [{ kind: 'pong', n }]
        : [
            { kind: 'cursor', n },
            { kind: 'cursor', n },
          ],
    ).flat();
    expect(messages.length).toBe(expected.length);
    expect(messages).toEqual(expected);
    client.close();
  });

  it('drops relayed events, never ops, for a client far behind, and keeps the rest whole and in order', async () => {
    const { client, errors, ws, req } = await connect(true);
    let dropped = 0;
    const writer = connectionWriter(ws, req.socket as Socket, {
      onOverflow: () => expect.fail('closed as busy'),
      onTransientDropped: () => (dropped += 1),
    });
    client.pause();
    const received = readAll(client);
    let resumed = false;
    let turnsAfter = 0;
    const sent = await interleave(writer, () => {
      if (!resumed && dropped > 100 && ws.bufferedAmount > 512 * 1024) {
        resumed = true;
        client.resume();
      }
      return resumed && ++turnsAfter > 20;
    });
    const messages = await received;
    expect(errors).toEqual([]);
    expect(dropped).toBeGreaterThan(0);
    const ops = messages.filter((m) => m.kind === 'pong').map((m) => m.n);
    expect(ops).toEqual(Array.from({ length: sent / 2 }, (_, i) => 2 * i));
    const numbers = messages.map((m) => m.n);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(messages.length).toBe(sent / 2 + 2 * (sent / 2) - dropped);
    client.close();
  });

  it('closes, as busy, a client that leaves more than it may queued', async () => {
    const { client, ws, req } = await connect(false);
    let overflowed = false;
    const writer = connectionWriter(ws, req.socket as Socket, {
      onOverflow: () => (overflowed = true),
      onTransientDropped: () => undefined,
      maxBuffered: 1024 * 1024,
      maxBufferedForTransient: 1024 * 1024,
    });
    client.pause();
    await interleave(writer, () => overflowed);
    expect(ws.bufferedAmount).toBeGreaterThan(1024 * 1024);
    client.terminate();
  });
});

describe('writes per turn', () => {
  it('leaves what one turn sends a connection, relayed events included, in one write', async () => {
    const { client, ws, req } = await connect(false);
    const tcp = req.socket as Socket & { _write: (...args: unknown[]) => void; _writev: (...args: unknown[]) => void };
    const writer = connectionWriter(ws, tcp, { onOverflow: () => expect.fail('closed as busy'), onTransientDropped: () => undefined });
    // Every write the socket hands to the system, one chunk or several.
    let writes = 0;
    const [write, writev] = [tcp._write.bind(tcp), tcp._writev.bind(tcp)];
    tcp._write = (...args) => {
      writes += 1;
      write(...args);
    };
    tcp._writev = (...args) => {
      writes += 1;
      writev(...args);
    };
    const arrived = new Promise<string[]>((resolve) => {
      const texts: string[] = [];
      client.on('message', (data) => {
        texts.push(String(data));
        if (texts.length === 4) resolve(texts);
      });
    });
    const cursor = (n: number) => Buffer.from(JSON.stringify({ kind: 'cursor', n }));
    writer.sendTransient(cursor(1));
    writer.send({ kind: 'pong', t: 1 });
    writer.sendTransient(cursor(2));
    writer.send({ kind: 'pong', t: 2 });
    expect(await arrived).toEqual([
      JSON.stringify({ kind: 'cursor', n: 1 }),
      JSON.stringify({ kind: 'pong', t: 1 }),
      JSON.stringify({ kind: 'cursor', n: 2 }),
      JSON.stringify({ kind: 'pong', t: 2 }),
    ]);
    expect(writes).toBe(1);
    client.close();
  });
});

describe('what the relay relies on in ws (a ws upgrade that changes any of it fails here)', () => {
  it('never negotiates permessage-deflate, and refuses to start if it could', () => {
    expect(WEB_SOCKET_SERVER_OPTIONS.perMessageDeflate).toBe(false);
    const wss = createWebSocketServer();
    expect(wss.options.perMessageDeflate).toBe(false);
    wss.close();
    expect(() => createWebSocketServer({ noServer: true, perMessageDeflate: true })).toThrow(/permessage-deflate/);
    expect(() => createWebSocketServer({ noServer: true, perMessageDeflate: {} })).toThrow(/permessage-deflate/);
  });

  it("writes each send at once into the connection's socket, holding nothing back in ws", async () => {
    const { client, ws, req } = await connect(true);
    const tcp = req.socket as Socket;
    // Corked, the socket keeps what is written in its own queue, where it can be counted.
    tcp.cork();
    const before = tcp.writableLength;
    ws.send(JSON.stringify({ kind: 'pong', t: 1 }));
    const op = Buffer.byteLength(JSON.stringify({ kind: 'pong', t: 1 }));
    expect(tcp.writableLength - before).toBe(2 + op);
    const payload = Buffer.from(JSON.stringify({ kind: 'cursor', pad: 'é'.repeat(100) }));
    const copy = Buffer.from(payload);
    ws.send(payload, RELAYED_FRAME);
    expect(tcp.writableLength - before).toBe(2 + op + 4 + payload.length);
    // The shared payload goes out as it is, unchanged for the next receiver.
    expect(payload.equals(copy)).toBe(true);
    // What the writer's limits read: everything queued for the connection is in the socket's own queue.
    expect(ws.bufferedAmount).toBe(tcp.writableLength);
    const arrived = new Promise<string[]>((resolve) => {
      const texts: string[] = [];
      client.on('message', (data, binary) => {
        texts.push(`${binary ? 'binary' : 'text'}:${String(data)}`);
        if (texts.length === 2) resolve(texts);
      });
    });
    tcp.uncork();
    expect(await arrived).toEqual([`text:${JSON.stringify({ kind: 'pong', t: 1 })}`, `text:${copy.toString()}`]);
    client.close();
  });
});

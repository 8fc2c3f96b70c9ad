// A minimal WebSocket client for the load generator: one process plays a thousand players receiving
// tens of thousands of frames a second, and a full client library's per-message streams and events made
// the generator the busiest process on the machine, its own lag showing up as the service's latency.
// It speaks exactly what the benchmark needs (RFC 6455): the upgrade handshake with a session cookie,
// masked text frames out, unmasked frames in, split or merged across TCP reads however they arrive.
import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { Socket } from 'node:net';

const WS_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const OPCODE_TEXT = 0x1;
const OPCODE_CLOSE = 0x8;
const OPCODE_PING = 0x9;
const OPCODE_PONG = 0xa;

export interface LeanClient {
  /** Sends a text frame. */
  send(text: string): void;
  /** Every text frame's payload, as bytes (decode only what you need). */
  onFrame(handler: (payload: Buffer) => void): void;
  close(): void;
  /** The status code of the close frame the server sent (null: none yet, 1005: a close without one). */
  readonly closedWith: number | null;
}

/** Opens a WebSocket to `url` (ws://host:port/path) with an optional Cookie header. */
export function connectLean(url: string, cookie?: string): Promise<LeanClient> {
  const { hostname, port, pathname } = new URL(url);
  const key = randomBytes(16).toString('base64');
  return new Promise((resolve, reject) => {
    const req = request({
      hostname,
      port,
      path: pathname,
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': key,
        ...(cookie ? { Cookie: cookie } : {}),
      },
    });
    req.once('error', reject);
    req.once('response', (res) => reject(new Error(`upgrade refused: HTTP ${res.statusCode}`)));
    req.once('upgrade', (res, socket, head) => {
      const expected = createHash('sha1')
        .update(key + WS_GUID)
        .digest('base64');
      if (res.headers['sec-websocket-accept'] !== expected) {
        socket.destroy();
        return reject(new Error('bad Sec-WebSocket-Accept'));
      }
      resolve(wrap(socket, head));
    });
    req.end();
  });
}

function wrap(socket: Socket, head: Buffer): LeanClient {
  socket.setNoDelay(true);
  let handler: (payload: Buffer) => void = () => undefined;
  let pending: Buffer | null = head.length > 0 ? head : null;
  // A cheap xorshift for masking keys: the server only unmasks; unpredictability protects proxies,
  // and there are none between the generator and the service.
  let seed = randomBytes(4).readUInt32LE(0) | 1;
  let closedWith: number | null = null;

  const parse = (chunk: Buffer) => {
    const buffer = pending ? Buffer.concat([pending, chunk]) : chunk;
    pending = null;
    let offset = 0;
    while (buffer.length - offset >= 2) {
      const opcode = buffer[offset]! & 0x0f;
      let length = buffer[offset + 1]! & 0x7f;
      let header = 2;
      if (length === 126) {
        if (buffer.length - offset < 4) break;
        length = buffer.readUInt16BE(offset + 2);
        header = 4;
      } else if (length === 127) {
        if (buffer.length - offset < 10) break;
        length = Number(buffer.readBigUInt64BE(offset + 2));
        header = 10;
      }
      if (buffer.length - offset < header + length) break;
      const payload = buffer.subarray(offset + header, offset + header + length);
      offset += header + length;
      if (opcode === OPCODE_TEXT) handler(payload);
      else if (opcode === OPCODE_CLOSE) {
        closedWith ??= payload.length >= 2 ? payload.readUInt16BE(0) : 1005;
        socket.end();
      }
      // The server cuts a peer that misses two pings: answer with the ping's payload (at most 125 bytes),
      // masked with a zero key like the close frame.
      else if (opcode === OPCODE_PING)
        socket.write(Buffer.concat([Buffer.from([0x80 | OPCODE_PONG, 0x80 | payload.length, 0, 0, 0, 0]), payload]));
    }
    if (offset < buffer.length) pending = buffer.subarray(offset);
  };
  socket.on('data', parse);
  socket.on('error', () => undefined);
  if (pending) {
    const first = pending;
    pending = null;
    queueMicrotask(() => parse(first));
  }

  return {
    send(text) {
      const payloadLength = Buffer.byteLength(text);
      if (payloadLength >= 65_536) throw new Error('the load generator sends small frames only');
      const header = payloadLength < 126 ? 6 : 8;
      const frame = Buffer.allocUnsafe(header + payloadLength);
      frame[0] = 0x80 | OPCODE_TEXT;
      if (payloadLength < 126) frame[1] = 0x80 | payloadLength;
      else {
        frame[1] = 0x80 | 126;
        frame.writeUInt16BE(payloadLength, 2);
      }
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      frame.writeInt32LE(seed, header - 4);
      frame.write(text, header);
      for (let i = 0; i < payloadLength; i++) frame[header + i]! ^= frame[header - 4 + (i & 3)]!;
      socket.write(frame);
    },
    onFrame(next) {
      handler = next;
    },
    get closedWith() {
      return closedWith;
    },
    close() {
      // A close frame with no status, masked with a zero key, then the end of the stream.
      socket.end(Buffer.from([0x80 | OPCODE_CLOSE, 0x80, 0, 0, 0, 0]));
    },
  };
}

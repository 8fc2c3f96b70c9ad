import WebSocket from 'ws';
import { serverMessageSchema } from '@tablecraft/core/play';

/** A test WebSocket client that records every message and can wait for one matching a predicate. */
export interface TestSocket {
  ws: WebSocket;
  messages: Array<Record<string, unknown>>;
  send(message: unknown): void;
  sendRaw(text: string): void;
  waitFor<T extends Record<string, unknown>>(predicate: (message: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<T>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

/** What frames are held to: the protocol's schema, or another release's (a previous release's socket). */
export interface FrameSchema {
  safeParse(message: unknown): { success: true } | { success: false; error: { message: string } };
}

/**
 * Opens a socket to ws://host/socket with an optional session cookie. `trustServer` skips checking that
 * text frames are valid UTF-8 and follow the protocol, for a load generator that receives tens of thousands a second;
 * `schema` holds them to another release's protocol than this tree's (a previous release's socket speaks its own);
 * `localAddress` connects from another loopback address (127.0.0.2), as a client on another IP.
 */
export async function openSocket(
  url: string,
  cookie?: string,
  options: { trustServer?: boolean; schema?: FrameSchema; localAddress?: string; headers?: Record<string, string> } = {},
): Promise<TestSocket> {
  const ws = new WebSocket(url, {
    headers: { ...(cookie ? { cookie } : {}), ...options.headers },
    skipUTF8Validation: options.trustServer ?? false,
    localAddress: options.localAddress,
  });
  const messages: Array<Record<string, unknown>> = [];
  const waiters: Array<{ predicate: (m: Record<string, unknown>) => boolean; resolve: (m: Record<string, unknown>) => void }> = [];
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString()) as Record<string, unknown>;
    // Every frame any test receives is held to the protocol's schema (core/src/play/server-messages.ts):
    // a field the server sends that the browser's types do not know, or one missing, fails the run.
    if (!options.trustServer) {
      const checked = (options.schema ?? serverMessageSchema).safeParse(message);
      if (!checked.success)
        throw new Error(`the server sent a frame outside the protocol: ${JSON.stringify(message).slice(0, 300)}: ${checked.error.message}`);
    }
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.predicate(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    messages,
    send: (message) => ws.send(JSON.stringify(message)),
    sendRaw: (text) => ws.send(text),
    waitFor: <T extends Record<string, unknown>>(predicate: (message: Record<string, unknown>) => boolean, timeoutMs = 10_000) => {
      const already = messages.find(predicate);
      if (already) return Promise.resolve(already as T);
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(messages.slice(-5))}`)),
          timeoutMs,
        );
        waiters.push({
          predicate,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m as T);
          },
        });
      });
    },
    closed,
    close: () => ws.close(),
  };
}

const clientSeqs = new WeakMap<TestSocket, number>();
/** Sends an op under the socket's next clientSeq and waits for its ack or reject. */
export async function sendOp(socket: TestSocket, op: unknown) {
  const clientSeq = (clientSeqs.get(socket) ?? 0) + 1;
  clientSeqs.set(socket, clientSeq);
  socket.send({ kind: 'op', clientSeq, op });
  return socket.waitFor<{ kind: string; seq?: number; code?: string; reason?: string }>(
    (m) => (m.kind === 'ack' || m.kind === 'reject') && m.clientSeq === clientSeq,
  );
}

/** The deck's id in a room made by createCardRoom (testing/room-fixtures.ts). */
export const deckOf = (view: { pieces: Record<string, { id: string; componentId: string }> }) =>
  Object.values(view.pieces).find((piece) => piece.componentId === 'deck')!.id;

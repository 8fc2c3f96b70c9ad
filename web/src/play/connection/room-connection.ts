import type { ClientMessage } from '@tablecraft/core/play';
import { FINAL_ERRORS, type ServerMessage } from './messages.ts';
import { helloFrame } from './hello.ts';
import { takeEarlySocket } from './early-socket.ts';

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'failed';

export interface ConnectionFailure {
  code: string;
  reason: string;
}

export interface ConnectionHandlers {
  onMessage(message: ServerMessage): void;
  onStatus(status: ConnectionStatus, failure?: ConnectionFailure): void;
  /** The last sequence number applied, sent with hello so the server can resume from it. */
  lastSeq(): number | undefined;
}

/** Waits between reconnection attempts: quick at first, then at most every five seconds. */
export const RECONNECT_DELAYS_MS = [250, 500, 1_000, 2_000, 5_000];
const PING_EVERY_MS = 10_000;
/** With no message for this long the connection is presumed dead (a sleeping laptop, a lost network). */
const SILENCE_LIMIT_MS = 25_000;

/**
 * The socket to one room: says hello with the session cookie (sent by the browser), reconnects after a
 * drop with the last sequence number, and gives up only on errors that a retry cannot fix.
 */
export class RoomConnection {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private stopped = false;
  private failed = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private lastHeard = 0;
  private joined = false;

  constructor(
    private readonly url: string,
    private readonly roomCode: string,
    private readonly handlers: ConnectionHandlers,
  ) {}

  start(): void {
    this.stopped = false;
    window.addEventListener('offline', this.onOffline);
    window.addEventListener('online', this.onOnline);
    this.open();
  }

  stop(): void {
    this.stopped = true;
    window.removeEventListener('offline', this.onOffline);
    window.removeEventListener('online', this.onOnline);
    this.clearTimers();
    this.ws?.close(1000, 'left the room');
    this.ws = null;
  }

  /** Sends a message if joined; false when it could not be sent (the caller keeps it to resend). */
  send(message: ClientMessage): boolean {
    if (!this.joined || this.ws?.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(message));
    return true;
  }

  /** Drops the socket and joins again at once: to fetch a fresh view, or when the network returns. */
  rejoin(quietly = false): void {
    if (this.stopped || this.failed) return;
    this.attempt = 0;
    const ws = this.ws;
    this.ws = null;
    this.joined = false;
    ws?.close(1000, 'rejoining');
    if (!quietly) this.handlers.onStatus('reconnecting');
    this.open();
  }

  private onOffline = () => {
    // Say so at once rather than after the socket times out.
    if (this.stopped || this.failed) return;
    const ws = this.ws;
    this.ws = null;
    this.joined = false;
    ws?.close(1000, 'offline');
    this.handlers.onStatus('reconnecting');
    this.scheduleRetry();
  };

  private onOnline = () => {
    if (!this.joined) this.rejoin();
  };

  private open(): void {
    if (this.stopped || this.failed) return;
    this.clearTimers();
    // The page's address may have opened this room's socket before the page's code arrived: take it over.
    const early = takeEarlySocket(this.url, this.roomCode);
    const ws = early?.ws ?? new WebSocket(this.url);
    this.ws = ws;
    const greeted = () => {
      this.lastHeard = Date.now();
      this.pingTimer = setInterval(() => this.heartbeat(ws), PING_EVERY_MS);
    };
    ws.onopen = () => {
      if (this.ws !== ws) return;
      ws.send(helloFrame(this.roomCode, this.handlers.lastSeq()));
      greeted();
    };
    const onMessage = (event: MessageEvent) => {
      if (this.ws !== ws) return;
      this.lastHeard = Date.now();
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data)) as ServerMessage;
      } catch {
        return;
      }
      if (message.kind === 'welcome') {
        this.joined = true;
        this.attempt = 0;
        this.handlers.onMessage(message);
        this.handlers.onStatus('open');
        return;
      }
      if (message.kind === 'error' && FINAL_ERRORS.has(message.code)) return this.fail({ code: message.code, reason: message.reason });
      if (message.kind === 'roomClosed') return this.fail({ code: 'ROOM_CLOSED', reason: message.reason });
      this.handlers.onMessage(message);
    };
    ws.onmessage = onMessage;
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.joined = false;
      if (this.stopped || this.failed) return;
      this.handlers.onStatus('reconnecting');
      this.scheduleRetry();
    };
    if (early) {
      if (early.greeted) greeted();
      // What the server said before the page was ready (the welcome, often) is handled now, in order.
      for (const event of early.heard) onMessage(event);
    }
  }

  private heartbeat(ws: WebSocket): void {
    if (Date.now() - this.lastHeard > SILENCE_LIMIT_MS) {
      ws.close();
      return;
    }
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ kind: 'ping', t: Date.now() }));
  }

  private scheduleRetry(): void {
    this.clearTimers();
    const delay = RECONNECT_DELAYS_MS[Math.min(this.attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    this.attempt += 1;
    this.retryTimer = setTimeout(() => this.open(), delay);
  }

  private fail(failure: ConnectionFailure): void {
    this.failed = true;
    this.clearTimers();
    this.ws?.close(1000);
    this.ws = null;
    this.joined = false;
    this.handlers.onStatus('failed', failure);
  }

  private clearTimers(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.retryTimer = null;
    this.pingTimer = null;
  }
}

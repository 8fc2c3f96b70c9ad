import { roomSocketUrl } from './room-socket-url.ts';
import type { ClientMessage, ServerMessage } from '@tablecraft/core/play';
import { helloFrame } from './hello.ts';
import { takeEarlySocket } from './early-socket.ts';
import { failureFromClose, failureFromError, isBusyClose, type ConnectionFailure } from './close-reasons.ts';

export type { ConnectionFailure, FailureKind } from './close-reasons.ts';

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'failed';

export interface ConnectionHandlers {
  onMessage(message: ServerMessage): void;
  onStatus(status: ConnectionStatus, failure?: ConnectionFailure): void;
  /** The last sequence number applied, sent with hello so the server can resume from it. */
  lastSeq(): number | undefined;
}

export interface ConnectionOptions {
  /** This tab's id in the room, sent with every hello (see client-identity.ts). */
  clientId: string;
  /** A number in [0, 1) for the reconnection jitter; Math.random unless a test passes its own. */
  random?: () => number;
}

/** Reconnection waits grow from this… */
export const RECONNECT_BASE_MS = 500;
/** …up to this. */
export const RECONNECT_CAP_MS = 15_000;
/** After "busy" or "going away" the first wait already spans this many doublings, so a drained pod's clients spread out. */
const BUSY_FIRST_ATTEMPT = 2;
const PING_EVERY_MS = 10_000;
/** With no message for this long the connection is presumed dead (a sleeping laptop, a lost network). */
const SILENCE_LIMIT_MS = 25_000;

/**
 * The wait before reconnection attempt `attempt` (0 for the first): "full jitter", a uniformly random
 * time between 0 and min(cap, base·2^attempt). When a server drops thousands of clients at once (a
 * deploy, a crash), they come back spread over the window instead of together.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const span = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.min(attempt, 30));
  return Math.floor(random() * span);
}

/**
 * The socket to one room: says hello with the session cookie (sent by the browser), reconnects after a
 * drop with the last sequence number, and gives up only when the server says a retry cannot help (the
 * room closed, access removed, signed out…): the page then says why.
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
  private readonly random: () => number;

  constructor(
    private readonly url: string,
    private readonly roomCode: string,
    private readonly handlers: ConnectionHandlers,
    private readonly options: ConnectionOptions,
  ) {
    this.random = options.random ?? Math.random;
  }

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

  /**
   * Joins again from the start as whoever this browser is now (a guest it has just become): a new socket,
   * which the server admits afresh by its cookies, even after it refused the one before.
   */
  restart(): void {
    if (this.stopped) return;
    this.failed = false;
    this.attempt = 0;
    const ws = this.ws;
    this.ws = null;
    this.joined = false;
    ws?.close(1000, 'rejoining');
    this.handlers.onStatus('connecting');
    this.open();
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
    const ws = early?.ws ?? new WebSocket(roomSocketUrl(this.url, this.roomCode));
    this.ws = ws;
    // The error the server sent on this socket, which says why when it then closes with a final code.
    let lastError: { code: string; reason: string } | null = null;
    const greeted = () => {
      this.lastHeard = Date.now();
      this.pingTimer = setInterval(() => this.heartbeat(ws), PING_EVERY_MS);
    };
    ws.onopen = () => {
      if (this.ws !== ws) return;
      ws.send(helloFrame(this.roomCode, this.options.clientId, this.handlers.lastSeq()));
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
      if (message.kind === 'error') {
        lastError = { code: message.code, reason: message.reason };
        const failure = failureFromError(message.code, message.reason);
        if (failure) return this.fail(failure);
      }
      if (message.kind === 'roomClosed') return this.fail({ kind: 'closed', code: 'ROOM_CLOSED', reason: message.reason });
      this.handlers.onMessage(message);
    };
    ws.onmessage = onMessage;
    ws.onclose = (event?: CloseEvent) => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.joined = false;
      if (this.stopped || this.failed) return;
      const failure = failureFromClose(event?.code, lastError);
      if (failure) return this.fail(failure);
      // A full or draining server: do not come straight back, and not all at the same moment.
      if (isBusyClose(event?.code)) this.attempt = Math.max(this.attempt, BUSY_FIRST_ATTEMPT);
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
    const delay = reconnectDelay(this.attempt, this.random);
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

// For unit tests of the connection logic: the real socket is exercised by the browser journeys.
import { vi } from 'vitest';

/** A stand-in for the browser's WebSocket that the test drives by hand. */
export class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  /** Closes the socket; a test passes the server's close code (1006, an abnormal drop, by default). */
  close(code = 1006, reason = '') {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

/** Puts FakeSocket in place of the browser's WebSocket, with fake timers, for one test; returns the undo. */
export function installFakeSockets(): () => void {
  const original = globalThis.WebSocket;
  vi.useFakeTimers();
  FakeSocket.all = [];
  (globalThis as { WebSocket: unknown }).WebSocket = FakeSocket;
  return () => {
    (globalThis as { WebSocket: unknown }).WebSocket = original;
    vi.useRealTimers();
  };
}

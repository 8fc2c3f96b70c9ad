import { helloFrame } from './hello.ts';
import { ClientIdentity } from './client-identity.ts';
import { roomSocketUrl } from './room-socket-url.ts';

/** A socket opened for a room before the room page's code has loaded, and what it has heard so far. */
export interface EarlySocket {
  ws: WebSocket;
  /** Messages that arrived before the page took the socket over, in order. */
  heard: MessageEvent[];
  /** Whether hello has been sent (the socket opened before it was taken over). */
  greeted: boolean;
}

interface Pending extends EarlySocket {
  url: string;
  roomCode: string;
  timer: ReturnType<typeof setTimeout>;
}

/** An early socket nobody takes within this time (the visitor went elsewhere) is closed. */
const UNCLAIMED_MS = 15_000;

let pending: Pending | null = null;

/**
 * Opens a room's socket and says hello at once, so the server builds the welcome while the page's code
 * is still downloading. The room page takes it over with {@link takeEarlySocket}.
 */
export function openEarlySocket(url: string, roomCode: string): void {
  if (pending || typeof WebSocket === 'undefined') return;
  // The same id the room page will use: its ops sent on this socket are recognised if sent again.
  const clientId = ClientIdentity.forRoom(roomCode).clientId;
  const ws = new WebSocket(roomSocketUrl(url, roomCode));
  const early: Pending = { url, roomCode, ws, heard: [], greeted: false, timer: setTimeout(() => discard(early), UNCLAIMED_MS) };
  ws.onopen = () => {
    ws.send(helloFrame(roomCode, clientId));
    early.greeted = true;
  };
  ws.onmessage = (event) => early.heard.push(event);
  // A socket that fails before the page takes it is of no use: the page opens its own.
  ws.onclose = () => discard(early);
  pending = early;
}

/** The early socket for this room, if one is still open; it is handed over once. */
export function takeEarlySocket(url: string, roomCode: string): EarlySocket | null {
  const early = pending;
  if (!early || early.url !== url || early.roomCode !== roomCode || early.ws.readyState > WebSocket.OPEN) return null;
  pending = null;
  clearTimeout(early.timer);
  early.ws.onopen = early.ws.onmessage = early.ws.onclose = null;
  return { ws: early.ws, heard: early.heard, greeted: early.greeted };
}

function discard(early: Pending): void {
  if (pending !== early) return;
  pending = null;
  clearTimeout(early.timer);
  early.ws.onclose = null;
  early.ws.close(1000, 'left before joining');
}

/** For tests: closes an early socket nobody took, as leaving the page does. */
export function forgetEarlySocketForTests(): void {
  if (pending) discard(pending);
}

import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import type { ServerMessage } from '@tablecraft/core/play';

/**
 * A client this far behind (a stalled tab, a bad link) stops getting drags, cursors and presence until it
 * catches up: the next event supersedes each of them anyway, while committed ops, which it must have, are
 * always queued. Without this one slow reader makes the instance buffer every drag of its room.
 */
export const MAX_BUFFERED_FOR_TRANSIENT = 256 * 1024;
/**
 * What a client that does not read may leave queued for it, committed ops included: past this it is the one
 * connection closed (as busy; the page reconnects and resumes from its last seq), never the room slowed.
 */
export const MAX_BUFFERED = 8 * 1024 * 1024;

/**
 * How every relayed event is sent: one whole text frame, never compressed. The payload is one buffer shared
 * by every receiver; a server never masks, so ws frames it without copying or changing it.
 */
export const RELAYED_FRAME = { binary: false, compress: false, fin: true } as const;

export interface ConnectionWriter {
  /**
   * Sends a message; a client over `maxBuffered` is `onOverflow`'s to close. `encoded`: the message's JSON
   * when the caller has it already (one encoding for every client of a seat).
   */
  send(message: ServerMessage, encoded?: string): void;
  /**
   * Sends a relayed event, encoded once for every receiver (UTF-8 JSON); dropped for a client over
   * `maxBufferedForTransient`.
   */
  sendTransient(payload: Buffer): void;
}

// Connections written to in this turn of the event loop, each corked until the turn's I/O callbacks have
// all run (setImmediate comes after them): what every frame read in the turn sends a connection, relayed
// drags and cursors included, then leaves in one write. A system call per client and frame was most of a
// socket process's time at a game night, the relay's own code a small part.
let corkedThisTurn: Array<() => void> = [];
const uncorkTurn = () => {
  const corked = corkedThisTurn;
  corkedThisTurn = [];
  for (const uncork of corked) uncork();
};

/**
 * Everything the service sends a connection goes through ws's own sender, relayed events included: ws alone
 * frames and orders what reaches the socket, so a relayed event can never land inside another frame,
 * whatever ws queues (compression, a later version) and however far behind the client is. Only the TCP
 * socket's cork is the service's, to leave what one turn sends in one write.
 */
export function connectionWriter(
  ws: WebSocket,
  tcp: Socket,
  options: {
    onOverflow: () => void;
    onTransientDropped: () => void;
    maxBuffered?: number;
    maxBufferedForTransient?: number;
  },
): ConnectionWriter {
  const maxBuffered = options.maxBuffered ?? MAX_BUFFERED;
  const maxBufferedForTransient = options.maxBufferedForTransient ?? MAX_BUFFERED_FOR_TRANSIENT;
  let corked = false;
  const uncork = () => {
    corked = false;
    tcp.uncork();
  };
  // What one turn sends this client leaves in one write: an op, its ack and its log line are three
  // messages, a busy room's drags and cursors several more, and a system call each is what a socket
  // service spends most of its time on.
  const corkForTurn = () => {
    if (corked) return;
    corked = true;
    tcp.cork();
    if (corkedThisTurn.length === 0) setImmediate(uncorkTurn);
    corkedThisTurn.push(uncork);
  };
  return {
    send(message, encoded) {
      if (ws.readyState !== ws.OPEN) return;
      corkForTurn();
      ws.send(encoded ?? JSON.stringify(message));
      // bufferedAmount: the socket's queue and anything ws holds back, so nothing queued goes uncounted.
      if (ws.bufferedAmount > maxBuffered) options.onOverflow();
    },
    sendTransient(payload) {
      if (ws.readyState !== ws.OPEN) return;
      if (ws.bufferedAmount <= maxBufferedForTransient) {
        corkForTurn();
        ws.send(payload, RELAYED_FRAME);
      } else options.onTransientDropped();
    },
  };
}

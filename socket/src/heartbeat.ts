import type { WebSocket } from 'ws';

/** Pings unanswered in a row before a peer is taken for gone. */
const MISSED_PINGS_ALLOWED = 2;

/**
 * Pings every connection each `intervalMs` and terminates one that has not answered the last two: a
 * peer whose network vanished (a laptop closed, a phone out of range) never sends a close, and would
 * otherwise hold its file descriptor, and its place in a room that then never unloads, for good.
 * Browsers answer pings by themselves. One timer for all connections, not one per connection.
 */
export function startHeartbeat(intervalMs: number): { watch(ws: WebSocket): void; stop(): void } {
  const unanswered = new Map<WebSocket, number>();
  const timer = setInterval(() => {
    for (const [ws, missed] of unanswered) {
      if (missed >= MISSED_PINGS_ALLOWED) {
        unanswered.delete(ws);
        ws.terminate();
        continue;
      }
      unanswered.set(ws, missed + 1);
      ws.ping();
    }
  }, intervalMs);
  timer.unref();
  return {
    watch(ws) {
      unanswered.set(ws, 0);
      ws.on('pong', () => {
        if (unanswered.has(ws)) unanswered.set(ws, 0);
      });
      ws.once('close', () => unanswered.delete(ws));
    },
    stop: () => clearInterval(timer),
  };
}

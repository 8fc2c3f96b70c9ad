import type { Duplex } from 'node:stream';

/**
 * Counts this process's WebSocket connections, so new ones can be refused before they are upgraded:
 * all connections, those that have not said hello yet (cheap to open, and each holds a file
 * descriptor), and those not yet past hello from each client address. A connection is counted from its
 * upgrade request until its socket closes.
 */
export class ConnectionLimits {
  private total = 0;
  private pending = 0;
  private readonly pendingByAddress = new Map<string, number>();

  constructor(private readonly caps: { maxConnections: number; maxPending: number; maxPendingPerAddress: number }) {}

  /**
   * Takes a place for a new connection from `address`, or says why there is none. The place is given back
   * when `socket` closes, however the upgrade ends (refused by ws, closed, terminated).
   */
  admit(
    address: string,
    socket: Duplex,
  ): { ok: true; hello: () => void } | { ok: false; reason: 'connections' | 'pending' | 'pendingPerAddress' } {
    if (this.total >= this.caps.maxConnections) return { ok: false, reason: 'connections' };
    if (this.pending >= this.caps.maxPending) return { ok: false, reason: 'pending' };
    const fromAddress = this.pendingByAddress.get(address) ?? 0;
    if (fromAddress >= this.caps.maxPendingPerAddress) return { ok: false, reason: 'pendingPerAddress' };
    this.total += 1;
    this.pending += 1;
    this.pendingByAddress.set(address, fromAddress + 1);
    let waiting = true;
    const stopWaiting = () => {
      if (!waiting) return;
      waiting = false;
      this.pending -= 1;
      const left = (this.pendingByAddress.get(address) ?? 1) - 1;
      if (left > 0) this.pendingByAddress.set(address, left);
      else this.pendingByAddress.delete(address);
    };
    socket.once('close', () => {
      stopWaiting();
      this.total -= 1;
    });
    return { ok: true, hello: stopWaiting };
  }

  counts(): { total: number; pending: number } {
    return { total: this.total, pending: this.pending };
  }
}

/**
 * Answers an upgrade request with a bare HTTP status and closes the socket at once: refusing costs one
 * small write, and the file descriptor is freed as soon as it is flushed, whatever the client does next.
 */
export function refuseUpgrade(socket: Duplex, status: 403 | 503): void {
  const text = status === 403 ? 'Forbidden' : 'Service Unavailable';
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\n${status === 503 ? 'Retry-After: 5\r\n' : ''}Content-Length: 0\r\n\r\n`);
}

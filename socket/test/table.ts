import { randomBytes } from 'node:crypto';
import { openSocket, type FrameSchema, type TestSocket } from '../../testing/socket-client.ts';

export interface Welcome extends Record<string, unknown> {
  kind: 'welcome';
  seq: number;
  seatId: string | null;
  lastClientSeq: number;
  view: {
    pieces: Record<string, { id: string; componentId: string; location: { type: string; x?: number } }>;
    seats: Array<{ id: string }>;
    surfaces: Array<{ id: string }>;
    piles: Record<string, { count: number }>;
    hands: Record<string, unknown>;
  };
}
export type Verdict = { kind: 'ack' | 'reject'; clientSeq: number; seq?: number; duplicate?: boolean; code?: string };

/**
 * One browser tab at a table, as the web client behaves: a stable clientId across reconnects, ops
 * numbered from 1, and on reconnect it says hello with that clientId and resends what it has not heard back.
 */
export class Tab {
  readonly clientId = randomBytes(12).toString('base64url');
  socket!: TestSocket;
  welcome!: Welcome;
  private clientSeq = 0;
  /** Sent ops not yet acknowledged or rejected, by clientSeq. */
  readonly pending = new Map<number, unknown>();
  /** What each of this tab's ops got, by clientSeq (the latest answer). */
  readonly verdicts = new Map<number, Verdict>();

  constructor(
    public url: string,
    readonly cookie: string | undefined,
    readonly roomCode: string,
    /** The protocol its frames are held to, when the server is another release's (testing/socket-client.ts). */
    readonly schema?: FrameSchema,
  ) {}

  async connect(url = this.url): Promise<Welcome> {
    this.url = url;
    this.socket = await openSocket(url, this.cookie, { schema: this.schema });
    this.socket.ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as Verdict;
      if (message.kind === 'ack' || message.kind === 'reject') {
        this.pending.delete(message.clientSeq);
        this.verdicts.set(message.clientSeq, message);
      }
    });
    this.socket.send({ kind: 'hello', protocolVersion: 2, roomCode: this.roomCode, clientId: this.clientId });
    this.welcome = await this.socket.waitFor<Welcome>((m) => m.kind === 'welcome' || m.kind === 'error', 20_000);
    if (this.welcome.kind !== 'welcome') throw new Error(`not welcomed: ${JSON.stringify(this.welcome)}`);
    return this.welcome;
  }

  /** Sends an op and returns its clientSeq (without waiting). */
  send(op: unknown): number {
    const clientSeq = ++this.clientSeq;
    this.pending.set(clientSeq, op);
    this.socket.send({ kind: 'op', clientSeq, op });
    return clientSeq;
  }

  /** Sends an op and waits for its verdict. */
  async act(op: unknown): Promise<Verdict> {
    return this.verdictOf(this.send(op));
  }

  verdictOf(clientSeq: number, timeoutMs = 15_000): Promise<Verdict> {
    return this.socket.waitFor<Verdict>((m) => (m.kind === 'ack' || m.kind === 'reject') && m.clientSeq === clientSeq, timeoutMs);
  }

  /** Reconnects (possibly elsewhere) and resends, in order, every op the room has not logged. */
  async reconnect(url = this.url): Promise<Welcome> {
    if (this.socket.ws.readyState === this.socket.ws.OPEN) this.socket.ws.terminate();
    const welcome = await this.connect(url);
    for (const [clientSeq, op] of [...this.pending].sort(([a], [b]) => a - b)) {
      if (clientSeq <= welcome.lastClientSeq) {
        this.pending.delete(clientSeq); // logged: the room has it, and its effect is in the view or on its way
        continue;
      }
      this.socket.send({ kind: 'op', clientSeq, op });
    }
    return welcome;
  }

  /** Resends one op exactly as before (a resend the tab thinks was lost). */
  resend(clientSeq: number, op: unknown): void {
    this.socket.send({ kind: 'op', clientSeq, op });
  }

  close(): void {
    this.socket?.close();
  }
}

export const pieceOf = (welcome: Welcome, componentId: string) =>
  Object.values(welcome.view.pieces).find((p) => p.componentId === componentId)!;
export const pileOf = (welcome: Welcome) => Object.keys(welcome.view.piles)[0]!;

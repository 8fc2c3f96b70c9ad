import {
  freshEntropy,
  opSchema,
  type Op,
  type OpInput,
  type RevealView,
  type RoomView,
  type ServerMessage,
  type WelcomeMessage,
} from '@tablecraft/core/play';
import type { ConnectionFailure, ConnectionStatus } from '../connection/room-connection.ts';
import type { StoredOp } from '../connection/client-identity.ts';
import { applyChanges, shareUnchanged } from './view-changes.ts';
import { predictView } from './predict.ts';

/** An op played here and not yet answered by the server (ack or reject). */
export interface PendingOp {
  clientSeq: number;
  op: Op;
  /** Sent on the current connection; otherwise it goes with the next welcome. */
  sent: boolean;
  /**
   * The seq of the server's op message taken to be this op (it came back before its ack): the confirmed
   * view shows it, so it is no longer predicted, but it is kept until the ack in case the connection drops.
   */
  appliedAt: number | null;
}

/**
 * Where the tab keeps its op numbers and unanswered ops, so they survive a reload (client-identity.ts
 * keeps them in sessionStorage). Numbers are handed out before an op is sent and never repeat.
 */
export interface OpJournal {
  nextClientSeq(): number;
  pending(): StoredOp[];
  savePending(pending: StoredOp[]): void;
}

/** A journal that lives as long as the store (tests, and pages without sessionStorage). */
export function memoryJournal(): OpJournal {
  let last = 0;
  let pending: StoredOp[] = [];
  return { nextClientSeq: () => ++last, pending: () => pending, savePending: (next) => (pending = next) };
}

export interface RoomSnapshot {
  status: ConnectionStatus;
  failure: ConnectionFailure | null;
  /** False until the first welcome. */
  ready: boolean;
  role: 'player' | 'spectator';
  me: WelcomeMessage['user'];
  connectionId: string | null;
  /** The seat this viewer holds, as currently shown (predicted). */
  seatId: string | null;
  /** What this viewer sees: the server's view with their own pending ops predicted on top. */
  view: RoomView | null;
  seq: number;
  /** Something the server told this viewer that stays on screen (they now watch instead of playing). */
  notice: string | null;
  /** Moves that used chance seen since joining, each sealed with a commitment to its seed. */
  sealedMoves: number;
  /** The cards someone showed everyone last, with the op's seq (each showing is shown once, for a moment). */
  shown: (RevealView & { seq: number }) | null;
}

export interface RoomStoreOptions {
  /** Sends a client message; false when the socket is not joined (the op waits for the next join). */
  send(message: { kind: 'op'; clientSeq: number; op: Op }): boolean;
  /** A refused op: the piece has already snapped back; say why. */
  onReject(reason: string, code: string): void;
  /**
   * A fresh view is needed: the seat changed (hands and private zones are seen per seat), or a resumed
   * join did not fit what this browser holds. Join again; the store asks for the whole view then.
   */
  onFreshViewNeeded(): void;
  /** Someone's transient event (drag, cursor, presence). */
  onTransient?(message: ServerMessage): void;
  /** Op numbers and unanswered ops of this tab (kept for reloads); in memory when omitted. */
  journal?: OpJournal;
}

/**
 * The room as this browser knows it: the last confirmed view and sequence number from the server, the
 * viewer's own ops still in flight, and the view shown (confirmed + predicted). Subscribe with
 * useSyncExternalStore; snapshots are immutable.
 *
 * Exactly once: every op carries this tab's next clientSeq and is kept until the server answers it.
 * After each welcome the ops the room has sequenced (clientSeq <= welcome.lastClientSeq) are done and
 * dropped; the rest are sent again, in order. Whether an op went through is never guessed from the view:
 * the server recognises an op it has seen and answers it with its original result.
 */
export class RoomStore {
  private confirmed: RoomView | null = null;
  private pending: PendingOp[] = [];
  private readonly journal: OpJournal;
  private listeners = new Set<() => void>();
  /** Set when the confirmed view no longer fits this viewer's seat: the next join must not resume from it. */
  private viewIsStale = false;
  private snapshot: RoomSnapshot = {
    status: 'connecting',
    failure: null,
    ready: false,
    role: 'spectator',
    me: null,
    connectionId: null,
    seatId: null,
    view: null,
    seq: 0,
    notice: null,
    sealedMoves: 0,
    shown: null,
  };

  constructor(private readonly options: RoomStoreOptions) {
    this.journal = options.journal ?? memoryJournal();
    // Ops an earlier page of this tab played and never heard back about: they go with the first welcome.
    for (const stored of this.journal.pending()) {
      const op = opSchema.safeParse(stored.op);
      if (op.success) this.pending.push({ clientSeq: stored.clientSeq, op: op.data, sent: false, appliedAt: null });
    }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): RoomSnapshot => this.snapshot;

  /** Whether the viewer may act now: joined, connected and holding a player role. */
  canAct(): boolean {
    return this.snapshot.status === 'open' && this.snapshot.role === 'player' && this.snapshot.me !== null;
  }

  /**
   * Plays an op: shown at once (predicted with the room engine), sent to the server, and undone by the
   * server's answer if refused. Returns false when input is paused (reconnecting) or not allowed.
   */
  submit(input: OpInput): boolean {
    if (!this.canAct() || !this.confirmed) return false;
    // Every op carries this page's own entropy: its chance mixes it with a server seed committed to before (fairness.ts).
    const op = { ...opSchema.parse(input), entropy: freshEntropy() };
    // Numbered and kept before it is sent, so a reload or a drop right after still knows it.
    const entry: PendingOp = { clientSeq: this.journal.nextClientSeq(), op, sent: false, appliedAt: null };
    this.pending.push(entry);
    this.persist();
    entry.sent = this.options.send({ kind: 'op', clientSeq: entry.clientSeq, op });
    this.recompute();
    return true;
  }

  setStatus(status: ConnectionStatus, failure?: ConnectionFailure): void {
    this.update({ status, failure: failure ?? (status === 'failed' ? this.snapshot.failure : null) });
  }

  /** The next join asks for the whole view: this browser is someone else now (a guest it has just become). */
  wholeViewNext(): void {
    this.viewIsStale = true;
  }

  /** The seq this browser has applied, for resuming after a drop (none when it needs a whole view). */
  lastSeq(): number | undefined {
    return this.snapshot.ready && !this.viewIsStale ? this.snapshot.seq : undefined;
  }

  handle(message: ServerMessage): void {
    switch (message.kind) {
      case 'welcome':
        return this.welcome(message);
      case 'op': {
        if (!this.confirmed) return;
        const seatBefore = this.mySeat(this.confirmed);
        this.confirmed = applyChanges(this.confirmed, message.changes);
        // Our own op comes back before its ack: stop predicting it now, or it would show twice. It stays
        // pending until the ack, so a drop in between still learns its fate from the next welcome.
        if (message.actor.userId === this.snapshot.me?.id) {
          const entry = this.pending.find((p) => p.sent && p.appliedAt === null);
          if (entry) entry.appliedAt = message.seq;
        }
        this.update({
          seq: message.seq,
          ...(message.commitment ? { sealedMoves: this.snapshot.sealedMoves + 1 } : {}),
          ...(message.changes.reveal ? { shown: { ...message.changes.reveal, seq: message.seq } } : {}),
        });
        this.recompute();
        if (message.changes.seats && this.mySeat(this.confirmed) !== seatBefore) this.needFreshView();
        return;
      }
      case 'ack': {
        // A duplicate ack answers an op sent again that the room had already applied: done, like any other.
        const entry = this.pending.find((p) => p.clientSeq === message.clientSeq);
        if (!entry) return;
        this.pending = this.pending.filter((p) => p !== entry);
        // The op message taken for this one belonged to another op (another tab of the same person, say):
        // that op is not in the view yet, so it is predicted again.
        if (entry.appliedAt !== message.seq) for (const other of this.pending) if (other.appliedAt === message.seq) other.appliedAt = null;
        this.persist();
        this.recompute();
        return;
      }
      case 'reject': {
        const before = this.pending.length;
        this.pending = this.pending.filter((p) => p.clientSeq !== message.clientSeq);
        if (message.seq !== undefined && message.seq > this.snapshot.seq) this.update({ seq: message.seq });
        // A second answer to an op already answered (its first send's verdict, then its resend's): said once.
        if (this.pending.length === before) return;
        this.persist();
        this.recompute();
        this.options.onReject(message.reason, message.code);
        return;
      }
      case 'skip':
        this.update({ seq: message.seq });
        return;
      case 'resync':
        return this.resync(message);
      case 'role':
        return this.narrowed(message.reason);
      case 'presence':
      case 'drag':
      case 'cursor':
        this.options.onTransient?.(message);
        return;
      default:
        return;
    }
  }

  /**
   * A (re)join: the server's current view replaces ours. Ops the room has sequenced (up to the welcome's
   * lastClientSeq) are done; the others are sent again in order. The server recognises any it has seen.
   */
  private welcome(message: WelcomeMessage): void {
    const view = this.startingView(message);
    if (!view) return this.needFreshView();
    this.update({
      ready: true,
      role: message.role,
      me: message.user,
      connectionId: message.connectionId,
      ...(message.role === 'player' ? { notice: null } : {}),
    });
    const canPlay = message.role === 'player' && message.user !== null;
    // A server without lastClientSeq (an older one, during a deploy) cannot tell: everything goes again.
    const done = message.lastClientSeq ?? 0;
    this.pending = canPlay ? this.pending.filter((entry) => entry.clientSeq > done) : [];
    for (const entry of this.pending) {
      entry.sent = false;
      entry.appliedAt = null;
    }
    this.persist();
    this.confirmed = view;
    this.viewIsStale = false;
    this.update({ seq: message.seq });
    this.recompute();
    for (const entry of this.pending) entry.sent = this.options.send({ kind: 'op', clientSeq: entry.clientSeq, op: entry.op });
  }

  /**
   * The server's replica jumped past ops it never sent: its whole view replaces ours. The connection is
   * the same, so ops in flight are not sent again: each is still answered with an ack or a reject.
   */
  private resync(message: Extract<ServerMessage, { kind: 'resync' }>): void {
    this.confirmed = message.view;
    this.viewIsStale = false;
    this.update({ seq: message.seq });
    this.recompute();
  }

  /** Access narrowed while connected: this connection now watches (the resync that follows brings the view). */
  private narrowed(reason: string): void {
    this.pending = [];
    this.persist();
    this.update({ role: 'spectator', notice: reason });
    this.recompute();
  }

  private persist(): void {
    this.journal.savePending(this.pending.map(({ clientSeq, op }) => ({ clientSeq, op })));
  }

  /**
   * The confirmed view a welcome starts from: the whole view it carries, or (resumed) the view this
   * browser already holds with the missed ops applied. Null when a resume does not start where this
   * browser is, which a well-behaved server never sends.
   */
  private startingView(message: WelcomeMessage): RoomView | null {
    if (message.view) return message.view;
    if (!message.missed || !this.confirmed || this.viewIsStale || message.resumedFrom !== this.snapshot.seq) return null;
    let view = this.confirmed;
    for (const missed of message.missed) if (missed.kind === 'op') view = applyChanges(view, missed.changes);
    return view;
  }

  private needFreshView(): void {
    this.viewIsStale = true;
    this.options.onFreshViewNeeded();
  }

  private mySeat(view: RoomView | null): string | null {
    const userId = this.snapshot.me?.id;
    return (userId && view?.seats.find((seat) => seat.userId === userId)?.id) || null;
  }

  private recompute(): void {
    if (!this.confirmed) return;
    const userId = this.snapshot.me?.id;
    const unapplied = this.pending.filter((p) => p.appliedAt === null).map((p) => p.op);
    const predicted = userId && unapplied.length ? predictView(this.confirmed, unapplied, userId) : this.confirmed;
    const view = shareUnchanged(this.snapshot.view, predicted);
    // A spectator holds no seat, even one the room still shows in their name (access narrowed meanwhile).
    this.update({ view, seatId: this.snapshot.role === 'player' ? this.mySeat(view) : null });
  }

  private update(patch: Partial<RoomSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }
}

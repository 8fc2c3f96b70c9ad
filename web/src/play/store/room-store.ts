import { opSchema, type Op, type OpInput, type RoomView } from '@tablecraft/core/play';
import type { ConnectionFailure, ConnectionStatus } from '../connection/room-connection.ts';
import type { ServerMessage, WelcomeMessage } from '../connection/messages.ts';
import { applyChanges, samePiece, shareUnchanged } from './view-changes.ts';
import { predictView } from './predict.ts';

/** An op sent (or waiting to be sent) and not yet confirmed. */
export interface PendingOp {
  clientSeq: number;
  op: Op;
  sent: boolean;
  /** The view as predicted right after it, to tell on reconnection whether it already went through. */
  expected: RoomView;
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
}

/**
 * The room as this browser knows it: the last confirmed view and sequence number from the server, the
 * viewer's own ops still in flight, and the view shown (confirmed + predicted). Subscribe with
 * useSyncExternalStore; snapshots are immutable.
 */
export class RoomStore {
  private confirmed: RoomView | null = null;
  private pending: PendingOp[] = [];
  private nextClientSeq = 1;
  private listeners = new Set<() => void>();
  /** Set when the confirmed view no longer fits this viewer's seat: the next join must not resume from it. */
  private viewIsStale = false;
  private snapshot: RoomSnapshot = { status: 'connecting', failure: null, ready: false, role: 'spectator', me: null, connectionId: null, seatId: null, view: null, seq: 0 };

  constructor(private readonly options: RoomStoreOptions) {}

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
    const op = opSchema.parse(input);
    const clientSeq = this.nextClientSeq++;
    const expected = predictView(this.confirmed, [...this.pending.map((p) => p.op), op], this.snapshot.me!.id);
    const entry: PendingOp = { clientSeq, op, sent: false, expected };
    this.pending.push(entry);
    entry.sent = this.options.send({ kind: 'op', clientSeq, op });
    this.recompute();
    return true;
  }

  setStatus(status: ConnectionStatus, failure?: ConnectionFailure): void {
    this.update({ status, failure: failure ?? (status === 'failed' ? this.snapshot.failure : null) });
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
        // Our own op comes back before its ack: stop predicting it now, or it would show twice.
        if (message.actor.userId === this.snapshot.me?.id) {
          const index = this.pending.findIndex((p) => p.sent);
          if (index >= 0) this.pending.splice(index, 1);
        }
        this.update({ seq: message.seq });
        this.recompute();
        if (message.changes.seats && this.mySeat(this.confirmed) !== seatBefore) this.needFreshView();
        return;
      }
      case 'ack':
        this.pending = this.pending.filter((p) => p.clientSeq !== message.clientSeq);
        return;
      case 'reject': {
        const before = this.pending.length;
        this.pending = this.pending.filter((p) => p.clientSeq !== message.clientSeq);
        if (message.seq !== undefined) this.update({ seq: message.seq });
        if (this.pending.length !== before) this.recompute();
        this.options.onReject(message.reason, message.code);
        return;
      }
      case 'skip':
        this.update({ seq: message.seq });
        return;
      case 'resync':
        return this.resync(message);
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
   * A (re)join: the server's current view replaces ours. Ops in flight when the connection dropped are
   * sent again unless the new view shows they already went through, so nothing is lost or done twice.
   */
  private welcome(message: WelcomeMessage): void {
    const view = this.startingView(message);
    if (!view) return this.needFreshView();
    this.update({ ready: true, role: message.role, me: message.user, connectionId: message.connectionId });
    // A new connection: ops whose effect the view does not show never reached the server, so they go
    // again, unless this viewer can no longer play.
    const canPlay = message.role === 'player' && message.user !== null;
    if (!canPlay) this.pending = [];
    this.replaceConfirmed(view, message.seq, canPlay);
  }

  /**
   * The server's replica jumped past ops it never sent: its whole view replaces ours. The connection is
   * the same, so ops in flight are not sent again (they will still be answered); those the view already
   * shows are done.
   */
  private resync(message: Extract<ServerMessage, { kind: 'resync' }>): void {
    this.replaceConfirmed(message.view, message.seq, false);
  }

  private replaceConfirmed(view: RoomView, seq: number, resendUnapplied: boolean): void {
    this.confirmed = view;
    this.viewIsStale = false;
    const unapplied = this.pending.filter((entry) => !(entry.sent && alreadyApplied(entry, view)));
    this.pending = resendUnapplied ? [] : unapplied;
    this.update({ seq });
    this.recompute();
    if (!resendUnapplied) return;
    for (const entry of unapplied) {
      this.pending.push(entry);
      entry.sent = this.options.send({ kind: 'op', clientSeq: entry.clientSeq, op: entry.op });
    }
    this.recompute();
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
    const predicted = userId && this.pending.length ? predictView(this.confirmed, this.pending.map((p) => p.op), userId) : this.confirmed;
    const view = shareUnchanged(this.snapshot.view, predicted);
    this.update({ view, seatId: this.mySeat(view) });
  }

  private update(patch: Partial<RoomSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }
}

/**
 * Whether the server's view already shows an op's effect: the pieces it touched look as predicted, or
 * (for draws and takes, which give cards new ids) the pile it took from is as small as predicted.
 */
export function alreadyApplied(entry: PendingOp, view: RoomView): boolean {
  const op = entry.op;
  if ('pieceId' in op) {
    const expected = entry.expected.pieces[op.pieceId];
    const actual = view.pieces[op.pieceId];
    if (op.type === 'roll') return false;
    if (!expected || !actual) return !expected && !actual;
    return samePiece(expected, actual);
  }
  if (op.type === 'draw' || op.type === 'take' || op.type === 'deal') return (view.piles[op.pileId]?.count ?? 0) <= (entry.expected.piles[op.pileId]?.count ?? 0);
  if (op.type === 'claimSeat' || op.type === 'leaveSeat') return JSON.stringify(view.seats) === JSON.stringify(entry.expected.seats);
  // Shuffles can be repeated harmlessly; an undo whose fate is unknown is not repeated.
  return op.type === 'undo';
}


import type { CursorMessage, DragMessage, PresenceMessage, ServerMessage } from '@tablecraft/core/play';

/** Someone connected to the room, by connection (one person may have two tabs open). */
export interface Presence {
  connectionId: string;
  userId: string | null;
  name: string | null;
  image: string;
  online: boolean;
}

/** Where someone's cursor is, or a piece they hold, in table coordinates. */
export interface Held {
  connectionId: string;
  userId: string | null;
  pieceId: string;
  x: number;
  y: number;
  at: number;
  /** When they let go: the piece stays where it was dropped until the committed move lands. */
  releasedAt?: number;
}

export interface PresenceSnapshot {
  people: Record<string, Presence>;
}

/** A held piece not heard of for this long has been dropped (the release frame may be lost). */
export const HELD_TIMEOUT_MS = 3_000;

/**
 * Transient room state, kept apart from the table: who is connected, where their cursors are and what
 * they hold. Cursors and held pieces change many times a second, so they are read by the canvas
 * imperatively (current values, no React render); only the list of people is a React snapshot.
 */
export class PresenceStore {
  private snapshot: PresenceSnapshot = { people: {} };
  private listeners = new Set<() => void>();
  readonly cursors = new Map<string, { userId: string | null; x: number; y: number; at: number }>();
  readonly held = new Map<string, Held>();
  private motionListeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getSnapshot = () => this.snapshot;

  /** Called on every cursor or drag frame (the canvas animates toward the new targets). */
  onMotion(listener: () => void): () => void {
    this.motionListeners.add(listener);
    return () => this.motionListeners.delete(listener);
  }

  handle(message: ServerMessage): void {
    if (message.kind === 'presence') return this.presence(message);
    if (message.kind === 'cursor') return this.cursor(message);
    if (message.kind === 'drag') return this.drag(message);
  }

  /** Forgets everyone: after a rejoin, presence is learned afresh. */
  reset(): void {
    this.cursors.clear();
    this.held.clear();
    this.snapshot = { people: {} };
    this.emit();
  }

  /** Releases whatever someone held once the committed move for that piece arrived. */
  release(pieceId: string): void {
    for (const [connectionId, held] of this.held) if (held.pieceId === pieceId) this.held.delete(connectionId);
    this.emitMotion();
  }

  private presence(message: PresenceMessage): void {
    const people = { ...this.snapshot.people };
    if (message.online)
      people[message.connectionId] = {
        connectionId: message.connectionId,
        userId: message.userId,
        name: message.name,
        image: message.image,
        online: true,
      };
    else {
      delete people[message.connectionId];
      this.cursors.delete(message.connectionId);
      this.held.delete(message.connectionId);
      this.emitMotion();
    }
    this.snapshot = { people };
    this.emit();
  }

  private seen(connectionId: string, userId: string | null): void {
    // Someone already in the room when we joined is learned of from their first cursor or drag.
    if (this.snapshot.people[connectionId]) return;
    this.snapshot = { people: { ...this.snapshot.people, [connectionId]: { connectionId, userId, name: null, image: '', online: true } } };
    this.emit();
  }

  private cursor(message: CursorMessage): void {
    this.seen(message.connectionId, message.userId);
    this.cursors.set(message.connectionId, { userId: message.userId, x: message.x, y: message.y, at: Date.now() });
    this.emitMotion();
  }

  private drag(message: DragMessage): void {
    this.seen(message.connectionId, message.userId);
    const before = this.held.get(message.connectionId);
    if (message.done) {
      if (before) this.held.set(message.connectionId, { ...before, x: message.x, y: message.y, releasedAt: Date.now() });
    } else
      this.held.set(message.connectionId, {
        connectionId: message.connectionId,
        userId: message.userId,
        pieceId: message.pieceId,
        x: message.x,
        y: message.y,
        at: Date.now(),
      });
    this.cursors.set(message.connectionId, { userId: message.userId, x: message.x, y: message.y, at: Date.now() });
    this.emitMotion();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  private emitMotion(): void {
    for (const listener of this.motionListeners) listener();
  }
}

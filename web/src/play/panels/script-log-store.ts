import type { ScriptLogEntry, ServerMessage } from '@tablecraft/core/play';

// The script log as this page knows it: what the game's scripts wrote and the errors they met. Only the
// game's members get it (its welcome carries the latest entries, and later entries arrive as they happen);
// everyone else never hears of it, and is offered no panel for it.

/** The most entries kept: older ones drop off the top. */
export const SCRIPT_LOG_KEPT = 200;

export interface ScriptLogSnapshot {
  /** Whether this page was sent a script log at all (the person is one of the game's members). */
  available: boolean;
  entries: ScriptLogEntry[];
}

const NONE: ScriptLogSnapshot = { available: false, entries: [] };

export class ScriptLogStore {
  private snapshot: ScriptLogSnapshot = NONE;
  private listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  handle(message: ServerMessage): void {
    switch (message.kind) {
      case 'welcome':
        // Each join starts afresh: a member gets the latest entries; someone no longer a member gets none.
        return this.set(message.scriptLog ? { available: true, entries: message.scriptLog.slice(-SCRIPT_LOG_KEPT) } : NONE);
      case 'scriptLog': {
        // An op's entry read with the welcome may arrive live as well: it is shown once.
        const known = new Set(this.snapshot.entries.map((entry) => entry.seq).filter((seq) => seq !== null));
        const fresh = message.entries.filter(
          (entry) => entry && Array.isArray(entry.lines) && (entry.seq === null || !known.has(entry.seq)),
        );
        if (fresh.length === 0 && this.snapshot.available) return;
        return this.set({ available: true, entries: [...this.snapshot.entries, ...fresh].slice(-SCRIPT_LOG_KEPT) });
      }
      default:
        return;
    }
  }

  private set(next: ScriptLogSnapshot): void {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}

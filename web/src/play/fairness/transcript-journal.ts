import { journalEntry, parseEntries, setsContext, type Direction, type JournalEntry } from './journal-entry.ts';

// A page's write-ahead journal of a room's transcript, in localStorage: written synchronously in the task
// that hears a commitment or sends an op, so it is kept before the page can draw what it heard, and before
// a reload or a navigation can end the page. IndexedDB (transcript-store.ts) keeps the compacted copy a
// moment later; the journal holds only what the last IndexedDB write of this page load did not cover
// (with the context that still applies, journal-entry.ts setsContext), and nothing once it covered all.
// A journal whose page went away before its write is read with the rows (kept-transcript.ts).

const PREFIX = 'tablecraft:fairness-journal:';

/** The part of localStorage a journal uses; tests pass their own. */
export type JournalStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** The page's localStorage, or null where it is missing or blocked (some private windows). */
export function journalStorage(): JournalStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

interface Stored {
  roomCode: string;
  clientId: string;
  entries: JournalEntry[];
}

/** One page load's journal. */
export class TranscriptJournal {
  /** Lines not yet covered by an IndexedDB write, numbered from 1 in the order they came. */
  private entries: Array<{ n: number; entry: JournalEntry }> = [];
  /** The context line in force before the first of them (covered, but what they mean depends on it). */
  private context: JournalEntry | null = null;
  private last = 0;

  constructor(
    private readonly storage: JournalStorage | null,
    /** The page load's key (transcript-store.ts), `${roomCode}/${clientId}/${load}`. */
    private readonly key: string,
    private readonly roomCode: string,
    private readonly clientId: string,
  ) {}

  /** The number of the latest line: an IndexedDB write of the transcript as it is now covers it. */
  get mark(): number {
    return this.last;
  }

  /**
   * A message the recorder read: `changed` when the transcript changed. Returns false when the line could
   * not be kept (no localStorage, or it is full): the caller writes IndexedDB at once instead.
   */
  append(direction: Direction, message: { kind: string }, changed: boolean): boolean {
    const context = setsContext(direction, message);
    if (!changed && !context) return true;
    const entry = journalEntry(direction, message);
    // A context line that changed nothing, with nothing after it yet: remembered, and written ahead of the next line.
    if (!changed && this.entries.length === 0) {
      this.context = entry;
      return true;
    }
    this.entries.push({ n: ++this.last, entry });
    return this.write();
  }

  /** An IndexedDB write of the transcript as it was at `mark` committed: its lines are dropped. */
  covered(mark: number): void {
    const before = this.entries.length;
    while (this.entries.length > 0 && this.entries[0]!.n <= mark) {
      const { entry } = this.entries.shift()!;
      if (setsContext(...entry)) this.context = entry;
    }
    if (this.entries.length !== before) this.write();
  }

  private write(): boolean {
    if (!this.storage) return false;
    try {
      if (this.entries.length === 0) {
        this.storage.removeItem(PREFIX + this.key);
        return true;
      }
      const entries = [...(this.context ? [this.context] : []), ...this.entries.map(({ entry }) => entry)];
      const stored: Stored = { roomCode: this.roomCode, clientId: this.clientId, entries };
      this.storage.setItem(PREFIX + this.key, JSON.stringify(stored));
      return true;
    } catch {
      // Full, or refused: what is stored is still an older part of the journal, and play goes on.
      return false;
    }
  }
}

/** A journal as read back, with its text (to remove it only if it has not changed since). */
export interface StoredJournal extends Stored {
  key: string;
  text: string;
}

/** Every readable journal of a room in this browser: of pages still open, and of pages gone before their write. */
export function readJournals(storage: JournalStorage | null, roomCode: string): StoredJournal[] {
  if (!storage) return [];
  const code = roomCode.toLowerCase();
  const journals: StoredJournal[] = [];
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const name of keys) {
      if (!name?.startsWith(`${PREFIX}${code}/`)) continue;
      const text = storage.getItem(name);
      const journal = text === null ? null : parse(name.slice(PREFIX.length), text);
      if (journal) journals.push(journal);
    }
  } catch {
    // Storage refused mid-read: what was read stands.
  }
  return journals;
}

/** Removes a journal whose lines are kept elsewhere now, unless it changed since it was read. */
export function removeJournal(storage: JournalStorage, journal: StoredJournal): void {
  try {
    if (storage.getItem(PREFIX + journal.key) === journal.text) storage.removeItem(PREFIX + journal.key);
  } catch {
    // Left for a later page to fold.
  }
}

function parse(key: string, text: string): StoredJournal | null {
  try {
    const value = JSON.parse(text) as Partial<Stored> | null;
    const entries = parseEntries(value?.entries);
    if (!entries || typeof value?.roomCode !== 'string' || typeof value.clientId !== 'string') return null;
    return { key, text, roomCode: value.roomCode, clientId: value.clientId, entries };
  } catch {
    return null;
  }
}

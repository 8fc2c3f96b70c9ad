// Who this tab is to a room's server, so a move sent twice (a reconnect, a reload) is applied once.
//
// The server keys exactly-once on (clientId, clientSeq): a tab names itself with a random clientId per
// room, numbers its ops from 1, and the server answers an op it has already sequenced with its original
// result. Both live in sessionStorage (one tab, surviving reloads), together with the ops not yet
// acknowledged, so a reload sends them again instead of losing them.
//
// sessionStorage is copied when a tab is duplicated: two live tabs sharing an id would have the second's
// moves answered as duplicates of the first's. Each page marks the rooms it uses with a token of its own
// and clears the mark when it goes away (pagehide); a page that finds someone else's mark takes a new
// id and drops the copied ops, which belong to the other tab (or to a crashed page whose fate is unknown:
// dropping them can lose a move, resending them could apply it twice).

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const ID_LENGTH = 24; // 144 bits
const CLIENT_ID = /^[A-Za-z0-9_-]{16,64}$/;
const KEY_PREFIX = 'tablecraft:room:';

/** An op kept until the server acknowledges or refuses it, as it was sent. */
export interface StoredOp {
  clientSeq: number;
  op: unknown;
}

interface Stored {
  clientId: string;
  /** The highest clientSeq ever handed out under this id. */
  lastClientSeq: number;
  pending: StoredOp[];
  /** The page using this record now; null once it went away (a reload finds null and carries on). */
  page: string | null;
}

/** What the module needs from the browser; tests pass their own. */
export interface IdentityEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  randomBytes(length: number): Uint8Array;
}

const browserEnvironment = (): IdentityEnvironment => ({
  storage: safeSessionStorage(),
  randomBytes: (length) => crypto.getRandomValues(new Uint8Array(length)),
});

/** A random client id: 24 characters of [A-Za-z0-9_-] from the browser's cryptographic generator. */
export function newClientId(
  randomBytes: (length: number) => Uint8Array = (length) => crypto.getRandomValues(new Uint8Array(length)),
): string {
  // 64 symbols: each byte's low six bits pick one without bias.
  return Array.from(randomBytes(ID_LENGTH), (byte) => ID_ALPHABET[byte & 63]).join('');
}

/** This page's mark on the records it uses. */
const pageToken = newClientId();
/** Records by room, for pages without sessionStorage (blocked storage) and so every caller shares one. */
const inMemory = new Map<string, Stored>();
let listening = false;

/**
 * This tab's identity in one room: its clientId, the next clientSeq, and its unacknowledged ops. Every
 * caller in a page gets the same record (the early socket's hello and the room page's store).
 */
export class ClientIdentity {
  private record: Stored;

  private constructor(
    private readonly roomCode: string,
    private readonly env: IdentityEnvironment,
    private readonly page: string,
  ) {
    this.record = this.claim();
  }

  /** The identity for a room in this tab. `env` and `page` are for tests (a page's token otherwise). */
  static forRoom(roomCode: string, env: IdentityEnvironment = browserEnvironment(), page: string = pageToken): ClientIdentity {
    if (env.storage && page === pageToken) listenForPageHide(env.storage);
    return new ClientIdentity(roomCode, env, page);
  }

  get clientId(): string {
    return this.record.clientId;
  }

  /** Hands out the next clientSeq; saved before the op is sent, so it is never used twice. */
  nextClientSeq(): number {
    this.record = { ...this.read(), lastClientSeq: this.read().lastClientSeq + 1 };
    this.write();
    return this.record.lastClientSeq;
  }

  /** The ops still waiting for an answer, oldest first (left by an earlier page of this tab, or this one). */
  pending(): StoredOp[] {
    return this.read().pending;
  }

  /** Saves the ops still waiting for an answer. */
  savePending(pending: StoredOp[]): void {
    this.record = { ...this.read(), pending };
    this.write();
  }

  /** This page is going away: a reload of the tab may carry on with this record. */
  release(): void {
    this.record = { ...this.read(), page: null };
    this.write();
  }

  private claim(): Stored {
    const key = KEY_PREFIX + this.roomCode;
    const found = inMemory.get(key) ?? parse(this.env.storage?.getItem(key) ?? null);
    // Ours (this page), or left by a page of this tab that went away properly (a reload): carry on.
    if (found && (found.page === null || found.page === this.page)) {
      this.record = { ...found, page: this.page };
    } else {
      // Nothing yet, or marked by a live page: a duplicated tab (or a crash) gets an id of its own.
      this.record = { clientId: newClientId(this.env.randomBytes), lastClientSeq: 0, pending: [], page: this.page };
    }
    this.write();
    return this.record;
  }

  /** The freshest record: another identity object of this page may have moved it on. */
  private read(): Stored {
    return inMemory.get(KEY_PREFIX + this.roomCode) ?? this.record;
  }

  private write(): void {
    const key = KEY_PREFIX + this.roomCode;
    inMemory.set(key, this.record);
    try {
      this.env.storage?.setItem(key, JSON.stringify(this.record));
    } catch {
      // Storage full or blocked: this page still works; a reload starts afresh.
    }
  }
}

/** Clears this page's marks when it goes away (a reload finds them free) and puts them back if it returns (back/forward cache). */
function listenForPageHide(storage: Pick<Storage, 'getItem' | 'setItem'>): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const mark = (page: string | null) => {
    for (const [key, record] of inMemory) {
      if (record.page !== pageToken && record.page !== null) continue;
      const next = { ...record, page };
      inMemory.set(key, next);
      try {
        storage.setItem(key, JSON.stringify(next));
      } catch {
        // As above.
      }
    }
  };
  window.addEventListener('pagehide', () => mark(null));
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) mark(pageToken);
  });
}

function parse(raw: string | null): Stored | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Stored>;
    if (typeof value.clientId !== 'string' || !CLIENT_ID.test(value.clientId)) return null;
    if (typeof value.lastClientSeq !== 'number' || !Number.isSafeInteger(value.lastClientSeq) || value.lastClientSeq < 0) return null;
    const pending = Array.isArray(value.pending)
      ? value.pending.filter((entry): entry is StoredOp => typeof entry?.clientSeq === 'number' && entry.clientSeq <= value.lastClientSeq!)
      : [];
    return {
      clientId: value.clientId,
      lastClientSeq: value.lastClientSeq,
      pending,
      page: typeof value.page === 'string' ? value.page : null,
    };
  } catch {
    return null;
  }
}

function safeSessionStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // blocked by the browser's settings
  }
}

/** For tests: forgets the records this page holds in memory. */
export function forgetIdentitiesForTests(): void {
  inMemory.clear();
}

import { transcriptSchema, type FairnessTranscript } from '@tablecraft/core/play';

// This browser's own copy of what each room committed to (core/src/play/fairness.ts), kept in IndexedDB
// so that "Verify fairness" checks a room's revealed record against it, not only against the server's.
// Each load of a room page keeps its own record under the room's code (no read before the first write,
// so nothing heard early is lost). What a page heard since its last write is in its journal
// (transcript-journal.ts); kept-transcript.ts reads a room's records and journals as one.

const DATABASE = 'tablecraft-fairness';
const STORE = 'transcripts';

interface StoredTranscript {
  /** `${roomCode}/${clientId}/${load}`: one page load of one tab. */
  key: string;
  roomCode: string;
  savedAt: number;
  transcript: FairnessTranscript;
}

let opening: Promise<IDBDatabase | null> | null = null;

/** The database, made on first use; null where IndexedDB is missing or refused (a private window, some tests). */
function database(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(DATABASE, 1);
    } catch {
      return resolve(null);
    }
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'key' });
      store.createIndex('roomCode', 'roomCode');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
  return opening;
}

const done = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
  });

/**
 * Keeps one page load's transcript of a room (replacing what that load kept before): true once the write
 * committed, false where there is no IndexedDB to keep it in. Rejects when the write fails.
 */
export async function saveTranscript(key: string, transcript: FairnessTranscript): Promise<boolean> {
  const db = await database();
  if (!db) return false;
  const transaction = db.transaction(STORE, 'readwrite');
  const stored: StoredTranscript = { key, roomCode: transcript.roomCode.toLowerCase(), savedAt: Date.now(), transcript };
  transaction.objectStore(STORE).put(stored);
  await done(transaction);
  return true;
}

/** Each page load's kept transcript of a room, by its key; none where there is no IndexedDB. */
export async function loadStoredTranscripts(roomCode: string): Promise<Map<string, FairnessTranscript>> {
  const db = await database();
  const kept = new Map<string, FairnessTranscript>();
  if (!db) return kept;
  const rows = await new Promise<StoredTranscript[]>((resolve, reject) => {
    const request = db.transaction(STORE, 'readonly').objectStore(STORE).index('roomCode').getAll(roomCode.toLowerCase());
    request.onsuccess = () => resolve(request.result as StoredTranscript[]);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
  });
  for (const row of rows) {
    const parsed = transcriptSchema.safeParse(row.transcript);
    if (parsed.success) kept.set(row.key, parsed.data);
  }
  return kept;
}

/** For tests: forgets the open database, so the next use opens the IndexedDB the test put in place. */
export function forgetTranscriptDatabaseForTests(): void {
  // Nothing waits for the close; opening never rejects.
  void opening?.then((db) => db?.close());
  opening = null;
}

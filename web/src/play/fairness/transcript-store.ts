import { mergeTranscripts, transcriptSchema, type FairnessTranscript } from '@tablecraft/core/play';

// This browser's own copy of what each room committed to (core/src/play/fairness.ts), kept in IndexedDB
// so that "Verify fairness" checks a room's revealed record against it, not only against the server's.
// Each load of a room page keeps its own record under the room's code (no read before the first write,
// so nothing heard early is lost); reading a room merges them all.

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

/** Keeps one page load's transcript of a room (replacing what that load kept before). */
export async function saveTranscript(key: string, transcript: FairnessTranscript): Promise<void> {
  const db = await database();
  if (!db) return;
  const transaction = db.transaction(STORE, 'readwrite');
  const stored: StoredTranscript = { key, roomCode: transcript.roomCode.toLowerCase(), savedAt: Date.now(), transcript };
  transaction.objectStore(STORE).put(stored);
  await done(transaction);
}

/** Everything this browser kept of a room, as one transcript; null when it kept nothing (or cannot read it). */
export async function loadTranscript(roomCode: string): Promise<FairnessTranscript | null> {
  const db = await database();
  if (!db) return null;
  const code = roomCode.toLowerCase();
  const rows = await new Promise<StoredTranscript[]>((resolve, reject) => {
    const request = db.transaction(STORE, 'readonly').objectStore(STORE).index('roomCode').getAll(code);
    request.onsuccess = () => resolve(request.result as StoredTranscript[]);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
  });
  const transcripts = rows.flatMap((row) => {
    const parsed = transcriptSchema.safeParse(row.transcript);
    return parsed.success ? [parsed.data] : [];
  });
  return transcripts.length ? mergeTranscripts(code, transcripts) : null;
}

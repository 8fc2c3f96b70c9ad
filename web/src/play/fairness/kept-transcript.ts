import { mergeTranscripts, transcriptSchema, type FairnessTranscript } from '@tablecraft/core/play';
import { replayJournal } from './journal-entry.ts';
import { journalStorage, readJournals, removeJournal, type JournalStorage, type StoredJournal } from './transcript-journal.ts';
import { loadStoredTranscripts, saveTranscript } from './transcript-store.ts';

// What this browser kept of a room: each page load's IndexedDB copy, with the lines its journal holds
// since (transcript-journal.ts) read again over it, whether the page is still open or went away before
// its write. Pages of a tab that went away leave their journals to the tab's next page, which folds them
// into IndexedDB.

/** A page load's journal read again over its IndexedDB copy; its copy alone if the journal does not read. */
function withJournal(journal: StoredJournal, base: FairnessTranscript | null): FairnessTranscript | null {
  try {
    const parsed = transcriptSchema.safeParse(replayJournal(journal.roomCode, journal.clientId, base, journal.entries));
    return parsed.success ? parsed.data : base;
  } catch {
    return base;
  }
}

/** Everything this browser kept of a room, as one transcript; null when it kept nothing. */
export async function loadTranscript(
  roomCode: string,
  storage: JournalStorage | null = journalStorage(),
): Promise<FairnessTranscript | null> {
  const code = roomCode.toLowerCase();
  // The journals first: an IndexedDB write landing between the two reads drops the lines it covered from
  // a journal, and is then in the rows read after it.
  const journals = readJournals(storage, code);
  const kept = await loadStoredTranscripts(code);
  for (const journal of journals) {
    const transcript = withJournal(journal, kept.get(journal.key) ?? null);
    if (transcript) kept.set(journal.key, transcript);
  }
  return kept.size ? mergeTranscripts(code, [...kept.values()]) : null;
}

/**
 * Writes to IndexedDB, and then removes, the journals of a tab's earlier pages in a room: the tab's
 * pages share its client id (connection/client-identity.ts) and one is open at a time, so they are gone.
 * Each is kept under a key of its own, which no page writes again. Other tabs' journals are theirs.
 */
export async function foldJournals(
  roomCode: string,
  clientId: string,
  ownKey: string,
  storage: JournalStorage | null,
  save: (key: string, transcript: FairnessTranscript) => Promise<boolean> = saveTranscript,
): Promise<void> {
  if (!storage) return;
  const earlier = readJournals(storage, roomCode).filter((journal) => journal.clientId === clientId && journal.key !== ownKey);
  if (earlier.length === 0) return;
  const kept = await loadStoredTranscripts(roomCode);
  for (const journal of earlier) {
    const transcript = withJournal(journal, kept.get(journal.key) ?? null);
    if (transcript && (await save(`${journal.key}/folded`, transcript))) removeJournal(storage, journal);
  }
}

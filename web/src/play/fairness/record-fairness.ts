import { emptyTranscript, FairnessRecorder, type ClientMessage, type FairnessTranscript, type ServerMessage } from '@tablecraft/core/play';
import { saveTranscript } from './transcript-store.ts';
import { journalStorage, TranscriptJournal, type JournalStorage } from './transcript-journal.ts';
import { foldJournals } from './kept-transcript.ts';

/** How long after a change the transcript is written to IndexedDB: a burst of ops is one write. */
const SAVE_AFTER_MS = 200;

export interface FairnessRecordOptions {
  /** Where the journal goes: the page's localStorage unless given (null: none). */
  storage?: JournalStorage | null;
  /** Writes the transcript to IndexedDB: true once committed, false where there is none. */
  save?: (key: string, transcript: FairnessTranscript) => Promise<boolean>;
}

/**
 * Keeps this page's transcript of a room while it plays: everything the socket hears and each op it
 * sends goes through it. Each change is in the page's journal (localStorage) before the task that heard or
 * sent it ends, so a reload or a navigation at any moment loses nothing; the transcript is written to
 * IndexedDB shortly after each change, when the page is hidden or closed and when the room is left, and
 * each write that commits empties the journal of what it covered.
 */
export class RoomFairnessRecord {
  private readonly recorder: FairnessRecorder;
  private readonly key: string;
  private readonly journal: TranscriptJournal;
  private readonly save: NonNullable<FairnessRecordOptions['save']>;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The journal's mark the last write started from: nothing new since, nothing to write. */
  private written = 0;
  /** Settles once the journals this tab's earlier pages left in the room are in IndexedDB. */
  readonly folded: Promise<void>;

  constructor(roomCode: string, clientId: string, options: FairnessRecordOptions = {}) {
    const code = roomCode.toLowerCase();
    const storage = options.storage === undefined ? journalStorage() : options.storage;
    this.save = options.save ?? saveTranscript;
    this.recorder = new FairnessRecorder(clientId, emptyTranscript(code));
    this.key = `${code}/${clientId}/${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    this.journal = new TranscriptJournal(storage, this.key, code, clientId);
    // Nothing waits for it: a journal not folded now is still read with the rows, and folded by a later page.
    this.folded = foldJournals(code, clientId, this.key, storage, this.save).catch(() => undefined);
  }

  /** A message the socket heard. */
  heard(message: ServerMessage): void {
    this.changed(this.journal.append('heard', message, this.recorder.heard(message)));
  }

  /** A message the page sent (only ones that went out). */
  sent(message: ClientMessage): void {
    this.changed(this.journal.append('sent', message, this.recorder.sending(message)));
  }

  /** Writes now what is not written yet; the journal drops what the write covered once it commits. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const mark = this.journal.mark;
    if (mark === this.written) return Promise.resolve();
    this.written = mark;
    return this.save(this.key, structuredClone(this.recorder.transcript)).then(
      (stored) => {
        if (stored) this.journal.covered(mark);
      },
      () => undefined,
    );
  }

  /** After a message: a change the journal kept is written to IndexedDB soon; one it could not keep, now. */
  private changed(journaled: boolean): void {
    if (this.journal.mark === this.written) return;
    if (!journaled)
      void this.flush(); // flush catches its own failures
    else this.timer ??= setTimeout(() => void this.flush(), SAVE_AFTER_MS);
  }
}

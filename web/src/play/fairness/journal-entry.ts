import { emptyTranscript, FairnessRecorder, type FairnessTranscript } from '@tablecraft/core/play';

// One line of a page's fairness journal (transcript-journal.ts): a message the page's FairnessRecorder read,
// heard from the server or sent to it, less what only the table shows (a welcome's view, log and chat, an
// op's changes), which can be large and which the recorder never reads. Replaying the lines into a recorder
// over the page's last IndexedDB copy gives the transcript the page held.

export type Direction = 'heard' | 'sent';
export type JournalEntry = [direction: Direction, message: Message];
type Message = { kind: string } & Record<string, unknown>;

/** What pages show and recorders do not read: dropped from a heard message (and from each op a welcome carries). */
const SHOWN = ['view', 'log', 'chat', 'scriptLog', 'changes'];

const lean = (message: Message): Message => {
  const kept: Message = { kind: message.kind };
  for (const [name, value] of Object.entries(message)) if (!SHOWN.includes(name)) kept[name] = value;
  if (Array.isArray(kept.missed)) kept.missed = kept.missed.map((missed: Message) => lean(missed));
  return kept;
};

/** The journal's line for a message the recorder read. */
export function journalEntry(direction: Direction, message: { kind: string }): JournalEntry {
  return [direction, direction === 'heard' ? lean(message as Message) : (message as Message)];
}

/**
 * Whether a message sets what later lines mean, whether or not it changed the transcript: the commitments
 * before each welcome name the server seed that the ops sent after it are mixed with. The journal keeps
 * the last such line ahead of what it holds, even once an IndexedDB write covered it.
 */
export function setsContext(direction: Direction, message: { kind: string }): boolean {
  return direction === 'heard' && message.kind === 'fairness';
}

/** A transcript of one page load: its last IndexedDB copy (if any) with the journal's lines read again. */
export function replayJournal(
  roomCode: string,
  clientId: string,
  base: FairnessTranscript | null,
  entries: readonly JournalEntry[],
): FairnessTranscript {
  const recorder = new FairnessRecorder(clientId, base ? structuredClone(base) : emptyTranscript(roomCode));
  for (const [direction, message] of entries) {
    if (direction === 'heard') recorder.heard(message);
    else recorder.sending(message);
  }
  return recorder.transcript;
}

/** A journal's lines as stored, or null if they are not (a journal written by something else, or damaged). */
export function parseEntries(value: unknown): JournalEntry[] | null {
  if (!Array.isArray(value)) return null;
  const valid = value.every(
    (entry) =>
      Array.isArray(entry) &&
      entry.length === 2 &&
      (entry[0] === 'heard' || entry[0] === 'sent') &&
      typeof (entry[1] as { kind?: unknown } | null)?.kind === 'string',
  );
  return valid ? (value as JournalEntry[]) : null;
}

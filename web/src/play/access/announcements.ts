import type { ChatMessage, LogLine } from '@tablecraft/core/play';

// What the screen reader is told of the room while someone plays: other people's moves (the room log's
// lines, already rendered for this seat by the server, so they name only what this seat may know), chat,
// and why a message was refused. One's own moves are not repeated: the focus already says what happened.

export interface Heard {
  log: readonly LogLine[];
  chat: readonly ChatMessage[];
  refusal: string | null;
}

/** What is new between two moments of the room's talk, as sentences; nothing for what a welcome brought. */
export function announcementsBetween(before: Heard | null, after: Heard, myUserId: string | null): string[] {
  if (!before) return [];
  const lastLine = before.log.reduce((most, line) => Math.max(most, line.seq), -Infinity);
  const knownChat = new Set(before.chat.map((message) => message.id));
  const lines = after.log.filter((line) => line.seq > lastLine && !line.actor.you).map((line) => `${line.actor.name} ${line.text}`);
  const chat = after.chat
    .filter((message) => !knownChat.has(message.id) && message.userId !== myUserId)
    .map((message) => `${message.name} says: ${message.text}`);
  const refusal = after.refusal && after.refusal !== before.refusal ? [`Not sent: ${after.refusal}`] : [];
  return [...lines, ...chat, ...refusal];
}

/** Most sentences read out at once; more are summed up, so a burst of moves never floods the reader. */
export const MOST_AT_ONCE = 3;

/** A batch of sentences as one announcement: the latest few, and how many more there were before them. */
export function batchOf(sentences: readonly string[]): string {
  if (sentences.length <= MOST_AT_ONCE) return sentences.join('. ');
  const skipped = sentences.length - MOST_AT_ONCE;
  return `${skipped === 1 ? '1 earlier line' : `${skipped} earlier lines`}, then: ${sentences.slice(-MOST_AT_ONCE).join('. ')}`;
}

import { migrateDocument, type GameDocument } from '@tablecraft/core/game';
import type { RevisionRecord } from './store.ts';

/**
 * Reading a stored document means migrating and validating all of it: about 100 ms for a game of
 * 2,000 parts, paid on every room page and every room created. A revision's document changes only with
 * its version (and a published one never), so the parsed document is kept per revision and version.
 */
const MAX_DOCUMENTS = 20;
const documents = new Map<string, GameDocument>();

/** A revision's document for reading; frozen, as it is shared by every reader until it changes. */
export function readDocument(revision: Pick<RevisionRecord, 'id' | 'version' | 'document'>): GameDocument {
  const key = `${revision.id}@${revision.version}`;
  const cached = documents.get(key);
  if (cached) {
    // Most recently used last, so the oldest is the one dropped.
    documents.delete(key);
    documents.set(key, cached);
    return cached;
  }
  const document = deepFreeze(migrateDocument(revision.document));
  documents.set(key, document);
  if (documents.size > MAX_DOCUMENTS) documents.delete(documents.keys().next().value!);
  return document;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

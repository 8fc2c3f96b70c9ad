import { AppError } from '@tablecraft/core/errors';
import { migrateDocument, type GameDocument } from '@tablecraft/core/game';
import type { Queryable } from '@tablecraft/platform';
import { findRevisionDocument, type RevisionRecord } from './store.ts';

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

/** Like readDocument, for a revision read without its document: the cache first, else one query. */
export async function loadDocument(db: Queryable, revision: Pick<RevisionRecord, 'id' | 'version' | 'document'>): Promise<GameDocument> {
  if (revision.document !== undefined || documents.has(`${revision.id}@${revision.version}`)) return readDocument(revision);
  const document = await findRevisionDocument(db, revision.id, revision.version);
  // Saved again since it was listed: the caller's version is gone, as a stale save would be told.
  if (document === undefined) throw new AppError('CONFLICT');
  return readDocument({ ...revision, document });
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

import type { GameDocument } from '@tablecraft/core/game';
import { parseArchiveJson } from './archive-json.ts';
import { archiveError, readZip } from './zip-reader.ts';
import { problemWithTable } from './table-check.ts';
import {
  TABLE_ENVELOPE_NAME,
  TABLE_FILE_FORMAT,
  TABLE_FILE_VERSION,
  TABLE_FILE_ZIP_LIMITS,
  tableEnvelopeV1Schema,
  type TableFileEnvelope,
} from './table-file.ts';

// The pure work of reading an uploaded table file: the archive, the envelope's JSON and, given the revision
// it names, the state checked against it. It runs on the import worker's thread (transfer/import-pool.ts),
// never on the event loop every request shares: a file of 6 MB is seconds of parsing and checking at worst.

/** What a table file says of itself: its envelope without the state. */
export type TableFileHead = Omit<TableFileEnvelope, 'state'>;

/** What reading a table file answers: its head, and with a revision's document, its state as a table of that revision or why not. */
export interface TableFileReading {
  head: TableFileHead;
  checked: ReturnType<typeof problemWithTable> | null;
}

/** Reads a table file; throws the file's refusal (AppError) for whatever it gets wrong. */
export function readTableFile(bytes: Uint8Array, document: GameDocument | null): TableFileReading {
  const { state, ...head } = readEnvelope(readZip(bytes, TABLE_FILE_ZIP_LIMITS));
  return { head, checked: document ? problemWithTable(state, document) : null };
}

function readEnvelope(files: Map<string, Uint8Array>): TableFileEnvelope {
  const raw = files.get(TABLE_ENVELOPE_NAME);
  if (!raw)
    throw archiveError(
      `This zip is not a Tablecraft table file: it has no ${TABLE_ENVELOPE_NAME}. Choose a file made with Download on a saved table.`,
    );
  // Refuses JSON nested deeper than any table (a 4xx, never a stack overflow in the checks after it).
  const json = parseArchiveJson(TABLE_ENVELOPE_NAME, raw);
  const head = json as { format?: unknown; version?: unknown } | null;
  if (typeof head !== 'object' || head === null || head.format !== TABLE_FILE_FORMAT)
    throw archiveError(`${TABLE_ENVELOPE_NAME} is not a Tablecraft table file (its "format" is not "${TABLE_FILE_FORMAT}").`);
  if (typeof head.version !== 'number' || !Number.isInteger(head.version) || head.version < 1)
    throw archiveError(`${TABLE_ENVELOPE_NAME} has no valid "version".`);
  if (head.version > TABLE_FILE_VERSION)
    throw archiveError(
      `This table file was written by a newer Tablecraft (file version ${head.version}; this one reads up to ${TABLE_FILE_VERSION}).`,
    );
  const parsed = tableEnvelopeV1Schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw archiveError(`${TABLE_ENVELOPE_NAME} is not valid${issue ? `: ${issue.path.join('.') || 'the file'} ${issue.message}` : '.'}`);
  }
  return parsed.data;
}

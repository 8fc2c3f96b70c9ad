import { DocumentFormatError, migrateDocument, validateDocument, type GameDocument } from '@tablecraft/core/game';
import { GAME_FILE_MAX_IMAGES, GAME_FILE_ZIP_LIMITS } from './game-file.ts';
import type { ImportBundle } from './import-bundle.ts';
import { recogniseArchive } from './recognise.ts';
import { archiveError, readZip } from './zip-reader.ts';

/** A game file read and checked: the bundle with its document migrated to the current format and valid. */
export interface ReadGameFile extends Omit<ImportBundle, 'document'> {
  document: GameDocument;
}

/**
 * Everything of an import that is pure work on the file's bytes: the archive (zip-reader.ts), what it is
 * (recognise.ts), the document (migrated from any older format, then validated like every save) and the
 * number of images. It runs in the import worker (import-pool.ts), never on the event loop every request
 * shares, and throws AppErrors for whatever the file gets wrong.
 */
export function readGameFile(bytes: Uint8Array, fileName: string): ReadGameFile {
  const bundle = recogniseArchive(readZip(bytes, GAME_FILE_ZIP_LIMITS), fileName);
  const images = bundle.assets.filter((asset) => asset.bytes !== null).length;
  if (images > GAME_FILE_MAX_IMAGES)
    throw archiveError(`The game file holds ${images} images; at most ${GAME_FILE_MAX_IMAGES} come in with one import.`);
  let migrated: GameDocument;
  try {
    migrated = migrateDocument(bundle.document);
  } catch (error) {
    if (error instanceof DocumentFormatError) throw archiveError(`The game in this file cannot be read: ${error.message}`);
    throw error;
  }
  const checked = validateDocument(migrated);
  if (!checked.ok) {
    const first = checked.problems[0];
    throw archiveError(`The game in this file is not valid${first ? `: ${first.path.join('.')} ${first.message}` : '.'}`);
  }
  return { ...bundle, document: checked.doc };
}

import { archiveError } from './zip-reader.ts';
import type { ImportBundle } from './import-bundle.ts';
import { isTablecraftGameFile, readTablecraftGameFile } from './tablecraft-game-file.ts';

/**
 * Decides what an unpacked archive is and reads it into the one bundle import works from: a Tablecraft
 * game file, or (once its converter exists) another site's export. Anything else is refused by name.
 */
export function recogniseArchive(files: Map<string, Uint8Array>): ImportBundle {
  if (isTablecraftGameFile(files)) return readTablecraftGameFile(files);
  const fromPlayingCardsIo = readPlayingCardsIoExport(files);
  if (fromPlayingCardsIo) return fromPlayingCardsIo;
  throw archiveError('This zip is not a Tablecraft game file: it has no tablecraft-game.json. Choose a file made with Export.');
}

/**
 * Where a playingcards.io export plugs in: the pure converter planned in core
 * (`fromPlayingCardsIo(files): { document, assets: [{ refId, fileName, bytes }], report }`) is not in
 * this tree yet, so nothing is recognised here. To plug it in: when `files` looks like its export,
 * call it and map each converted asset to `{ assetId: <the assetId its asset part names>, file:
 * fileName, bytes, pipeline: 'image', rows: null, columns: null }`, with `source: 'playingcards.io export'`.
 */
export function readPlayingCardsIoExport(_files: Map<string, Uint8Array>): ImportBundle | null {
  return null;
}

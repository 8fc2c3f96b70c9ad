import { fromPlayingCardsIo, PcioImportError, WIDGETS_FILE_NAME } from '@tablecraft/core/import';
import { archiveError } from './zip-reader.ts';
import type { ImportBundle } from './import-bundle.ts';
import { isTablecraftGameFile, readTablecraftGameFile } from './tablecraft-game-file.ts';

const NOT_A_GAME_FILE =
  'This zip is not a Tablecraft game file: it has no tablecraft-game.json. Choose a file made with Export (or a PlayingCards.io room file, .pcio).';

/**
 * Decides what an unpacked archive is and reads it into the one bundle import works from: a Tablecraft
 * game file (it has tablecraft-game.json), else a PlayingCards.io room file (core's pure converter
 * decides). Anything else is refused by name.
 */
export function recogniseArchive(files: Map<string, Uint8Array>, fileName: string): ImportBundle {
  if (isTablecraftGameFile(files)) return readTablecraftGameFile(files);
  try {
    return readPlayingCardsIoExport(files, fileName);
  } catch (error) {
    if (!(error instanceof PcioImportError)) throw error;
    // Without a widgets.json the file was most likely meant as a Tablecraft game file: say what that lacks.
    const meantAsRoom = [...files.keys()].some((path) => path.toLowerCase().split('/').pop() === WIDGETS_FILE_NAME);
    throw archiveError(meantAsRoom ? error.message : NOT_A_GAME_FILE);
  }
}

/**
 * A PlayingCards.io room file through core's converter. Its asset parts name a placeholder id, one part
 * per picture, so each picture is matched to its part by `refId`. The room file has no title: the file's
 * name stands in for it.
 */
export function readPlayingCardsIoExport(files: Map<string, Uint8Array>, fileName: string): ImportBundle {
  const converted = fromPlayingCardsIo(files);
  return {
    source: 'PlayingCards.io room file',
    title: titleFromFileName(fileName),
    description: 'Imported from a PlayingCards.io room file.',
    document: converted.document,
    assets: converted.assets.map((asset) => ({
      refId: asset.refId,
      file: asset.fileName,
      bytes: asset.bytes,
      pipeline: 'image',
      rows: null,
      columns: null,
    })),
    report: converted.report,
  };
}

function titleFromFileName(fileName: string): string {
  const base = fileName
    .replace(/^.*[\\/]/, '')
    .replace(/\.(pcio|zip)$/i, '')
    .replace(/[_]+/g, ' ')
    .trim()
    .slice(0, 80);
  return base || 'Imported room';
}

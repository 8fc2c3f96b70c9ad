import { archiveError } from './zip-reader.ts';
import { parseArchiveJson } from './archive-json.ts';
import { ENVELOPE_NAME, GAME_FILE_FORMAT, GAME_FILE_VERSION, envelopeV1Schema } from './game-file.ts';
import type { ImportBundle } from './import-bundle.ts';

/** True when the unpacked archive is a Tablecraft game file (it has the envelope at its root). */
export function isTablecraftGameFile(files: Map<string, Uint8Array>): boolean {
  return files.has(ENVELOPE_NAME);
}

/**
 * Reads `tablecraft-game.json` and the images it lists. Envelope versions are read one by one (only
 * version 1 exists); the document inside keeps its own format version, which import migrates.
 */
export function readTablecraftGameFile(entries: Map<string, Uint8Array>): ImportBundle {
  const raw = parseArchiveJson(ENVELOPE_NAME, entries.get(ENVELOPE_NAME)!);
  const head = raw as { format?: unknown; version?: unknown } | null;
  if (typeof head !== 'object' || head === null || head.format !== GAME_FILE_FORMAT)
    throw archiveError(`${ENVELOPE_NAME} is not a Tablecraft game file (its "format" is not "${GAME_FILE_FORMAT}").`);
  if (typeof head.version !== 'number' || !Number.isInteger(head.version) || head.version < 1)
    throw archiveError(`${ENVELOPE_NAME} has no valid "version".`);
  if (head.version > GAME_FILE_VERSION)
    throw archiveError(
      `This game file was written by a newer Tablecraft (file version ${head.version}; this one reads up to ${GAME_FILE_VERSION}).`,
    );
  const parsed = envelopeV1Schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw archiveError(`${ENVELOPE_NAME} is not valid${issue ? `: ${issue.path.join('.') || 'the file'} ${issue.message}` : '.'}`);
  }
  const envelope = parsed.data;
  const report: string[] = [];
  for (const missing of envelope.missingAssets)
    report.push(
      `An image (${missing.assetId}) was not in the file when it was exported (${missing.reason}); parts showing it have no picture.`,
    );
  // Export writes each image once. A file listed twice would be uploaded twice from one entry (a small
  // zip multiplying into many stored copies), so only its first listing counts.
  const files = new Set<string>();
  const assetIds = new Set<string>();
  const assets = envelope.assets.filter((asset) => {
    if (files.has(asset.file) || assetIds.has(asset.assetId)) {
      report.push(`${asset.file} is listed more than once in ${ENVELOPE_NAME}; it was imported once.`);
      return false;
    }
    files.add(asset.file);
    assetIds.add(asset.assetId);
    return true;
  });
  return {
    source: 'Tablecraft game file',
    title: envelope.game.title,
    description: envelope.game.description,
    document: envelope.document,
    assets: assets.map((asset) => ({
      assetId: asset.assetId,
      file: asset.file,
      bytes: entries.get(asset.file) ?? null,
      pipeline: asset.pipeline,
      rows: asset.pipeline === 'sheet' ? asset.rows : null,
      columns: asset.pipeline === 'sheet' ? asset.columns : null,
    })),
    report,
  };
}

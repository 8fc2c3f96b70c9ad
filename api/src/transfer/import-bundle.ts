import type { AssetPipeline } from '../uploads/index.ts';

/**
 * What any recognised game file becomes after unpacking, whatever it came from (a Tablecraft game file,
 * another site's export): a document still to be migrated and checked, the images it names with their
 * bytes, and lines for the import report. One path (import.ts) turns every bundle into a new game.
 */
export interface ImportBundle {
  /** Where the file came from, for the report ("Tablecraft game file", "playingcards.io export"). */
  source: string;
  title: string;
  description: string;
  /** The document as found, in any format version; import migrates and validates it. */
  document: unknown;
  assets: ImportAsset[];
  /** What was skipped or changed on the way, said to the importer. */
  report: string[];
}

export interface ImportAsset {
  /**
   * Which asset parts show it: every part naming `assetId` (a Tablecraft file, where a sheet's frames
   * share one image), or the one part `refId` (a converter's, whose parts name a placeholder). The new
   * upload gets a new id and those parts follow it.
   */
  assetId?: string;
  refId?: string;
  /** Path in the archive, for the report. */
  file: string;
  /** The bytes, or null when the archive lacks the file (the report says so). */
  bytes: Uint8Array | null;
  pipeline: Extract<AssetPipeline, 'image' | 'sheet'>;
  rows: number | null;
  columns: number | null;
}

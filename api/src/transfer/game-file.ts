import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '@tablecraft/core';
import { DOCUMENT_MAX_BYTES, PART_LIMITS } from '@tablecraft/core/game';
import { ROOM_JSON_BUDGET_BYTES, WIDGETS_MAX_BYTES } from '@tablecraft/core/import';
import type { ZipLimits } from './zip-reader.ts';

// A game file is a zip: `tablecraft-game.json` (the envelope below, with the revision's document), each
// image the document uses under `assets/<asset part id>/<file name>`, and a README.txt. docs/GAME-FILES.md
// describes it for people; this module is its one definition for code.

export const GAME_FILE_FORMAT = 'tablecraft-game';
/** The envelope version this code writes; import reads this and every older one. */
export const GAME_FILE_VERSION = 1;
export const ENVELOPE_NAME = 'tablecraft-game.json';
export const README_NAME = 'README.txt';

/**
 * The largest game file accepted for import, as uploaded. 100 MB is the Free plan's whole storage: a
 * bigger game could not be kept by most importers anyway, and it bounds what one request holds in memory.
 */
export const GAME_FILE_MAX_BYTES = 100_000_000;
/** The archive's entries unpacked, together: the upload limit and a little for the envelope and README. */
export const GAME_FILE_MAX_UNPACKED_BYTES = GAME_FILE_MAX_BYTES + DOCUMENT_MAX_BYTES + 1_000_000;
/** More entries than any game needs: one file per asset (at most 1,000 asset parts), the envelope, the README. */
export const GAME_FILE_MAX_ENTRIES = 1_000;
/** The envelope holds a document of at most 2 MB plus a few facts about the game. */
const ENVELOPE_MAX_BYTES = DOCUMENT_MAX_BYTES + 200_000;
/** Another site's list of pieces (a PlayingCards.io room's widgets.json) is JSON too; real ones are a few MB. */
const OTHER_JSON_MAX_BYTES = WIDGETS_MAX_BYTES;
/** All JSON an import parses, together: the envelope, or a room file's JSON files (core's budget for them). */
export const GAME_FILE_MAX_JSON_BYTES = Math.max(ENVELOPE_MAX_BYTES, ROOM_JSON_BUDGET_BYTES);
/**
 * Most images one import creates. Each becomes an asset, a pipeline job and its renditions, and is charged
 * at least the plan's minimum per asset in storage; a real game has a few dozen, a big deck a few hundred.
 */
export const GAME_FILE_MAX_IMAGES = 500;

export const GAME_FILE_ZIP_LIMITS: ZipLimits = {
  maxEntries: GAME_FILE_MAX_ENTRIES,
  maxTotalBytes: GAME_FILE_MAX_UNPACKED_BYTES,
  // Every other entry is an image (or a small text), at most what an upload may be.
  maxEntryBytes: (name) =>
    name === ENVELOPE_NAME ? ENVELOPE_MAX_BYTES : name.toLowerCase().endsWith('.json') ? OTHER_JSON_MAX_BYTES : UPLOAD_MAX_BYTES,
  // Images barely compress and JSON about 10:1; past 100:1 something is wrong, in an entry of any size.
  maxRatio: 100,
  maxJsonBytes: GAME_FILE_MAX_JSON_BYTES,
};

/** One uploaded image of the game: where its file is in the zip and how the upload pipeline should treat it. */
export const envelopeAssetSchema = z.object({
  /** The uuid the document's asset parts name (`assets[].assetId`); import gives the copy a new one. */
  assetId: z.uuid(),
  /** Path of the original file inside the zip. */
  file: z.string().min(1).max(300),
  pipeline: z.enum(['image', 'sheet']),
  rows: z.number().int().min(1).max(50).nullable(),
  columns: z.number().int().min(1).max(50).nullable(),
  contentType: z.string().max(100),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  byteSize: z.number().int().min(0),
});
export type EnvelopeAsset = z.infer<typeof envelopeAssetSchema>;

/** `tablecraft-game.json`, version 1. */
export const envelopeV1Schema = z.object({
  format: z.literal(GAME_FILE_FORMAT),
  version: z.literal(1),
  exportedAt: z.string().max(40),
  game: z.object({
    title: z.string().trim().min(1).max(80),
    description: z.string().max(2_000).default(''),
    gameName: z.string().max(40).optional(),
  }),
  revision: z.object({ name: z.string().max(40) }),
  /** The revision's document as stored (any document format version: import migrates it). */
  document: z.unknown(),
  assets: z.array(envelopeAssetSchema).max(PART_LIMITS.assets).default([]),
  /** Images the document names that could not be written into the file, and why. */
  missingAssets: z.array(z.object({ assetId: z.string(), reason: z.string() })).default([]),
});
export type GameFileEnvelope = z.infer<typeof envelopeV1Schema>;

/** A part of a file name that is safe on every system and inside a zip: letters, digits, dot, dash, underscore. */
export function safeFileName(name: string, extension: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 60);
  return `${base || 'image'}.${extension}`;
}

/** The extension of an accepted image type. */
export function extensionOf(contentType: string): string {
  return { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' }[contentType] ?? 'bin';
}

/** What README.txt says: what the file is and how to bring it back. */
export function readmeText(title: string, exportedAt: string): string {
  return [
    `This is a Tablecraft game file: "${title}", exported ${exportedAt}.`,
    '',
    'To import it, log in to Tablecraft, open Create (/create), choose "Import a game file" and pick this',
    '.zip as it is (do not unpack and re-pack it). The game becomes a new game of yours, with its images',
    'uploaded to your account again; what could not be imported is listed after the import.',
    '',
    'Inside:',
    `  ${ENVELOPE_NAME}  the game's title and description and the revision's document (format version ${GAME_FILE_VERSION})`,
    '  assets/<part id>/<file>  each image the game uses, as it was uploaded (without its camera metadata)',
    '',
    'The format is described in docs/GAME-FILES.md of the Tablecraft source.',
    '',
  ].join('\n');
}

import { z } from 'zod';
import type { ZipLimits } from './zip-reader.ts';

// A table file is a zip, as a game file is: `tablecraft-table.json` (the envelope below, with the saved
// room state) and a README.txt. docs/GAME-FILES.md ("Table files") describes it for people; this module is
// its one definition for code.

export const TABLE_FILE_FORMAT = 'tablecraft-table';
/** The envelope version this code writes; upload reads this and every older one. */
export const TABLE_FILE_VERSION = 1;
export const TABLE_ENVELOPE_NAME = 'tablecraft-table.json';
export const TABLE_README_NAME = 'README.txt';

/**
 * The largest saved state, as JSON. A room of a game at the document cap (1,000 objects, 2 MB) stays well
 * under it; the socket loads a save like any snapshot, so it must stay a snapshot's size.
 */
export const TABLE_STATE_MAX_BYTES = 5_000_000;
/** An uploaded table file: the state deflated, a README, and room to spare. */
export const TABLE_FILE_MAX_BYTES = 6_000_000;
/** The longest name a save may have. */
export const TABLE_NAME_MAX_LENGTH = 80;

export const TABLE_FILE_ZIP_LIMITS: ZipLimits = {
  // The envelope and the README; a few more for whatever a zip tool adds (a folder, .DS_Store).
  maxEntries: 10,
  maxTotalBytes: TABLE_STATE_MAX_BYTES + 200_000,
  maxEntryBytes: (name) => (name === TABLE_ENVELOPE_NAME ? TABLE_STATE_MAX_BYTES + 100_000 : 100_000),
  // A room state is repetitive JSON (about 10:1); past 100:1 something is wrong.
  maxRatio: 100,
};

export const tableNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the save a name.')
  .max(TABLE_NAME_MAX_LENGTH, `At most ${TABLE_NAME_MAX_LENGTH} characters.`);

/** `tablecraft-table.json`, version 1. */
export const tableEnvelopeV1Schema = z.object({
  format: z.literal(TABLE_FILE_FORMAT),
  version: z.literal(1),
  exportedAt: z.string().max(40),
  /** The game the table belongs to: upload puts it back there, for whoever may edit that game. */
  game: z.object({ id: z.uuid(), title: z.string().max(80), gameName: z.string().max(40).optional() }),
  /** The revision the room played: its components are the state's pieces. */
  revision: z.object({ name: z.string().min(1).max(40) }),
  name: tableNameSchema,
  /** The room's state as saved (any state version: upload migrates it). */
  state: z.unknown(),
});
export type TableFileEnvelope = z.infer<typeof tableEnvelopeV1Schema>;

/** What README.txt says: what the file is and how to bring it back. */
export function tableReadmeText(gameTitle: string, name: string, exportedAt: string): string {
  return [
    `This is a Tablecraft table file: the table "${name}" of "${gameTitle}", saved ${exportedAt}.`,
    '',
    'It holds the whole table: every card in every hand and the order of every deck. Whoever opens it can',
    'read them all, so keep it among the people who may set up the game anyway.',
    '',
    "To upload it, log in to Tablecraft, open the game's Saved tables (in its settings), choose",
    '"Upload a table file" and pick this .zip as it is. Only editors of the game can upload it, and only',
    'while the revision it was saved on still exists.',
    '',
    'Inside:',
    `  ${TABLE_ENVELOPE_NAME}  the game, the revision, the save's name and the room's state (file version ${TABLE_FILE_VERSION})`,
    '',
    'The format is described in docs/GAME-FILES.md of the Tablecraft source.',
    '',
  ].join('\n');
}

import { strToU8, zipSync } from 'fflate';
import { AppError } from '@tablecraft/core/errors';
import type { ApiServices } from '../common/index.ts';
import type { UserRecord } from '../common/index.ts';
import { can, requireUser } from '../policies/index.ts';
import * as gameStore from '../games/index.ts';
import { readDocument } from '../games/index.ts';
import { readTableFileOffThread } from '../transfer/index.ts';
import { archiveError } from '../transfer/index.ts';
import { isUuid } from '../common/index.ts';
import { keepSave, saveStateFor } from './service.ts';
import type { TableSaveRecord } from './store.ts';
import {
  TABLE_ENVELOPE_NAME,
  TABLE_FILE_FORMAT,
  TABLE_FILE_VERSION,
  TABLE_README_NAME,
  tableReadmeText,
  type TableFileEnvelope,
} from '../transfer/index.ts';

/**
 * A save as a table file, for the game's editors only (saveStateFor refuses everyone else as if the save
 * did not exist). A state is at most a few MB, so the zip is made whole and sent with its length.
 */
export async function tableFileOf(
  services: ApiServices,
  viewer: UserRecord | null,
  saveId: string,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const { save, game, state } = await saveStateFor(services, viewer, saveId);
  const revision = await gameStore.findRevisionHeadById(services.pool, save.revisionId);
  if (!revision) throw new AppError('NOT_FOUND', 'That saved table does not exist.');
  const exportedAt = new Date().toISOString();
  const envelope: TableFileEnvelope = {
    format: TABLE_FILE_FORMAT,
    version: TABLE_FILE_VERSION,
    exportedAt,
    game: { id: game.id, title: game.title, gameName: game.gameName },
    revision: { name: revision.name },
    name: save.name,
    state,
  };
  const bytes = zipSync(
    {
      // Compact: a state near its 5 MB limit, indented, would no longer fit the envelope's limit on the way back in.
      [TABLE_ENVELOPE_NAME]: strToU8(JSON.stringify(envelope)),
      [TABLE_README_NAME]: strToU8(tableReadmeText(game.title, save.name, exportedAt)),
    },
    { level: 6 },
  );
  return { fileName: `${game.gameName}-${fileSafe(save.name)}.zip`, bytes };
}

const fileSafe = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'table';

/**
 * Keeps an uploaded table file as a save of the game it names, for someone who may edit that game. Every
 * check comes before anything is kept (one insert, in keepSave's transaction), so a refused file leaves
 * nothing: the archive (the game files' zip reader, with limits for one JSON), the envelope, the game and
 * revision (they must still exist and the uploader must edit the game), and the state itself (core reads
 * it, and it is a table of that revision: table-check.ts). The file is parsed and checked on the import
 * thread, within its budget (table-file-read.ts): a hostile file never holds the event loop.
 */
export async function importTableFile(services: ApiServices, viewer: UserRecord | null, bytes: Uint8Array): Promise<TableSaveRecord> {
  const user = requireUser(viewer);
  // The file is read on the import thread twice: for what it names, then, given that revision, to check its
  // state. The first read gets a copy, since the bytes go to the thread.
  const { head: envelope } = await readTableFileOffThread(Uint8Array.prototype.slice.call(bytes), null, user.id);
  const game = isUuid(envelope.game.id) ? await gameStore.findGameById(services.pool, envelope.game.id) : null;
  if (!game || !can(user, 'game.view', game))
    throw new AppError('NOT_FOUND', `The game of this table ("${envelope.game.title}") does not exist any more, or you may not see it.`, {
      file: 'That game does not exist.',
    });
  if (!can(user, 'game.edit', game))
    throw new AppError('FORBIDDEN', `Only editors of "${game.title}" can upload its tables.`, {
      file: 'Only editors of the game can upload its tables.',
    });
  const revision = await gameStore.findRevisionByName(services.pool, game.id, envelope.revision.name);
  if (!revision) throw archiveError(`"${game.title}" has no revision ${envelope.revision.name} any more, so this table cannot be played.`);
  const { checked } = await readTableFileOffThread(bytes, readDocument(revision), user.id);
  if (!checked) throw new Error('the import thread did not check the table against its revision');
  if (checked.problem !== null)
    throw archiveError(`This table does not fit revision ${revision.name} of "${game.title}": ${checked.problem}`);
  return keepSave(services, user.id, { gameId: game.id, revisionId: revision.id, roomId: null, name: envelope.name, state: checked.state });
}

import { formatBytes } from '@tablecraft/core';
import { AppError, fieldError } from '@tablecraft/core/errors';
import { currentRoomState, type RoomState } from '@tablecraft/core/play';
import { withTransaction } from '@tablecraft/platform';
import type { ApiServices } from '../common/index.ts';
import type { UserRecord } from '../common/index.ts';
import { can, requireUser } from '../policies/index.ts';
import * as gameStore from '../games/index.ts';
import type { GameRecord } from '../games/index.ts';
import { assertMayStore, assertSeatsWithinPlan, effectivePlan } from '../plans/index.ts';
import { roomResource } from '../rooms/index.ts';
import * as rooms from '../rooms/index.ts';
import type { RoomRecord } from '../rooms/index.ts';
import { isUuid } from '../common/index.ts';
import { loadDocument } from '../games/index.ts';
import { freshTableFromSave } from './fresh-table.ts';
import { problemWithTable } from '../transfer/index.ts';
import * as store from './store.ts';
import type { TableSaveRecord } from './store.ts';
import { TABLE_STATE_MAX_BYTES, tableNameSchema } from '../transfer/index.ts';

// Saved tables (migration 015). A save holds every hand and every deck's order, so who may do what differs
// from what one might expect (docs/ARCHITECTURE.md, "Saves, pauses and the end of a game"):
// - a room's host saves it (`room.save`), never the game's owner in a room they do not host;
// - a save's state, in any form (the GraphQL field, the download), is only for those who may edit the
//   game (`game.edit`), who could set up any table anyway, and only once the game it was saved from has
//   ended: while that room goes on (open or closed for now), nobody reads its secrets through a save;
// - a room is started from a save by an editor, or by whoever saved it: the API builds the room from the
//   state itself, so a host who is only a player never receives what it holds. Never from a save of a
//   game still going (a game goes on in one room only), nor from a table a room's end revealed.

const notFound = (): never => {
  throw new AppError('NOT_FOUND', 'That saved table does not exist.');
};

/** The save and its game if the viewer may edit the game; otherwise NOT_FOUND, as if there were none. */
async function editableSave(
  services: ApiServices,
  viewer: UserRecord | null,
  saveId: string,
): Promise<{ save: TableSaveRecord; game: GameRecord }> {
  const save = isUuid(saveId) ? await store.findTableSave(services.pool, saveId) : null;
  const game = save && (await gameStore.findGameById(services.pool, save.gameId));
  if (!save || !game || !can(viewer, 'game.edit', game)) return notFound();
  return { save, game };
}

/** Whether the viewer may read saves' states and list them: the game's editors. */
export const mayReadSaves = (viewer: UserRecord | null, game: GameRecord) => can(viewer, 'game.edit', game);

/** The game's saves for its editors; nobody else learns there are any. */
export async function savesOfGame(services: ApiServices, viewer: UserRecord | null, game: GameRecord): Promise<TableSaveRecord[]> {
  return mayReadSaves(viewer, game) ? store.listTableSaves(services.pool, game.id) : [];
}

/**
 * A save's state, for the game's editors only and once the game it was saved from ended (the GraphQL field
 * and the download both come here).
 */
export async function saveStateFor(
  services: ApiServices,
  viewer: UserRecord | null,
  saveId: string,
  options: { charge?: (bytes: number) => void; nullWhileGameGoesOn?: boolean } = {},
): Promise<{ save: TableSaveRecord; game: GameRecord; state: unknown }> {
  const { save, game } = await editableSave(services, viewer, saveId);
  if (await rooms.gameGoingOnIn(services.pool, save.roomId)) {
    if (options.nullWhileGameGoesOn) return { save, game, state: null };
    throw new AppError(
      'CONFLICT',
      "This table was saved from a game still going: its hidden cards can be read once that room's game ends.",
    );
  }
  // Charged before it is read, as documents are: a few saves must not add up to an answer of hundreds of MB.
  options.charge?.(save.bytes);
  return { save, game, state: await store.readTableSaveState(services.pool, save.id) };
}

/**
 * Saves a room's table as it is now: the stored snapshot and the ops logged after it, replayed with the
 * engine exactly as a replica does. Counted in the saver's plan storage.
 */
export async function saveTable(
  services: ApiServices,
  viewer: UserRecord | null,
  roomId: string,
  rawName: string,
): Promise<TableSaveRecord> {
  const user = requireUser(viewer);
  const name = tableNameSchema.safeParse(rawName);
  if (!name.success) throw fieldError({ name: name.error.issues[0]!.message });
  const room = isUuid(roomId) ? await rooms.findRoomById(services.pool, roomId) : null;
  const game = room && (await gameStore.findGameById(services.pool, room.gameId));
  if (!room || !game || !can(user, 'room.view', roomResource(room, game))) throw new AppError('NOT_FOUND', 'That room does not exist.');
  if (!can(user, 'room.save', roomResource(room, game))) throw new AppError('FORBIDDEN', 'Only the host of this room can save its table.');
  const table = await rooms.roomTableNow(services.pool, room.id);
  if (!table) throw new AppError('NOT_FOUND', 'That room does not exist.');
  const state = currentRoomState(table.snapshot, table.ops);
  return keepSave(services, user.id, { gameId: game.id, revisionId: room.revisionId, roomId: room.id, name: name.data, state });
}

/** Keeps a save within the plan's storage, in one transaction with the account's storage locked. */
export async function keepSave(
  services: ApiServices,
  userId: string,
  save: { gameId: string; revisionId: string; roomId: string | null; name: string; state: RoomState },
): Promise<TableSaveRecord> {
  const bytes = Buffer.byteLength(JSON.stringify(save.state));
  if (bytes > TABLE_STATE_MAX_BYTES)
    throw new AppError(
      'BAD_USER_INPUT',
      `This table is ${formatBytes(bytes)}; a saved table may be at most ${formatBytes(TABLE_STATE_MAX_BYTES)}.`,
    );
  return withTransaction(services.pool, async (client) => {
    const kept = await store.insertTableSave(client, { ...save, createdBy: userId });
    // Postgres measures the stored state (a little larger than the JSON sent): the plan counts the row inserted.
    await assertMayStore(client, userId, 0);
    return kept;
  });
}

/** Deletes a save: the game's editors, or whoever saved it. */
export async function deleteSave(services: ApiServices, viewer: UserRecord | null, saveId: string): Promise<boolean> {
  const user = requireUser(viewer);
  const save = isUuid(saveId) ? await store.findTableSave(services.pool, saveId) : null;
  const game = save && (await gameStore.findGameById(services.pool, save.gameId));
  if (!save || !game || !(can(user, 'game.edit', game) || (save.createdBy === user.id && can(user, 'game.view', game)))) return notFound();
  await store.deleteTableSave(services.pool, save.id);
  return true;
}

/**
 * Opens a new room on a save's table, hosted by the viewer: the game's editors, or whoever saved it while
 * they may still open a room of the game. The state goes from the save to the room here, server-side;
 * the viewer gets the room, never the state. Seats start free (fresh-table.ts), within the same plan
 * limits as any new room.
 */
export async function createRoomFromSave(services: ApiServices, viewer: UserRecord | null, saveId: string): Promise<RoomRecord> {
  const user = requireUser(viewer);
  const save = isUuid(saveId) ? await store.findTableSave(services.pool, saveId) : null;
  const game = save && (await gameStore.findGameById(services.pool, save.gameId));
  if (!save || !game || !can(user, 'game.view', game)) return notFound();
  const revision = await gameStore.findRevisionHeadById(services.pool, save.revisionId);
  if (!revision) return notFound();
  const testPlay = revision.number === null;
  const mayStart =
    can(user, 'game.edit', game) || (save.createdBy === user.id && can(user, testPlay ? 'room.createTestPlay' : 'room.create', game));
  if (!mayStart) return notFound();
  const going = await rooms.gameGoingOnIn(services.pool, save.roomId);
  if (going) {
    // A game goes on in one room: a second room from its table would show its hands to whoever sits there
    // and its deck order to a search, and its record would show the whole table, while the first goes on.
    throw new AppError(
      'CONFLICT',
      `The game this table was saved from is still going (room ${going.code}). Reopen that room to play on; a game cannot go on in two rooms.`,
    );
  }
  if (await rooms.tableRevealedByEndedRoom(services.pool, { saveId: save.id, roomId: save.roomId })) {
    // Its room's record tells every shuffle that made this table, and an ended room started from it shows
    // the table itself with its record: its hidden cards are no longer secret.
    throw new AppError(
      'CONFLICT',
      "This table's hidden cards were revealed when a room's game ended, so they are no longer secret. Start a new room instead.",
    );
  }

  const plan = await effectivePlan(services.pool, user.id);
  // The draft changes under a save made in a test play: the table must still be one of its revision.
  const checked = problemWithTable(await store.readTableSaveState(services.pool, save.id), await loadDocument(services.pool, revision));
  if (checked.problem !== null) throw new AppError('CONFLICT', `This table no longer fits the game's ${revision.name}: ${checked.problem}`);
  const saved = checked.state;
  await assertSeatsWithinPlan(services.pool, plan, saved.seats.length);
  const snapshot = freshTableFromSave(saved, { savedAt: save.createdAt, now: new Date() });
  // The piece ids stay the save's: a hidden card keeps its id only while it stays hidden and gets a fresh one
  // as it comes out (core's identity rules), so the ids tell nobody from the old room which card is which.
  // The room and the save it came from are recorded together: a room that forgot its save would let the
  // save start rooms after its table was shown (tableRevealedByEndedRoom).
  return rooms.startRoomFromSave(services, {
    saveId: save.id,
    gameId: game.id,
    revisionId: revision.id,
    hostId: user.id,
    testPlay,
    snapshot,
  });
}

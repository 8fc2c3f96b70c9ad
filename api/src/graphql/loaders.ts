import DataLoader from 'dataloader';
import type { ApiServices } from '../common/index.ts';
import { findUsersByIds } from '../accounts/index.ts';
import type { UserRecord } from '../common/index.ts';
import { findGamesByIds, findRevisionHeadsByIds, type GameRecord, type RevisionRecord } from '../games/index.ts';
import { listMembersOfGames, type MemberRecord } from '../members/index.ts';
import { listPlayersOfRooms, roomsCountingOf, seatCountsOfRooms, type RoomPlayerRecord } from '../rooms/index.ts';

/**
 * Reads batched within one request: every `load` made while a list's fields resolve goes out as one query.
 * Made per request, so nothing is cached across people or after a change (a request sees its own reads).
 */
export interface RequestLoaders {
  users: DataLoader<string, UserRecord | null>;
  /** Games by id: a list of rooms reads their games together. */
  games: DataLoader<string, GameRecord | null>;
  /** A game's members by game id, the owner first: a list of games reads their members together. */
  members: DataLoader<string, MemberRecord[]>;
  /** Revisions by id, without their documents: a list of rooms or saved tables reads theirs together. */
  revisions: DataLoader<string, RevisionRecord | null>;
  /** A room's seats held and in all, by room id: a list of rooms reads them together. */
  roomSeats: DataLoader<string, { taken: number; total: number }>;
  /** The people who have played in a room, most recent first, by room id. */
  roomPlayers: DataLoader<string, RoomPlayerRecord[]>;
  /** Whether a room counts toward its host's open-room limit now, by room id. */
  roomCounts: DataLoader<string, boolean>;
}

export function requestLoaders(services: ApiServices): RequestLoaders {
  const { pool } = services;
  const options = { maxBatchSize: 500 };
  return {
    users: new DataLoader((ids: readonly string[]) => findUsersByIds(pool, ids), options),
    games: new DataLoader((ids: readonly string[]) => findGamesByIds(pool, ids), options),
    members: new DataLoader((gameIds: readonly string[]) => listMembersOfGames(pool, gameIds), options),
    revisions: new DataLoader((ids: readonly string[]) => findRevisionHeadsByIds(pool, ids), options),
    roomSeats: new DataLoader((roomIds: readonly string[]) => seatCountsOfRooms(pool, roomIds), options),
    roomPlayers: new DataLoader((roomIds: readonly string[]) => listPlayersOfRooms(pool, roomIds), options),
    roomCounts: new DataLoader((roomIds: readonly string[]) => roomsCountingOf(pool, roomIds), options),
  };
}

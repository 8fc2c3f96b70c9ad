import DataLoader from 'dataloader';
import type { ApiServices } from '../services.ts';
import { findUsersByIds, type UserRecord } from '../accounts/users-store.ts';
import { findGamesByIds, type GameRecord } from '../games/store.ts';
import { listMembersOfGames, type MemberRecord } from '../members/store.ts';

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
}

export function requestLoaders(services: ApiServices): RequestLoaders {
  const { pool } = services;
  return {
    users: new DataLoader((ids: readonly string[]) => findUsersByIds(pool, ids), { maxBatchSize: 500 }),
    games: new DataLoader((ids: readonly string[]) => findGamesByIds(pool, ids), { maxBatchSize: 500 }),
    members: new DataLoader((gameIds: readonly string[]) => listMembersOfGames(pool, gameIds), { maxBatchSize: 500 }),
  };
}

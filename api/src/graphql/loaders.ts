import DataLoader from 'dataloader';
import type { ApiServices } from '../services.ts';
import { findUsersByIds, type UserRecord } from '../accounts/users-store.ts';

/**
 * Reads batched within one request: every `load` made while a list's fields resolve goes out as one query.
 * Made per request, so nothing is cached across people or after a change (a request sees its own reads).
 */
export interface RequestLoaders {
  users: DataLoader<string, UserRecord | null>;
}

export function requestLoaders(services: ApiServices): RequestLoaders {
  return {
    users: new DataLoader((ids: readonly string[]) => findUsersByIds(services.pool, ids), { maxBatchSize: 500 }),
  };
}

import { randomUUID } from 'node:crypto';
import { AppError } from '@tablecraft/core/errors';
import { withTransaction, type Pool, type Queryable } from '@tablecraft/platform';
import type { ApiServices } from '../common/index.ts';
import type { UserRecord } from '../common/index.ts';
import { extendPro } from '../accounts/index.ts';
import { requireUser } from '../policies/index.ts';
import * as gameStore from '../games/index.ts';
import type { GameRecord } from '../games/index.ts';
import { letPlay } from '../members/index.ts';
import { gameSummary, type GameSummary } from '../settings/index.ts';
import { KEY_REFUSALS, hashKeyCode, keyStatus, newKeyCode, normalizeKeyCode, type KeyBatchOptions, type KeyStatus } from './codes.ts';
import * as store from './store.ts';
import type { ActivationKeyRecord } from './store.ts';

export const KEY_NOT_FOUND = 'This key does not exist. Check that it is typed exactly as printed.';
export const ALREADY_PLAYS = 'You may already play this game, so the key was not used.';

/**
 * Makes a batch of keys (the operator's command): Pro for some days, or player access to a game, each
 * usable up to `uses` times (once per account). Returns the codes, which are not stored anywhere.
 */
export async function createKeyBatch(
  db: Queryable,
  options: KeyBatchOptions,
): Promise<{ batchId: string; codes: string[]; game: GameRecord | null }> {
  let game: GameRecord | null = null;
  if (options.kind === 'player') {
    const [userName, gameName] = (options.game ?? '').split('/') as [string, string];
    game = await gameStore.findGameByPath(db, userName, gameName ?? '');
    if (!game) throw new Error(`there is no game at /@${options.game}`);
  }
  const codes = Array.from({ length: options.count }, newKeyCode);
  const batchId = randomUUID();
  await store.insertKeys(db, {
    batchId,
    kind: options.kind,
    proDays: options.kind === 'pro' ? options.proDays : null,
    gameId: game?.id ?? null,
    maxUses: options.uses,
    expiresInDays: options.expiresInDays,
    hashes: codes.map((code) => hashKeyCode(normalizeKeyCode(code)!)),
  });
  return { batchId, codes, game };
}

export interface KeyPreview {
  key: ActivationKeyRecord;
  status: KeyStatus;
  game: GameSummary | null;
}

/** What /activate-key/{code} shows before redeeming: what the key grants and whether it still works. Null for unknown codes. */
export async function previewKey(services: ApiServices, viewer: UserRecord | null, code: string): Promise<KeyPreview | null> {
  const normalized = normalizeKeyCode(code);
  const key = normalized && (await store.findKeyByHash(services.pool, hashKeyCode(normalized)));
  if (!key) return null;
  const redeemed = viewer ? await store.hasRedeemed(services.pool, key.id, viewer.id) : false;
  return { key, status: keyStatus(key, redeemed), game: key.gameId ? await gameSummary(services.pool, key.gameId) : null };
}

/**
 * Redeems a key for the viewer: Pro is extended by the key's days (from its current end when it is
 * still running), or the viewer is listed as a player of the key's game. A key works once per account
 * and up to its use count; expired, withdrawn or used-up keys are refused saying so.
 */
export async function redeemKey(
  pool: Pool,
  viewer: UserRecord | null,
  code: string,
): Promise<{ key: ActivationKeyRecord; proUntil: Date | null; game: GameRecord | null }> {
  const user = requireUser(viewer);
  const normalized = normalizeKeyCode(code);
  if (!normalized) throw new AppError('NOT_FOUND', KEY_NOT_FOUND);
  return withTransaction(pool, async (client) => {
    const key = await store.findKeyByHash(client, hashKeyCode(normalized), { forUpdate: true });
    if (!key) throw new AppError('NOT_FOUND', KEY_NOT_FOUND);
    const status = keyStatus(key, await store.hasRedeemed(client, key.id, user.id));
    if (status !== 'valid')
      throw new AppError(status === 'already_redeemed' ? 'CONFLICT' : 'FORBIDDEN', KEY_REFUSALS[status], undefined, {
        reason: status.toUpperCase(),
      });
    let proUntil: Date | null = null;
    let game: GameRecord | null = null;
    if (key.kind === 'pro') {
      proUntil = await extendPro(client, user.id, key.proDays!);
    } else {
      game = await gameStore.findGameById(client, key.gameId!);
      if (!game) throw new AppError('NOT_FOUND', KEY_NOT_FOUND);
      if (!(await letPlay(client, game, user, 'key')))
        throw new AppError('CONFLICT', ALREADY_PLAYS, undefined, { reason: 'ALREADY_PLAYER' });
      game = await gameStore.findGameById(client, game.id);
    }
    await store.recordRedemption(client, key.id, user.id);
    return { key: { ...key, useCount: key.useCount + 1 }, proUntil, game };
  });
}

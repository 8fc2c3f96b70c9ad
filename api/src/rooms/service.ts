import { randomBytes } from 'node:crypto';
import { AppError } from '@tablecraft/core/errors';
import { initialRoomState } from '@tablecraft/core/play';
import type { ApiServices } from '../services.ts';
import type { UserRecord } from '../accounts/users-store.ts';
import { authorize, can, requireUser } from '../policies/index.ts';
import { announceAccessChange } from '../policies/live-access.ts';
import { readDocument } from '../games/document-cache.ts';
import * as gameStore from '../games/store.ts';
import { assertWithinLimit, effectivePlan } from '../plans/limits.ts';
import { newRoomCode } from './codes.ts';
import * as store from './store.ts';
import type { RoomRecord } from './store.ts';

const isCodeCollision = (error: unknown) => typeof error === 'object' && error !== null && (error as { constraint?: string }).constraint === 'rooms_code_key';

/**
 * Opens a room on a game's newest published revision, or on the draft as a test play for its editors.
 * The starting state is built from the revision now, so every socket instance restores the same room.
 */
export async function createRoom(services: ApiServices, viewer: UserRecord | null, input: { gameId: string; revisionName?: string | null }): Promise<RoomRecord> {
  const user = requireUser(viewer);
  const game = await gameStore.findGameById(services.pool, input.gameId);
  if (!game || !can(user, 'game.view', game)) throw new AppError('NOT_FOUND', 'That game does not exist.');
  const revisions = await gameStore.listRevisions(services.pool, game.id);
  const revision = input.revisionName ? revisions.find((r) => r.name === input.revisionName) : revisions.find((r) => r.number !== null);
  if (!revision) throw new AppError('BAD_USER_INPUT', input.revisionName ? `This game has no revision ${input.revisionName}.` : 'This game has no published revision yet. Publish the draft first, or start a test play.');
  const testPlay = revision.number === null;
  authorize(user, testPlay ? 'room.createTestPlay' : 'room.create', game);

  const plan = await effectivePlan(services.pool, user.id);
  await assertWithinLimit(services.pool, plan, 'maxOpenRooms', await store.countOpenRoomsHostedBy(services.pool, user.id), { noun: 'open rooms', remedy: 'Close one' });
  const document = readDocument(revision);
  await assertWithinLimit(services.pool, plan, 'maxSeatsPerRoom', document.seats.length - 1, { noun: 'seats per room', remedy: 'Remove seats from the game' });

  const snapshot = initialRoomState(document, { seed: randomBytes(16).toString('hex') });
  for (let attempt = 0; ; attempt++) {
    try {
      return await store.insertRoom(services.pool, { code: newRoomCode(), gameId: game.id, revisionId: revision.id, hostId: user.id, testPlay, snapshot });
    } catch (error) {
      if (!isCodeCollision(error) || attempt >= 3) throw error;
    }
  }
}

/** The room behind a code if the viewer may join it; null otherwise (a clear "no such room" page). */
export async function roomForViewer(services: ApiServices, viewer: UserRecord | null, code: string): Promise<RoomRecord | null> {
  const room = await store.findRoomByCode(services.pool, code);
  if (!room) return null;
  const game = await gameStore.findGameById(services.pool, room.gameId);
  if (!game || !can(viewer, 'room.join', { hostId: room.hostId, testPlay: room.testPlay, game })) return null;
  return room;
}

/** Closes or reopens a room (host or game owner). Reopening counts against the open-room limit. */
export async function setRoomOpen(services: ApiServices, viewer: UserRecord | null, roomId: string, open: boolean): Promise<RoomRecord> {
  const user = requireUser(viewer);
  const room = await store.findRoomById(services.pool, roomId);
  const game = room && (await gameStore.findGameById(services.pool, room.gameId));
  if (!room || !game) throw new AppError('NOT_FOUND', 'That room does not exist.');
  authorize(user, 'room.manage', { hostId: room.hostId, testPlay: room.testPlay, game });
  if (open && room.status === 'closed') {
    const plan = await effectivePlan(services.pool, room.hostId);
    await assertWithinLimit(services.pool, plan, 'maxOpenRooms', await store.countOpenRoomsHostedBy(services.pool, room.hostId), { noun: 'open rooms', remedy: 'Close one' });
  }
  const updated = await store.setRoomStatus(services.pool, room.id, open ? 'open' : 'closed');
  // Tell connected players at once; every socket instance closes their connections with a reason.
  await services.pubsub.publish(`room-control:${room.code}`, JSON.stringify({ type: open ? 'reopened' : 'closed' }));
  if (!open) await announceAccessChange(services, { scope: 'room', code: room.code });
  return updated;
}

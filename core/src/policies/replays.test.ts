import { describe, expect, it } from 'vitest';
import { can, type GameResource } from './index.ts';
import type { RoomRecordResource } from './saves.ts';

// An ended room's record (and so its replay) is its players' and the game's members'; its players may
// share the replay with whoever may open the room, and only they may.

const game = (over: Partial<GameResource> = {}): GameResource => ({
  ownerId: 'owner',
  visibility: 'public',
  playPermission: 'anyone',
  allowSpectators: true,
  members: [{ userId: 'editor', role: 'editor' }],
  playerIds: [],
  ...over,
});
const ended = (over: Partial<RoomRecordResource> = {}, gameOver: Partial<GameResource> = {}): RoomRecordResource => ({
  hostId: 'host',
  testPlay: false,
  game: game(gameOver),
  bannedIds: [],
  admittedIds: [],
  playerIds: ['host', 'player', 'guest'],
  ...over,
});

describe('replays of ended rooms', () => {
  it("are the room's players' and the game's members' until shared", () => {
    for (const id of ['host', 'player', 'guest', 'editor', 'owner']) expect(can({ id }, 'room.readRecord', ended())).toBe(true);
    expect(can({ id: 'stranger' }, 'room.readRecord', ended())).toBe(false);
    expect(can(null, 'room.readRecord', ended())).toBe(false);
  });

  it('once shared, reach whoever may open the room, and nobody it keeps out', () => {
    const shared = ended({ replayShared: true });
    expect(can({ id: 'stranger' }, 'room.readRecord', shared)).toBe(true);
    expect(can(null, 'room.readRecord', shared)).toBe(true);
    expect(can({ id: 'stranger' }, 'room.readRecord', { ...shared, bannedIds: ['stranger'] })).toBe(false);
    // A private game's room opens to its people only: sharing its replay does not open it to strangers.
    expect(can({ id: 'stranger' }, 'room.readRecord', ended({ replayShared: true }, { visibility: 'private' }))).toBe(false);
    expect(can({ id: 'player' }, 'room.readRecord', ended({ replayShared: true, bannedIds: ['player'] }))).toBe(false);
  });

  it("are shared or taken back by the room's players alone", () => {
    for (const id of ['host', 'player', 'guest']) expect(can({ id }, 'room.shareReplay', ended())).toBe(true);
    for (const id of ['editor', 'owner', 'stranger']) expect(can({ id }, 'room.shareReplay', ended())).toBe(false);
    expect(can(null, 'room.shareReplay', ended())).toBe(false);
    expect(can({ id: 'player' }, 'room.shareReplay', ended({ bannedIds: ['player'] }))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { can, type GameResource, type RoomWatchResource } from './index.ts';

// Nobody at the table may see the hands they play against: while the game goes on, its host and every
// account or guest that holds, kept or joined to play a seat is refused the every-hand view and following
// another seat, whatever mode is on. Anyone else who may watch the room may, once the host turned it on.

const game = (over: Partial<GameResource> = {}): GameResource => ({
  ownerId: 'owner',
  visibility: 'public',
  playPermission: 'anyone',
  allowSpectators: true,
  members: [{ userId: 'editor', role: 'editor' }],
  playerIds: [],
  ...over,
});
const room = (over: Partial<RoomWatchResource> = {}): RoomWatchResource => ({
  hostId: 'host',
  testPlay: false,
  game: game(),
  bannedIds: [],
  admittedIds: [],
  seatedIds: ['alice', 'guest-bob', 'left-with-cards'],
  everyHandOn: true,
  followableSeatIds: ['north'],
  ended: false,
  ...over,
});
const atTheTable = [{ id: 'host' }, { id: 'alice' }, { id: 'guest-bob', guest: true }, { id: 'left-with-cards' }];

describe('watching every hand', () => {
  it('is refused to everyone at the table while the game goes on, accounts and guests alike', () => {
    for (const actor of atTheTable) {
      expect(can(actor, 'room.watchEveryHand', room())).toBe(false);
      expect(can(actor, 'room.followSeat', { ...room(), seatId: 'north' })).toBe(false);
    }
  });

  it('is open to anyone else who may watch, only while the host has it on', () => {
    for (const actor of [{ id: 'stranger' }, { id: 'owner' }, null]) {
      expect(can(actor, 'room.watchEveryHand', room())).toBe(true);
      expect(can(actor, 'room.watchEveryHand', room({ everyHandOn: false }))).toBe(false);
    }
    expect(can({ id: 'stranger' }, 'room.watchEveryHand', room({ bannedIds: ['stranger'] }))).toBe(false);
    expect(
      can({ id: 'stranger' }, 'room.watchEveryHand', room({ game: game({ allowSpectators: false, playPermission: 'players' }) })),
    ).toBe(false);
    // Over: the room's record is what shows hands now.
    expect(can({ id: 'stranger' }, 'room.watchEveryHand', room({ ended: true }))).toBe(false);
  });
});

describe('following a seat', () => {
  it("needs that seat's player's consent", () => {
    expect(can({ id: 'teacher' }, 'room.followSeat', { ...room(), seatId: 'north' })).toBe(true);
    expect(can({ id: 'teacher' }, 'room.followSeat', { ...room(), seatId: 'south' })).toBe(false);
    expect(can({ id: 'teacher' }, 'room.followSeat', { ...room({ followableSeatIds: [] }), seatId: 'north' })).toBe(false);
  });
});

describe('choosing a spectator mode', () => {
  it("is the host's, while they may play in the room", () => {
    expect(can({ id: 'host' }, 'room.chooseWatchMode', room())).toBe(true);
    for (const actor of [{ id: 'alice' }, { id: 'owner' }, { id: 'stranger' }, null])
      expect(can(actor, 'room.chooseWatchMode', room())).toBe(false);
    expect(can({ id: 'host' }, 'room.chooseWatchMode', room({ bannedIds: ['host'] }))).toBe(false);
  });
});

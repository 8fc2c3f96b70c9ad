import { describe, expect, it } from 'vitest';
import { can, roomRoleOf, type GameResource, type RoomResource } from './index.ts';
import { parseAccessChange } from './live-access.ts';

const game = (over: Partial<GameResource> = {}): GameResource => ({
  ownerId: 'owner',
  visibility: 'public',
  playPermission: 'anyone',
  allowSpectators: true,
  members: [{ userId: 'editor', role: 'editor' }],
  playerIds: [],
  ...over,
});
const room = (over: Partial<RoomResource> = {}, gameOver: Partial<GameResource> = {}): RoomResource => ({
  hostId: 'editor',
  testPlay: false,
  game: game(gameOver),
  bannedIds: [],
  admittedIds: [],
  ...over,
});
const editor = { id: 'editor' };
const stranger = { id: 'stranger' };

describe('room rules', () => {
  it('lets a host manage their room only while they may still join it', () => {
    expect(can(editor, 'room.manage', room())).toBe(true);
    const removed = room({}, { visibility: 'private', members: [] });
    expect(can(editor, 'room.manage', removed)).toBe(false);
    expect(can(editor, 'room.view', removed)).toBe(false);
    expect(can({ id: 'owner' }, 'room.manage', removed)).toBe(true);
  });

  it("tells the host and the game's members that a script failed, and only the members why", () => {
    const hostedByStranger = room({ hostId: 'stranger' });
    expect(can(stranger, 'room.hearScriptFailures', hostedByStranger)).toBe(true);
    expect(can(stranger, 'room.readScriptLog', hostedByStranger)).toBe(false);
    expect(can(editor, 'room.hearScriptFailures', hostedByStranger)).toBe(true);
    expect(can({ id: 'player' }, 'room.hearScriptFailures', hostedByStranger)).toBe(false);
    expect(can(stranger, 'room.hearScriptFailures', room({ hostId: 'stranger', bannedIds: ['stranger'] }))).toBe(false);
  });

  it('keeps test plays for editors: a viewer neither joins nor watches them', () => {
    const testPlay = room({ testPlay: true }, { members: [{ userId: 'editor', role: 'viewer' }] });
    expect(roomRoleOf(editor, testPlay)).toBe('none');
    expect(can(editor, 'room.view', testPlay)).toBe(false);
  });

  it("lets strangers into an unlisted game's room by its invite alone, as on a private game", () => {
    const unlisted = room({ hostId: 'owner' }, { visibility: 'unlisted', members: [] });
    const guest = { id: 'guest', guest: true };
    // The room's plain address is no invite: only its host and the game's own people come in by it.
    expect(roomRoleOf(stranger, unlisted)).toBe('none');
    expect(roomRoleOf(guest, unlisted)).toBe('none');
    expect(roomRoleOf(null, unlisted)).toBe('none');
    expect(can(null, 'room.joinAsGuest', unlisted)).toBe(false);
    expect(roomRoleOf({ id: 'owner' }, unlisted)).toBe('player');
    // Someone who made a room of another's unlisted game plays in it.
    expect(roomRoleOf(stranger, room({ hostId: 'stranger' }, { visibility: 'unlisted', members: [] }))).toBe('player');
    // The invite lets them in; turned off (its admissions gone), they are out again.
    const invited = { ...unlisted, admittedIds: ['guest', 'stranger'] };
    expect(roomRoleOf(guest, invited)).toBe('player');
    expect(roomRoleOf(stranger, invited)).toBe('player');
    // A public game's room needs no invite.
    expect(can(null, 'room.joinAsGuest', room())).toBe(true);
    expect(roomRoleOf(guest, room())).toBe('player');
  });

  it('makes spectators of those who may watch but not play', () => {
    const playersOnly = room({}, { playPermission: 'players' });
    expect(roomRoleOf(stranger, playersOnly)).toBe('spectator');
    expect(roomRoleOf(null, playersOnly)).toBe('spectator');
    expect(can(stranger, 'room.view', playersOnly)).toBe(true);
    expect(roomRoleOf(stranger, room({}, { playPermission: 'players', allowSpectators: false }))).toBe('none');
    // Visitors never take a seat, even where anyone may play.
    expect(roomRoleOf(null, room())).toBe('spectator');
    expect(roomRoleOf(stranger, room())).toBe('player');
  });
});

describe('handing the room over', () => {
  const owner = { id: 'owner' };
  const inRoom = (over: Partial<RoomResource> = {}, playerIds: string[] = ['stranger', 'owner']) => ({ ...room(over), playerIds });

  it("is the host's alone: never the game owner's as such, though the owner still manages the room", () => {
    expect(can(editor, 'room.handOver', room())).toBe(true);
    expect(can(owner, 'room.manage', room())).toBe(true);
    expect(can(owner, 'room.handOver', room())).toBe(false);
    expect(can(stranger, 'room.handOver', room())).toBe(false);
    // The owner who hosts hands it over like any host.
    expect(can(owner, 'room.handOver', room({ hostId: 'owner' }))).toBe(true);
    // A host who may no longer join holds the role but cannot pass it.
    expect(can(editor, 'room.handOver', room({ bannedIds: ['editor'] }))).toBe(false);
    expect(can({ id: 'editor', guest: true }, 'room.handOver', room())).toBe(false);
  });

  it('goes only to someone who came into the room to play and may play there now', () => {
    expect(can(stranger, 'room.handOverTo', inRoom())).toBe(true);
    expect(can(owner, 'room.handOverTo', inRoom())).toBe(true);
    expect(can(stranger, 'room.handOverTo', inRoom({}, []))).toBe(false);
    expect(can(owner, 'room.handOverTo', inRoom({}, ['stranger']))).toBe(false);
    expect(can(stranger, 'room.handOverTo', inRoom({ bannedIds: ['stranger'] }))).toBe(false);
    expect(can(stranger, 'room.handOverTo', { ...inRoom(), game: game({ playPermission: 'players' }) })).toBe(false);
    expect(can({ id: 'stranger', guest: true }, 'room.handOverTo', inRoom())).toBe(false);
    expect(can(null, 'room.handOverTo', inRoom())).toBe(false);
  });
});

describe('people the host removed', () => {
  it('keeps them out as players and as spectators, and from being made host, until let back in', () => {
    const banned = room({ bannedIds: ['stranger'] });
    expect(roomRoleOf(stranger, banned)).toBe('none');
    expect(can(stranger, 'room.view', banned)).toBe(false);
    expect(can(stranger, 'room.host', banned)).toBe(false);
    expect(can(stranger, 'room.host', room())).toBe(true);
    // Others, and visitors watching, are not affected.
    expect(roomRoleOf({ id: 'other' }, banned)).toBe('player');
    expect(roomRoleOf(null, banned)).toBe('spectator');
  });

  it('takes the room from a host who is removed, but never from the game owner', () => {
    expect(can(editor, 'room.manage', room({ bannedIds: ['editor'] }))).toBe(false);
    expect(can({ id: 'owner' }, 'room.manage', room({ bannedIds: ['owner'] }))).toBe(true);
  });

  it('never makes a spectator the host', () => {
    expect(can(stranger, 'room.host', room({}, { playPermission: 'players' }))).toBe(false);
  });
});

describe('access change messages', () => {
  it('reads the three scopes and nothing else', () => {
    expect(parseAccessChange('{"scope":"room","code":"abc"}')).toEqual({ scope: 'room', code: 'abc' });
    expect(parseAccessChange('{"scope":"game","gameId":"g"}')).toEqual({ scope: 'game', gameId: 'g' });
    expect(parseAccessChange('{"scope":"user","userId":"u"}')).toEqual({ scope: 'user', userId: 'u' });
    for (const junk of ['', 'null', '{"scope":"room"}', '{"scope":"planet","code":"x"}', '[1]']) expect(parseAccessChange(junk)).toBeNull();
  });
});

describe('guests and invites', () => {
  const guest = { id: 'guest', guest: true };
  it('seats a guest where anyone may play, and nowhere that needs an account', () => {
    expect(roomRoleOf(guest, room())).toBe('player');
    expect(roomRoleOf(guest, room({}, { playPermission: 'users' }))).toBe('spectator');
    expect(roomRoleOf(guest, room({}, { playPermission: 'players', playerIds: ['guest'] }))).toBe('spectator');
    expect(can(guest, 'room.joinAsGuest', room())).toBe(true);
    expect(can(guest, 'room.joinAsGuest', room({}, { playPermission: 'users' }))).toBe(false);
    expect(can(guest, 'room.joinAsGuest', room({ testPlay: true }))).toBe(false);
  });

  it('never lets a guest host, manage, create or be a member, whatever id it carries', () => {
    const asOwner = { id: 'owner', guest: true };
    expect(can(asOwner, 'room.manage', room())).toBe(false);
    expect(can(asOwner, 'room.host', room())).toBe(false);
    expect(can(asOwner, 'room.invite', room())).toBe(false);
    expect(can(asOwner, 'game.edit', game())).toBe(false);
    expect(can(asOwner, 'room.create', game())).toBe(false);
    expect(can(asOwner, 'game.create', null)).toBe(false);
    expect(can({ id: 'editor', guest: true }, 'room.readScriptLog', room())).toBe(false);
  });

  it('admits the invite holders of a Private game to this room only, and not once removed', () => {
    const privateRoom = room({ admittedIds: ['stranger', 'guest'] }, { visibility: 'private', playPermission: 'players' });
    expect(roomRoleOf(stranger, privateRoom)).toBe('player');
    expect(roomRoleOf(guest, privateRoom)).toBe('player');
    expect(can(stranger, 'game.view', privateRoom.game)).toBe(false);
    expect(can(stranger, 'room.manage', privateRoom)).toBe(false);
    expect(roomRoleOf(stranger, { ...privateRoom, admittedIds: [] })).toBe('none');
    expect(roomRoleOf(guest, { ...privateRoom, bannedIds: ['guest'] })).toBe('none');
    // A test play of a draft is its editors' alone, invite or not.
    expect(roomRoleOf(stranger, { ...privateRoom, testPlay: true })).toBe('none');
    expect(can(editor, 'room.invite', room())).toBe(true);
    expect(can(editor, 'room.invite', room({ testPlay: true }))).toBe(false);
  });
});

import { hasAccount, type Actor, type Rule } from './types.ts';
import { gameRules, roleOf, type GameResource } from './games.ts';

/** What room rules need: the room, its game, and who its host removed, as they are in the database now. */
export interface RoomResource {
  hostId: string;
  testPlay: boolean;
  game: GameResource;
  /** People the host removed from this room: they may neither play nor watch here until let back in. */
  bannedIds: ReadonlyArray<string>;
  /**
   * People the room's current invite let in (accounts and guests): they may play here, and only here,
   * whatever the game's play permission or visibility says. Emptied when the host turns the invite off.
   */
  admittedIds: ReadonlyArray<string>;
}

/** A room with the people who have come into it to play (room_players): what handing it over needs. */
export interface RoomWithPlayers extends RoomResource {
  /** Everyone who has joined the room as a player, seated or not (room_players). */
  playerIds: ReadonlyArray<string>;
}

/** Whether the host removed this person from the room (a visitor cannot be removed: they have no name to remove). */
export const isBannedFrom = (actor: Actor, room: Pick<RoomResource, 'bannedIds'>) => actor !== null && room.bannedIds.includes(actor.id);

const admittedByInvite = (actor: Actor, room: RoomResource) => actor !== null && room.admittedIds.includes(actor.id);
/**
 * Whether the room's plain address lets this person in, without its invite: anyone on a public game; on an
 * unlisted or private game only the room's host and the game's members and listed players. So a room's
 * invite link means one thing on every game: it lets in the people the room would not let in by itself, and
 * turning it off puts out exactly those (an unlisted game is open to whoever has the game's link, but its
 * rooms are their hosts' tables, and a room's address is not an invite anyone can take back).
 */
const inWithoutInvite = (actor: Actor, room: RoomResource) =>
  room.game.visibility === 'public' ||
  (actor !== null &&
    (actor.id === room.hostId || roleOf(actor, room.game) !== null || (hasAccount(actor) && room.game.playerIds.includes(actor.id))));
const mayJoin: Rule<RoomResource> = (actor, room) =>
  !isBannedFrom(actor, room) &&
  (room.testPlay
    ? gameRules['game.edit'](actor, room.game)
    : (gameRules['game.play'](actor, room.game) && inWithoutInvite(actor, room)) || admittedByInvite(actor, room));
// Watching: never a test play (a draft is for its editors), otherwise anyone the game lets watch who may
// come into the room at all (on a game that is not public: by its invite, or as the game's own people).
const mayWatch: Rule<RoomResource> = (actor, room) =>
  !isBannedFrom(actor, room) &&
  !room.testPlay &&
  gameRules['game.watch'](actor, room.game) &&
  (inWithoutInvite(actor, room) || admittedByInvite(actor, room));

/**
 * Room rules: anyone who may play the game may join its rooms; test plays of a draft belong to its
 * editors. Every path to a room (GraphQL fields, the list of one's rooms, the socket, and the live
 * re-check when access changes) asks these, so hosting or having played somewhere once grants nothing
 * by itself: a host who lost access to the game may not open or manage the room either. Someone the host
 * removed is refused on every one of those paths until the host lets them back.
 */
export const roomRules = {
  'room.create': ((actor, game) => hasAccount(actor) && gameRules['game.play'](actor, game)) as Rule<GameResource>,
  'room.createTestPlay': ((actor, game) => gameRules['game.edit'](actor, game)) as Rule<GameResource>,
  'room.join': mayJoin,
  /** Open the room at all: as a player, or as a spectator where the game allows watching. */
  'room.view': ((actor, room) => mayJoin(actor, room) || mayWatch(actor, room)) as Rule<RoomResource>,
  /**
   * Close, reopen, remove people and let them back, the invite link: its host while they may still join, or
   * its game's owner, in or out of the room. None of these shows a hidden card, so the owner keeps them to
   * moderate rooms of their game; what could (holding the room, ending it, saving it) is the host's alone.
   */
  'room.manage': ((actor, room) =>
    hasAccount(actor) &&
    (gameRules['game.manage'](actor, room.game) || (actor.id === room.hostId && mayJoin(actor, room)))) as Rule<RoomResource>,
  /**
   * Hand the room over: its host while they may still join, never the game's owner as such. An owner who
   * could pass the role could pass it to themselves, then end the room and read every hand and seed of a
   * table of strangers; so the role moves only as the host decides (or when the host's account goes).
   */
  'room.handOver': ((actor, room) => hasAccount(actor) && actor.id === room.hostId && mayJoin(actor, room)) as Rule<RoomResource>,
  /**
   * Be handed the room: someone who has come into it to play (`playerIds`, the people the room has had as
   * players, seated or not, who may be away for a moment) and may play in it now. That is who the host sees
   * in the room's people list and would expect to pick; someone who never came in is a stranger to the table,
   * and a spectator or someone removed may not play there at all.
   */
  'room.handOverTo': ((actor, room) =>
    actor !== null && room.playerIds.includes(actor.id) && roomRules['room.host'](actor, room)) as Rule<RoomWithPlayers>,
  /** The room's script log (what the game's scripts wrote, their errors): for the game's members, who may read its code too. */
  'room.readScriptLog': ((actor, room) =>
    !isBannedFrom(actor, room) && gameRules['game.viewDraft'](actor, room.game)) as Rule<RoomResource>,
  /**
   * Be told in the room that the game's scripts failed answering someone's move (that it happened, never
   * why): whoever manages the room, and the game's members (who read why in the script log). The player
   * whose move it was is told too, by the socket, as the one who pressed.
   */
  'room.hearScriptFailures': ((actor, room) =>
    roomRules['room.manage'](actor, room) || roomRules['room.readScriptLog'](actor, room)) as Rule<RoomResource>,
  /** Hold the room's host role: someone who may play in it now (so never a spectator, nor someone removed). */
  'room.host': ((actor, room) => hasAccount(actor) && mayJoin(actor, room)) as Rule<RoomResource>,
  /** Make, copy or turn off the room's invite link: whoever manages the room (never for a test play of a draft). */
  'room.invite': ((actor, room) => !room.testPlay && roomRules['room.manage'](actor, room)) as Rule<RoomResource>,
  /**
   * Become a guest here (a name, no account) without an invite: where the game is public and lets anyone
   * play. With the room's invite anyone may (the invite's check is the token's, in the rooms service). A
   * guest identity grants nothing outside the rooms it joined.
   */
  'room.joinAsGuest': ((_actor, room) =>
    !room.testPlay &&
    room.game.visibility === 'public' &&
    gameRules['game.play']({ id: '', guest: true }, room.game)) as Rule<RoomResource>,
};

/**
 * How someone may be in a room now: a player (may act once seated), a spectator (watches only, sees
 * no hidden face), or not at all. Visitors never take a seat (a seat needs someone to come back as): they
 * become guests first, with a name and a guest session, and are players from then on where anyone may play.
 */
export function roomRoleOf(actor: Actor, room: RoomResource): 'player' | 'spectator' | 'none' {
  if (actor !== null && mayJoin(actor, room)) return 'player';
  if (mayWatch(actor, room)) return 'spectator';
  return 'none';
}

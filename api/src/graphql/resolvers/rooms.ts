import type { Resolvers } from '../generated/resolvers.ts';
import { AppError } from '@tablecraft/core/errors';
import { RoomStatus } from '../enums.ts';
import { missingRow } from '../missing-row.ts';
import { can } from '../../policies/index.ts';
import * as rooms from '../../rooms/index.ts';
import * as hostTools from '../../rooms/index.ts';
import * as ending from '../../rooms/index.ts';
import * as saves from '../../saves/index.ts';

export const roomsTypeDefs = /* GraphQL */ `
  enum RoomStatus {
    OPEN
    CLOSED
  }

  type Room {
    id: ID!
    code: String!
    status: RoomStatus!
    game: Game!
    revision: Revision!
    host: User!
    "True for a private test play of the draft."
    testPlay: Boolean!
    createdAt: DateTime!
    lastActivityAt: DateTime!
    "People who have played here, most recent first."
    players: [RoomPlayer!]!
    viewerCanManage: Boolean!
    "How many seats are held (recorded on every seat change)."
    seatsTaken: Int!
    "How many seats the room has."
    seatCount: Int!
    "Whether it counts toward its host's open-room limit now: a room opened with Play while open; a test play or Play now room only while someone is in it or for 2 minutes after it was opened."
    countsTowardLimit: Boolean!
    "A test play or Play now room: it closes itself once nobody has been in it for a while, and counts only while in use."
    closesWhenIdle: Boolean!
    "People the host removed from this room, most recent first; empty for anyone who may not manage it."
    removedPeople: [RoomRemoval!]!
    "True once its game was ended and revealed: closed for good, its record readable. A room closed for now is not ended."
    ended: Boolean!
    "The room's record with its seeds revealed, to check every shuffle and roll: once its game ended, for its players and the game's members; null before (also while closed for now) and for anyone else."
    fairness: RoomFairness
    "Its players shared its replay: once its game ended, anyone who may open the room may watch it (and read its record). Off until one of them turns it on."
    replayShared: Boolean!
    "Whether the viewer may share its replay or keep it to its players: one of its players (its host among them)."
    viewerMayShareReplay: Boolean!
  }

  "Everything needed to replay an ended room and check that each seed is the one committed to when it was used."
  type RoomFairness {
    "The room's state before its first op; null for rooms older than the op log."
    initialState: JSON
    "The room's secret seed: the server's half of each move's seed is derived from it and the move's tab and number."
    roomSecret: String!
    ops: [RoomLoggedOp!]!
  }

  type RoomLoggedOp {
    seq: Int!
    "The op's format version when it was logged."
    opVersion: Int!
    "{ op (with its seed), actor, followUps (what the game's scripts answered it with, applied in its step) }"
    payload: JSON!
    "SHA-256 of the op's seed, sent to everyone when the op was applied."
    commitment: String!
  }

  "Someone the host removed: they may neither play nor watch in the room until let back in."
  type RoomRemoval {
    user: User!
    removedAt: DateTime!
  }

  type RoomPlayer {
    user: User!
    seatId: String
    lastSeenAt: DateTime!
  }

  extend type Query {
    "A room by code; null when there is none or the viewer may not join it."
    room(code: String!): Room
    "Rooms the viewer hosts or has played in, most recently active first."
    viewerRooms: [Room!]!
  }

  extend type Mutation {
    "Opens a room on the newest published revision, or on revisionName (draft = a test play, for editors)."
    createRoom(gameId: ID!, revisionName: String): Room!
    "Closes a room for now: everyone in it is told at once (a line of its log names who closed it), its secrets are kept, and it may be reopened. Its host or its game's owner."
    closeRoom(id: ID!): Room!
    "Reopens a room closed for now, never one whose game ended; counts against the host's open-room limit. Its host or its game's owner."
    reopenRoom(id: ID!): Room!
    "Ends a room's game and reveals its record (seeds, initial state) to its players and the game's members: final, the room never reopens. Its host alone, never the game's owner in a room they do not host; a line of its log names who ended it."
    endRoom(id: ID!): Room!
    "Removes someone from a room: their connections close, their seat is freed, and they cannot come back until let back in."
    removeFromRoom(roomId: ID!, userId: ID!): Room!
    "Lets someone removed from a room join it again."
    allowBackInRoom(roomId: ID!, userId: ID!): Room!
    "Its host hands the room to someone who has joined it to play and may play in it now; their host powers apply at once on open connections, and a line of its log names both. Never the game's owner in a room they do not host."
    transferRoomHost(roomId: ID!, userId: ID!): Room!
    "One of its players shares the room's replay with anyone who may open the room (shared), or keeps it to its players; a line of its log names who did."
    shareRoomReplay(roomId: ID!, shared: Boolean!): Room!
  }
`;

const notFound = (): never => {
  throw new AppError('NOT_FOUND', 'That room does not exist.');
};

export const roomsResolvers: Resolvers = {
  RoomStatus,
  Query: {
    // A guest opens the rooms it joined like anyone (roomViewer); every other path treats it as a visitor.
    room: (_, args, ctx) => rooms.roomForViewer(ctx.services, ctx.loaders.games, ctx.roomViewer, args.code.trim().toLowerCase()),
    viewerRooms: (_, _args, ctx) => rooms.roomsOfViewer(ctx.services, ctx.loaders.games, ctx.viewer),
  },
  Room: {
    // Every path to a Room checks it may be opened; these check again, so no future path leaks the game.
    game: async (room, _, ctx) => (await rooms.gameOfVisibleRoom(ctx.loaders.games, ctx.roomViewer, room)) ?? notFound(),
    // The room's own revision, which its table plays; to anyone but the game's members, as playing needs
    // it: the scripts run on the server, so their source stays with the game's members.
    revision: async (room, _, ctx) => {
      const game = await rooms.gameOfVisibleRoom(ctx.loaders.games, ctx.roomViewer, room);
      if (!game) return notFound();
      const revision = (await ctx.loaders.revisions.load(room.revisionId)) ?? missingRow('revision', room.revisionId);
      return can(ctx.roomViewer, 'game.viewDraft', game) ? revision : { ...revision, forPlayOnly: true };
    },
    ended: (room) => ending.roomEnded(room),
    fairness: (room, _, ctx) =>
      ending.recordOf(ctx.services, ctx.loaders.games, (saveId) => saves.roomSavedFrom(ctx.services.pool, saveId), ctx.roomViewer, room),
    replayShared: (room, _, ctx) => rooms.isReplayShared(ctx.services.pool, room.id),
    viewerMayShareReplay: (room, _, ctx) => rooms.viewerMayShareReplay(ctx.services, ctx.loaders.games, ctx.roomViewer, room),
    host: async (room, _, ctx) => (await ctx.loaders.users.load(room.hostId)) ?? missingRow('host', room.hostId),
    // Someone whose account is gone drops off the list.
    players: async (room, _, ctx) => {
      const players = await ctx.loaders.roomPlayers.load(room.id);
      const users = await Promise.all(players.map((player) => ctx.loaders.users.load(player.userId)));
      return players.flatMap((player, i) => {
        const user = users[i];
        return user ? [{ ...player, user }] : [];
      });
    },
    seatsTaken: async (room, _, ctx) => (await ctx.loaders.roomSeats.load(room.id)).taken,
    seatCount: async (room, _, ctx) => (await ctx.loaders.roomSeats.load(room.id)).total,
    countsTowardLimit: (room, _, ctx) => ctx.loaders.roomCounts.load(room.id),
    closesWhenIdle: (room) => room.closesWhenIdle,
    removedPeople: (room, _, ctx) => hostTools.bansOf(ctx.services, ctx.loaders.games, ctx.viewer, room),
    viewerCanManage: async (room, _, ctx) => {
      const game = await ctx.loaders.games.load(room.gameId);
      return game
        ? can(ctx.viewer, 'room.manage', {
            hostId: room.hostId,
            testPlay: room.testPlay,
            game,
            bannedIds: room.bannedIds,
            admittedIds: room.admittedIds,
          })
        : false;
    },
  },
  Mutation: {
    createRoom: (_, args, ctx) => rooms.createRoom(ctx.services, ctx.viewer, args),
    closeRoom: (_, args, ctx) => rooms.setRoomOpen(ctx.services, ctx.viewer, args.id, false),
    reopenRoom: (_, args, ctx) => ending.reopenRoom(ctx.services, ctx.viewer, args.id),
    endRoom: (_, args, ctx) => ending.endRoom(ctx.services, ctx.viewer, args.id),
    removeFromRoom: (_, args, ctx) => hostTools.removeFromRoom(ctx.services, ctx.viewer, args.roomId, args.userId),
    allowBackInRoom: (_, args, ctx) => hostTools.allowBackInRoom(ctx.services, ctx.viewer, args.roomId, args.userId),
    transferRoomHost: (_, args, ctx) => hostTools.transferRoomHost(ctx.services, ctx.viewer, args.roomId, args.userId),
    // A guest who played in the room is one of its players: roomViewer, as for reading the record.
    shareRoomReplay: (_, args, ctx) => rooms.setReplayShared(ctx.services, ctx.loaders.games, ctx.roomViewer, args.roomId, args.shared),
  },
};

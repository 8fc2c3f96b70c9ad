import type { Resolvers } from '../generated/resolvers.ts';
import * as rooms from '../../rooms/index.ts';

export const watchingTypeDefs = /* GraphQL */ `
  "What watchers of a room are shown, as its host chose and its seated players agreed (docs/ARCHITECTURE.md, Watching)."
  type RoomWatching {
    "Every hand, this far behind the table: the host's choice, while asked or on. Null: watchers see the table only (the default)."
    everyHand: EveryHandDelay
    "The host chose every hand and every seated player agreed: watchers see it now."
    on: Boolean!
    "The players asked, each with their answer (null: not yet)."
    asked: [RoomWatchAnswer!]!
    "Who watched every hand in the last minute (a visitor is named as one)."
    watchers: [String!]!
    viewerMayChoose: Boolean!
    "The viewer may watch every hand now: it is on, and they were never at this table (nobody there may while the game goes on)."
    viewerMayWatch: Boolean!
    "The viewer holds a seat and has not answered the host yet."
    viewerMustAnswer: Boolean!
  }

  type EveryHandDelay {
    delayMoves: Int!
    delaySeconds: Int!
  }

  type RoomWatchAnswer {
    user: User!
    agreed: Boolean
  }

  "The table as it was a delay ago, every hand and pile order shown: what a watcher of every hand is sent."
  type DelayedTable {
    "The op it follows (0: the room as it opened)."
    seq: Int!
    view: JSON!
  }

  "Following a seat: the host lets watchers follow a seat whose player agrees (docs/ARCHITECTURE.md, Watching)."
  type RoomFollowing {
    on: Boolean!
    "Seats a watcher may follow now: their player agreed and holds them."
    seats: [String!]!
    "The viewer's own seat, if they hold one."
    viewerSeat: String
    viewerAllows: Boolean!
  }

  "Exactly what one seat sees, now: what a follower of that seat is sent."
  type FollowedTable {
    seq: Int!
    view: JSON!
  }

  extend type Room {
    watching: RoomWatching!
    following: RoomFollowing!
    "The seat's own view, while following is on and its player agrees, to anyone who may watch the room and was never at its table; null otherwise."
    followTable(seatId: String!, watcher: String): FollowedTable
    "Every hand and pile order, a delay behind: while the mode is on, to anyone who may watch the room and was never at its table; null otherwise, and while nothing is old enough yet. watcher: a visitor page's own id, so the players see how many watch."
    everyHandTable(watcher: String): DelayedTable
  }

  extend type Mutation {
    "The host lets watchers see every hand, delayMoves and delaySeconds behind (at least 3 moves and 30 seconds), asking each seated player; or (on: false) the table only again."
    setRoomEveryHand(roomId: ID!, on: Boolean!, delayMoves: Int, delaySeconds: Int): Room!
    "A seated player agrees to watchers seeing every hand, or refuses, which turns it off."
    answerRoomEveryHand(roomId: ID!, agree: Boolean!): Room!
    "The host lets watchers follow a seat whose player agrees (replacing every hand), or (on: false) the table only."
    setRoomFollow(roomId: ID!, on: Boolean!): Room!
    "A seated player lets watchers follow their seat, or takes it back."
    allowRoomFollow(roomId: ID!, allow: Boolean!): Room!
  }
`;

export const watchingResolvers: Resolvers = {
  Room: {
    watching: async (room, _, ctx) => {
      const watching = await rooms.watchingOf(ctx.services, ctx.loaders.games, ctx.roomViewer, room);
      const users = await Promise.all(watching.asked.map((answer) => ctx.loaders.users.load(answer.userId)));
      // Someone whose account is gone drops off the list, as from the room's players.
      const asked = watching.asked.flatMap((answer, i) => (users[i] ? [{ user: users[i], agreed: answer.agreed }] : []));
      return { ...watching, asked };
    },
    following: (room, _, ctx) => rooms.followingOf(ctx.services, ctx.roomViewer, room),
    followTable: (room, args, ctx) =>
      rooms.followTable(ctx.services, ctx.loaders.games, ctx.roomViewer, room, args.seatId, args.watcher ?? null),
    everyHandTable: (room, args, ctx) => rooms.everyHandTable(ctx.services, ctx.loaders.games, ctx.roomViewer, room, args.watcher ?? null),
  },
  Mutation: {
    setRoomEveryHand: (_, args, ctx) =>
      rooms.setEveryHand(
        ctx.services,
        ctx.loaders.games,
        ctx.roomViewer,
        args.roomId,
        args.on ? { delayMoves: args.delayMoves ?? 0, delaySeconds: args.delaySeconds ?? 0 } : null,
      ),
    // A guest at the table is one of its seated players: roomViewer.
    setRoomFollow: (_, args, ctx) => rooms.setFollow(ctx.services, ctx.loaders.games, ctx.roomViewer, args.roomId, args.on),
    allowRoomFollow: (_, args, ctx) => rooms.allowFollow(ctx.services, ctx.loaders.games, ctx.roomViewer, args.roomId, args.allow),
    answerRoomEveryHand: (_, args, ctx) => rooms.answerEveryHand(ctx.services, ctx.loaders.games, ctx.roomViewer, args.roomId, args.agree),
  },
};

import type { Resolvers } from '../graphql/types.ts';
import type { RequestContext } from '../graphql/context.ts';
import type { GameRecord } from '../games/store.ts';
import * as members from './service.ts';
import type { MemberRecord, PlayerRecord } from './store.ts';

export const membersTypeDefs = /* GraphQL */ `
  "Someone who works on a game: its owner, an editor (edits drafts, publishes) or a viewer (opens the editor read-only)."
  type GameMember {
    user: User!
    role: MemberRole!
    since: DateTime!
  }

  "How a player got on a game's player list."
  enum PlayerSource {
    ADDED
    INVITE
    KEY
  }

  "Someone allowed to play a game that is private or open to listed players only."
  type GamePlayer {
    user: User!
    source: PlayerSource!
    since: DateTime!
  }

  extend type Game {
    "Members, the owner first; empty unless the viewer is a member."
    members: [GameMember!]!
    "Listed players; empty unless the viewer owns the game."
    players: [GamePlayer!]!
  }

  extend type Query {
    "Games where the viewer is an editor or viewer, most recently changed first."
    viewerSharedGames: [Game!]!
  }

  extend type Mutation {
    "Makes a member an editor or a viewer (owner only)."
    changeMemberRole(gameId: ID!, userId: ID!, role: MemberRole!): GameMember!
    "Removes a member (owner), or leaves the game (the member themselves; not the owner)."
    removeMember(gameId: ID!, userId: ID!): Boolean!
    "Hands the game to another member; the old owner stays on as an editor."
    transferGameOwnership(gameId: ID!, userId: ID!): Game!
    "Lists a player by userName."
    addPlayer(gameId: ID!, userName: String!): GamePlayer!
    removePlayer(gameId: ID!, userId: ID!): Boolean!
  }
`;

type Ctx = RequestContext;

export const membersResolvers: Resolvers = {
  PlayerSource: { ADDED: 'added', INVITE: 'invite', KEY: 'key' },
  GameMember: {
    user: (member: MemberRecord, _: unknown, ctx: Ctx) => ctx.loaders.users.load(member.userId),
    since: (member: MemberRecord) => member.createdAt,
  },
  GamePlayer: {
    user: (player: PlayerRecord, _: unknown, ctx: Ctx) => ctx.loaders.users.load(player.userId),
    since: (player: PlayerRecord) => player.createdAt,
  },
  Game: {
    members: (game: GameRecord, _: unknown, ctx: Ctx) => members.membersOf(ctx.services, ctx.viewer, game),
    players: (game: GameRecord, _: unknown, ctx: Ctx) => members.playersOf(ctx.services, ctx.viewer, game),
  },
  Query: {
    viewerSharedGames: (_: unknown, _args: unknown, ctx: Ctx) => members.gamesSharedWithViewer(ctx.services, ctx.viewer),
  },
  Mutation: {
    changeMemberRole: (_: unknown, args: { gameId: string; userId: string; role: string }, ctx: Ctx) =>
      members.changeMemberRole(ctx.services, ctx.viewer, args.gameId, args.userId, { role: args.role }),
    removeMember: async (_: unknown, args: { gameId: string; userId: string }, ctx: Ctx) => {
      await members.removeMember(ctx.services, ctx.viewer, args.gameId, args.userId);
      return true;
    },
    transferGameOwnership: (_: unknown, args: { gameId: string; userId: string }, ctx: Ctx) =>
      members.transferOwnership(ctx.services, ctx.viewer, args.gameId, args.userId),
    addPlayer: (_: unknown, args: { gameId: string; userName: string }, ctx: Ctx) =>
      members.addPlayer(ctx.services, ctx.viewer, args.gameId, { userName: args.userName }),
    removePlayer: async (_: unknown, args: { gameId: string; userId: string }, ctx: Ctx) => {
      await members.removePlayer(ctx.services, ctx.viewer, args.gameId, args.userId);
      return true;
    },
  },
};

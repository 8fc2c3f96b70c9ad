import type { Resolvers } from '../generated/resolvers.ts';
import { PlayerSource } from '../enums.ts';
import { missingRow } from '../missing-row.ts';
import * as members from '../../members/index.ts';

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

export const membersResolvers: Resolvers = {
  PlayerSource,
  GameMember: {
    user: async (member, _, ctx) => (await ctx.loaders.users.load(member.userId)) ?? missingRow('member', member.userId),
    since: (member) => member.createdAt,
  },
  GamePlayer: {
    user: async (player, _, ctx) => (await ctx.loaders.users.load(player.userId)) ?? missingRow('player', player.userId),
    since: (player) => player.createdAt,
  },
  Game: {
    members: (game, _, ctx) => members.membersOf(ctx.loaders.members, ctx.viewer, game),
    players: (game, _, ctx) => members.playersOf(ctx.services, ctx.viewer, game),
  },
  Query: {
    viewerSharedGames: (_, _args, ctx) => members.gamesSharedWithViewer(ctx.services, ctx.viewer),
  },
  Mutation: {
    changeMemberRole: (_, args, ctx) => members.changeMemberRole(ctx.services, ctx.viewer, args.gameId, args.userId, { role: args.role }),
    removeMember: async (_, args, ctx) => {
      await members.removeMember(ctx.services, ctx.viewer, args.gameId, args.userId);
      return true;
    },
    transferGameOwnership: (_, args, ctx) => members.transferOwnership(ctx.services, ctx.viewer, args.gameId, args.userId),
    addPlayer: (_, args, ctx) => members.addPlayer(ctx.services, ctx.viewer, args.gameId, { userName: args.userName }),
    removePlayer: async (_, args, ctx) => {
      await members.removePlayer(ctx.services, ctx.viewer, args.gameId, args.userId);
      return true;
    },
  },
};

import type { Resolvers } from '../generated/resolvers.ts';
import type { RequestContext } from '../context.ts';
import { MemberRole, PlayPermission } from '../enums.ts';
import { missingRow } from '../missing-row.ts';
import { can, roleOf } from '../../policies/index.ts';
import type { GameRecord } from '../../games/index.ts';
import { assetFilePath } from '../../uploads/index.ts';
import * as settings from '../../settings/index.ts';
import { gamePath } from '../../settings/index.ts';
import { roomCountsByRevision } from '../../rooms/index.ts';
import { findGameSettings } from '../../games/index.ts';

export const settingsTypeDefs = /* GraphQL */ `
  "Who may play a game (its members always may)."
  enum PlayPermission {
    "Everyone who can see the game."
    ANYONE
    "Anyone logged in."
    USERS
    "Only people on the game's player list."
    PLAYERS
  }

  enum MemberRole {
    OWNER
    EDITOR
    VIEWER
  }

  "An image of a game: an asset uploaded to it."
  type GameImage {
    assetId: ID!
    "A web-sized rendition; the asset's other files are under /files/assets/{assetId}/."
    path: String!
    thumbnailPath: String!
  }

  "The public game page's content."
  type GamePageContent {
    "Markdown."
    overview: String!
    minPlayers: Int
    maxPlayers: Int
    "Typical play time in minutes."
    playMinutes: Int
    images: [GameImage!]!
  }

  "What the viewer may do with a game."
  type GameCapabilities {
    view: Boolean!
    "Open the editor (read-only unless edit is true too)."
    viewDraft: Boolean!
    edit: Boolean!
    publish: Boolean!
    "Settings, members, players, invites."
    manage: Boolean!
    delete: Boolean!
    play: Boolean!
    "Watch rooms as a spectator."
    watch: Boolean!
  }

  extend type Game {
    "Where the game lives now, e.g. /@ada/chess."
    canonicalPath: String!
    "Set when the game was found at an old address (renamed or handed over): replace the URL with this."
    redirectTo: String
    "Robots setting for the game page: index for public games, noindex otherwise."
    robots: String!
    thumbnail: GameImage
    page: GamePageContent!
    playPermission: PlayPermission!
    allowSpectators: Boolean!
    "The viewer's role, or null when they are not a member."
    viewerRole: MemberRole
    viewerCan: GameCapabilities!
  }

  extend type Revision {
    "Who saved (draft) or published it last; null when that account is gone."
    author: User
    "Rooms (open or closed) that play this revision."
    roomCount: Int!
  }

  input UpdateGameProfileInput {
    title: String
    gameName: String
    description: String
    "An asset uploaded to this game, or null to remove the thumbnail."
    thumbnailAssetId: ID
  }

  input UpdateGamePageInput {
    overview: String
    minPlayers: Int
    maxPlayers: Int
    playMinutes: Int
    imageAssetIds: [ID!]
    visibility: Visibility
  }

  input UpdateGamePermissionsInput {
    playPermission: PlayPermission
    allowSpectators: Boolean
  }

  extend type Mutation {
    "Title, name (the old name keeps redirecting), description and thumbnail."
    updateGameProfile(id: ID!, input: UpdateGameProfileInput!): Game!
    "The game page's content and the game's visibility (private counts against the plan)."
    updateGamePage(id: ID!, input: UpdateGamePageInput!): Game!
    "Who may play and whether others may watch."
    updateGamePermissions(id: ID!, input: UpdateGamePermissionsInput!): Game!
    "Deletes a published revision; refused while rooms play it."
    deleteRevision(id: ID!): Boolean!
  }
`;

type Ctx = RequestContext;

const image = (assetId: string) => ({
  assetId,
  path: assetFilePath.rendition(assetId, '1024'),
  thumbnailPath: assetFilePath.rendition(assetId, 'thumb'),
});

async function canonicalPath(game: GameRecord, ctx: Ctx): Promise<string> {
  const owner = await ctx.loaders.users.load(game.ownerId);
  return gamePath(owner?.userName ?? '', game.gameName);
}

/** Per-game revision room counts, read once per request however many revisions ask. */
const roomCountsByGame = new WeakMap<Ctx, Map<string, Promise<Map<string, number>>>>();
function roomCounts(ctx: Ctx, gameId: string): Promise<Map<string, number>> {
  let cache = roomCountsByGame.get(ctx);
  if (!cache) roomCountsByGame.set(ctx, (cache = new Map()));
  let counts = cache.get(gameId);
  if (!counts) cache.set(gameId, (counts = roomCountsByRevision(ctx.services.pool, gameId)));
  return counts;
}

export const settingsResolvers: Resolvers = {
  PlayPermission,
  MemberRole,
  Game: {
    canonicalPath: (game, _, ctx) => canonicalPath(game, ctx),
    redirectTo: async (game, _, ctx) => {
      if (!game.requestedPath) return null;
      const path = await canonicalPath(game, ctx);
      return path.toLowerCase() === game.requestedPath.toLowerCase() ? null : path;
    },
    robots: (game) => (game.visibility === 'public' ? 'index' : 'noindex'),
    thumbnail: async (game, _, ctx) => {
      const id = (await findGameSettings(ctx.services.pool, game.id))?.thumbnailAssetId;
      return id ? image(id) : null;
    },
    page: async (game, _, ctx) => {
      const row = (await findGameSettings(ctx.services.pool, game.id)) ?? missingRow('game', game.id);
      return {
        overview: row.pageOverview,
        minPlayers: row.minPlayers,
        maxPlayers: row.maxPlayers,
        playMinutes: row.playMinutes,
        images: row.pageImageIds.map(image),
      };
    },
    viewerRole: (game, _, ctx) => roleOf(ctx.viewer, game),
    viewerCan: (game, _, ctx) => ({
      view: can(ctx.viewer, 'game.view', game),
      viewDraft: can(ctx.viewer, 'game.viewDraft', game),
      edit: can(ctx.viewer, 'game.edit', game),
      publish: can(ctx.viewer, 'game.publish', game),
      manage: can(ctx.viewer, 'game.manage', game),
      delete: can(ctx.viewer, 'game.delete', game),
      play: can(ctx.viewer, 'game.play', game),
      watch: can(ctx.viewer, 'game.watch', game),
    }),
  },
  Revision: {
    author: (revision, _, ctx) => (revision.authorId ? ctx.loaders.users.load(revision.authorId) : null),
    roomCount: async (revision, _, ctx) => (await roomCounts(ctx, revision.gameId)).get(revision.id) ?? 0,
  },
  Mutation: {
    updateGameProfile: (_, args, ctx) => settings.updateGameProfile(ctx.services, ctx.viewer, args.id, args.input),
    // An explicit null visibility leaves it as it is, like an absent one.
    updateGamePage: (_, args, ctx) =>
      settings.updateGamePage(ctx.services, ctx.viewer, args.id, { ...args.input, visibility: args.input.visibility ?? undefined }),
    updateGamePermissions: (_, args, ctx) => settings.updateGamePermissions(ctx.services, ctx.viewer, args.id, args.input),
    deleteRevision: async (_, args, ctx) => {
      await settings.deleteRevision(ctx.services, ctx.viewer, args.id);
      return true;
    },
  },
};

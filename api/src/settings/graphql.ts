import type { Resolvers } from '../graphql/types.ts';
import type { RequestContext } from '../graphql/context.ts';
import { findUserById } from '../accounts/users-store.ts';
import { can, roleOf } from '../policies/index.ts';
import type { GameRecord, RevisionRecord } from '../games/store.ts';
import { assetFilePath } from '../uploads/present.ts';
import * as settings from './service.ts';
import * as store from './store.ts';
import { gamePath } from './summary.ts';

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
type Located = GameRecord & { requestedPath?: string };

const image = (assetId: string) => ({
  assetId,
  path: assetFilePath.rendition(assetId, '1024'),
  thumbnailPath: assetFilePath.rendition(assetId, 'thumb'),
});

async function canonicalPath(game: GameRecord, ctx: Ctx): Promise<string> {
  const owner = await findUserById(ctx.services.pool, game.ownerId);
  return gamePath(owner?.userName ?? '', game.gameName);
}

/** Per-game revision room counts, read once per request however many revisions ask. */
function roomCounts(ctx: Ctx, gameId: string): Promise<Map<string, number>> {
  const cache = ((ctx as Ctx & { roomCountsByGame?: Map<string, Promise<Map<string, number>>> }).roomCountsByGame ??= new Map());
  let counts = cache.get(gameId);
  if (!counts) cache.set(gameId, (counts = store.roomCountsByRevision(ctx.services.pool, gameId)));
  return counts;
}

export const settingsResolvers: Resolvers = {
  PlayPermission: { ANYONE: 'anyone', USERS: 'users', PLAYERS: 'players' },
  MemberRole: { OWNER: 'owner', EDITOR: 'editor', VIEWER: 'viewer' },
  Game: {
    canonicalPath: (game: GameRecord, _: unknown, ctx: Ctx) => canonicalPath(game, ctx),
    redirectTo: async (game: Located, _: unknown, ctx: Ctx) => {
      if (!game.requestedPath) return null;
      const path = await canonicalPath(game, ctx);
      return path.toLowerCase() === game.requestedPath.toLowerCase() ? null : path;
    },
    robots: (game: GameRecord) => (game.visibility === 'public' ? 'index' : 'noindex'),
    thumbnail: async (game: GameRecord, _: unknown, ctx: Ctx) => {
      const id = (await store.findGameSettings(ctx.services.pool, game.id))?.thumbnailAssetId;
      return id ? image(id) : null;
    },
    page: async (game: GameRecord, _: unknown, ctx: Ctx) => {
      const row = (await store.findGameSettings(ctx.services.pool, game.id))!;
      return {
        overview: row.pageOverview,
        minPlayers: row.minPlayers,
        maxPlayers: row.maxPlayers,
        playMinutes: row.playMinutes,
        images: row.pageImageIds.map(image),
      };
    },
    viewerRole: (game: GameRecord, _: unknown, ctx: Ctx) => roleOf(ctx.viewer, game),
    viewerCan: (game: GameRecord, _: unknown, ctx: Ctx) => ({
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
    author: (revision: RevisionRecord, _: unknown, ctx: Ctx) => (revision.authorId ? ctx.loaders.users.load(revision.authorId) : null),
    roomCount: async (revision: RevisionRecord, _: unknown, ctx: Ctx) => (await roomCounts(ctx, revision.gameId)).get(revision.id) ?? 0,
  },
  Mutation: {
    updateGameProfile: (_: unknown, args: { id: string; input: Record<string, unknown> }, ctx: Ctx) =>
      settings.updateGameProfile(ctx.services, ctx.viewer, args.id, args.input),
    updateGamePage: (_: unknown, args: { id: string; input: Record<string, unknown> & { visibility?: string } }, ctx: Ctx) =>
      settings.updateGamePage(ctx.services, ctx.viewer, args.id, { ...args.input, visibility: args.input.visibility?.toLowerCase() }),
    updateGamePermissions: (_: unknown, args: { id: string; input: Record<string, unknown> }, ctx: Ctx) =>
      settings.updateGamePermissions(ctx.services, ctx.viewer, args.id, args.input),
    deleteRevision: async (_: unknown, args: { id: string }, ctx: Ctx) => {
      await settings.deleteRevision(ctx.services, ctx.viewer, args.id);
      return true;
    },
  },
};

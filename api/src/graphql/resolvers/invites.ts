import type { Resolvers } from '../generated/resolvers.ts';
import { InviteKind, InviteStatus } from '../enums.ts';
import { assetFilePath } from '../../uploads/index.ts';
import { gamePath, type GameSummary } from '../../settings/index.ts';
import { inviteStatus } from '../../invites/index.ts';
import * as invites from '../../invites/index.ts';

export const invitesTypeDefs = /* GraphQL */ `
  "What an invite or key page may show about a game before the viewer has access to it."
  type GameSummary {
    title: String!
    gameName: String!
    ownerUserName: String!
    ownerName: String!
    "/@{ownerUserName}/{gameName}"
    path: String!
    thumbnailPath: String
  }

  enum InviteKind {
    "Join as a member with the invite's role."
    MEMBER
    "Join the player list."
    PLAYER
  }

  enum InviteStatus {
    VALID
    EXPIRED
    USED_UP
    REVOKED
  }

  "An invite as its game's owner sees it."
  type Invite {
    id: ID!
    code: String!
    "The link to share: /accept-invite/{code} on the web app."
    url: String!
    kind: InviteKind!
    "Editor or viewer for a member invite; null for a player invite."
    role: MemberRole
    "Where it was mailed, if it was."
    email: String
    maxUses: Int!
    useCount: Int!
    expiresAt: DateTime!
    revokedAt: DateTime
    status: InviteStatus!
    createdAt: DateTime!
  }

  "What /accept-invite/{code} shows."
  type InvitePreview {
    code: String!
    kind: InviteKind!
    role: MemberRole
    status: InviteStatus!
    expiresAt: DateTime!
    game: GameSummary!
    "The viewer's role in the game now (null when not a member)."
    viewerRole: MemberRole
    viewerIsPlayer: Boolean!
  }

  type AcceptedInvite {
    game: Game!
    kind: InviteKind!
    role: MemberRole
  }

  input CreateInviteInput {
    kind: InviteKind!
    "Required for a member invite."
    role: MemberRole
    "How many people may use it; 1 by default."
    maxUses: Int
    "Days until it expires; 7 by default, at most 90."
    expiresInDays: Int
    "Mail the link to this address too."
    email: String
  }

  extend type Game {
    "Invites, newest first; empty unless the viewer owns the game."
    invites: [Invite!]!
  }

  extend type Query {
    "An invite by code (anyone with the link may look); null when there is none."
    invite(code: String!): InvitePreview
  }

  extend type Mutation {
    createInvite(gameId: ID!, input: CreateInviteInput!): Invite!
    "Withdraws an invite; its link stops working."
    revokeInvite(id: ID!): Invite!
    "Accepts an invite for the logged-in viewer."
    acceptInvite(code: String!): AcceptedInvite!
  }
`;

/** GameSummary fields for the schema, shared with activation keys. */
export function presentGameSummary(game: GameSummary) {
  return {
    ...game,
    path: gamePath(game.ownerUserName, game.gameName),
    thumbnailPath: game.thumbnailAssetId ? assetFilePath.rendition(game.thumbnailAssetId, 'thumb') : null,
  };
}

export const invitesResolvers: Resolvers = {
  InviteKind,
  InviteStatus,
  Invite: {
    url: (invite, _, ctx) => invites.inviteUrl(ctx.services, invite.code),
    status: (invite) => inviteStatus(invite),
  },
  Game: {
    invites: (game, _, ctx) => invites.invitesOf(ctx.services, ctx.viewer, game),
  },
  Query: {
    invite: async (_, args, ctx) => {
      const preview = await invites.previewInvite(ctx.services, ctx.viewer, args.code.trim());
      if (!preview) return null;
      const { invite } = preview;
      return {
        code: invite.code,
        kind: invite.kind,
        role: invite.role,
        status: preview.status,
        expiresAt: invite.expiresAt,
        game: presentGameSummary(preview.game),
        viewerRole: preview.viewerRole,
        viewerIsPlayer: preview.viewerIsPlayer,
      };
    },
  },
  Mutation: {
    createInvite: (_, args, ctx) => invites.createInvite(ctx.services, ctx.viewer, args.gameId, dropNulls(args.input)),
    revokeInvite: (_, args, ctx) => invites.revokeInvite(ctx.services, ctx.viewer, args.id),
    acceptInvite: async (_, args, ctx) => {
      const { game, invite } = await invites.acceptInvite(ctx.services, ctx.viewer, args.code.trim());
      return { game, kind: invite.kind, role: invite.role };
    },
  },
};

// GraphQL sends omitted optional inputs as absent but explicit nulls as null; defaults apply to both.
function dropNulls(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null));
}

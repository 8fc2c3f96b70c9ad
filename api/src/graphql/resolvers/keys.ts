import type { Resolvers } from '../generated/resolvers.ts';
import { ActivationKeyKind, ActivationKeyStatus } from '../enums.ts';
import { presentGameSummary } from './invites.ts';
import * as keys from '../../keys/index.ts';

export const keysTypeDefs = /* GraphQL */ `
  enum ActivationKeyKind {
    "Pro for some days."
    PRO
    "Player access to a game."
    PLAYER
  }

  enum ActivationKeyStatus {
    VALID
    EXPIRED
    USED_UP
    REVOKED
    "The viewer has used this key already (a key works once per account)."
    ALREADY_REDEEMED
  }

  "What /activate-key/{code} shows before redeeming."
  type ActivationKeyPreview {
    kind: ActivationKeyKind!
    "Days of Pro a PRO key grants."
    proDays: Int
    "The game a PLAYER key opens."
    game: GameSummary
    status: ActivationKeyStatus!
    expiresAt: DateTime
  }

  type RedeemedKey {
    kind: ActivationKeyKind!
    "When the viewer's key-granted Pro now ends (PRO keys)."
    proUntil: DateTime
    "The game the viewer may now play (PLAYER keys)."
    game: Game
  }

  extend type Query {
    "A key by code (any case, dashes optional); null when there is none."
    activationKey(code: String!): ActivationKeyPreview
  }

  extend type Mutation {
    "Redeems a key for the logged-in viewer."
    redeemActivationKey(code: String!): RedeemedKey!
  }
`;

export const keysResolvers: Resolvers = {
  ActivationKeyKind,
  ActivationKeyStatus,
  Query: {
    activationKey: async (_, args, ctx) => {
      const preview = await keys.previewKey(ctx.services, ctx.viewer, args.code);
      if (!preview) return null;
      return {
        kind: preview.key.kind,
        proDays: preview.key.proDays,
        game: preview.game ? presentGameSummary(preview.game) : null,
        status: preview.status,
        expiresAt: preview.key.expiresAt,
      };
    },
  },
  Mutation: {
    redeemActivationKey: async (_, args, ctx) => {
      const result = await keys.redeemKey(ctx.services.pool, ctx.viewer, args.code);
      return { kind: result.key.kind, proUntil: result.proUntil, game: result.game };
    },
  },
};

import { graphql } from '../graphql/generated/index.ts';

// /activate-key/{code}: what a key grants, and redeeming it.

export type { ActivationKeyKind as KeyKind, ActivationKeyStatus as KeyStatus } from '../graphql/generated/graphql.ts';

export const KEY_PREVIEW = graphql(`
  query ActivationKeyPreview($code: String!) {
    viewer {
      id
      userName
    }
    activationKey(code: $code) {
      kind
      proDays
      status
      expiresAt
      # The invite page's fragment (invites/documents.ts): both pages show a game the same way.
      game {
        ...GameSummaryFields
      }
    }
  }
`);

export const REDEEM_KEY = graphql(`
  mutation RedeemActivationKey($code: String!) {
    redeemActivationKey(code: $code) {
      kind
      proUntil
      game {
        id
        title
        canonicalPath
      }
    }
  }
`);

import { graphql } from '../graphql/generated/index.ts';

// /activate-key/{code}: what a key grants, and redeeming it.

export type KeyKind = 'PRO' | 'PLAYER';
export type KeyStatus = 'VALID' | 'EXPIRED' | 'USED_UP' | 'REVOKED' | 'ALREADY_REDEEMED';

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
      game {
        title
        gameName
        ownerUserName
        ownerName
        path
        thumbnailPath
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

import { gql } from '@apollo/client';
import type { GameSummaryData } from '../invites/documents.ts';

// /activate-key/{code}: what a key grants, and redeeming it.

export type KeyKind = 'PRO' | 'PLAYER';
export type KeyStatus = 'VALID' | 'EXPIRED' | 'USED_UP' | 'REVOKED' | 'ALREADY_REDEEMED';

export const KEY_PREVIEW = gql`
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
`;

export interface KeyPreviewData {
  viewer: { id: string; userName: string } | null;
  activationKey: {
    kind: KeyKind;
    proDays: number | null;
    status: KeyStatus;
    expiresAt: string | null;
    game: GameSummaryData | null;
  } | null;
}

export const REDEEM_KEY = gql`
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
`;

export interface RedeemKeyData {
  redeemActivationKey: { kind: KeyKind; proUntil: string | null; game: { id: string; title: string; canonicalPath: string } | null };
}

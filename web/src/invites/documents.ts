import { graphql } from '../graphql/generated/index.ts';

// /accept-invite/{code}: what the invite offers, and accepting it.

export type InviteKind = 'MEMBER' | 'PLAYER';
export type InviteRole = 'OWNER' | 'EDITOR' | 'VIEWER';
export type InviteStatus = 'VALID' | 'EXPIRED' | 'USED_UP' | 'REVOKED';

/** What an invite or key page may show about a game the viewer may not see yet. */
export interface GameSummaryData {
  title: string;
  gameName: string;
  ownerUserName: string;
  ownerName: string;
  path: string;
  thumbnailPath: string | null;
}

export const INVITE_PREVIEW = graphql(`
  query InvitePreview($code: String!) {
    viewer {
      id
      userName
    }
    invite(code: $code) {
      code
      kind
      role
      status
      expiresAt
      viewerRole
      viewerIsPlayer
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

export const ACCEPT_INVITE = graphql(`
  mutation AcceptInvite($code: String!) {
    acceptInvite(code: $code) {
      kind
      role
      game {
        id
        gameName
        title
        canonicalPath
        viewerRole
      }
    }
  }
`);

import { graphql } from '../graphql/generated/index.ts';
import type { GameSummaryFieldsFragment } from '../graphql/generated/graphql.ts';

// /accept-invite/{code}: what the invite offers, and accepting it.

export type { InviteKind, InviteStatus, MemberRole as InviteRole } from '../graphql/generated/graphql.ts';

/** What an invite or key page may show about a game the viewer may not see yet. */
export const GAME_SUMMARY_FIELDS = graphql(`
  fragment GameSummaryFields on GameSummary {
    title
    gameName
    ownerUserName
    ownerName
    path
    thumbnailPath
  }
`);

export type GameSummaryData = GameSummaryFieldsFragment;

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
        ...GameSummaryFields
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

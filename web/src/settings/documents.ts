import { graphql } from '../graphql/generated/index.ts';
import type { GameRevisionsQuery, InviteFieldsFragment, SettingsGameQuery } from '../graphql/generated/graphql.ts';

// A game's images as the settings pages show and change them: its thumbnail and its page's pictures.
export const GAME_IMAGE_FIELDS = graphql(`
  fragment GameImageFields on GameImage {
    assetId
    path
    thumbnailPath
  }
`);

// The public game page's content as its settings page edits it; saving it answers the same fields.
export const GAME_PAGE_CONTENT_FIELDS = graphql(`
  fragment GamePageContentFields on GamePageContent {
    overview
    minPlayers
    maxPlayers
    playMinutes
    images {
      ...GameImageFields
    }
  }
`);

// Everything the settings pages read about a game, fetched once by the settings layout.
export const SETTINGS_GAME = graphql(`
  query SettingsGame($userName: String!, $gameName: String!) {
    game(userName: $userName, gameName: $gameName) {
      id
      gameName
      title
      description
      visibility
      canonicalPath
      redirectTo
      robots
      owner {
        id
        userName
        name
      }
      thumbnail {
        ...GameImageFields
      }
      page {
        ...GamePageContentFields
      }
      playPermission
      allowSpectators
      viewerRole
      viewerCan {
        view
        viewDraft
        edit
        publish
        manage
        delete
        play
        watch
      }
    }
  }
`);

export type { MemberRole, PlayPermission, Visibility } from '../graphql/generated/graphql.ts';

/** The game as every settings page sees it. */
export type SettingsGame = NonNullable<SettingsGameQuery['game']>;

export const UPDATE_GAME_PROFILE = graphql(`
  mutation UpdateGameProfile($id: ID!, $input: UpdateGameProfileInput!) {
    updateGameProfile(id: $id, input: $input) {
      id
      gameName
      title
      description
      canonicalPath
      thumbnail {
        ...GameImageFields
      }
    }
  }
`);

export const UPDATE_GAME_PAGE = graphql(`
  mutation UpdateGamePage($id: ID!, $input: UpdateGamePageInput!) {
    updateGamePage(id: $id, input: $input) {
      id
      visibility
      robots
      page {
        ...GamePageContentFields
      }
    }
  }
`);

export const UPDATE_GAME_PERMISSIONS = graphql(`
  mutation UpdateGamePermissions($id: ID!, $input: UpdateGamePermissionsInput!) {
    updateGamePermissions(id: $id, input: $input) {
      id
      playPermission
      allowSpectators
    }
  }
`);

/** An invite as the members and players pages list it, and as creating one answers it. */
export const INVITE_FIELDS = graphql(`
  fragment InviteFields on Invite {
    id
    code
    url
    kind
    role
    email
    maxUses
    useCount
    expiresAt
    revokedAt
    status
  }
`);

export const GAME_MEMBERS = graphql(`
  query GameMembers($userName: String!, $gameName: String!) {
    game(userName: $userName, gameName: $gameName) {
      id
      members {
        user {
          ...UserCardFields
        }
        role
        since
      }
      invites {
        ...InviteFields
      }
    }
  }
`);

export const GAME_PLAYERS = graphql(`
  query GamePlayers($userName: String!, $gameName: String!) {
    game(userName: $userName, gameName: $gameName) {
      id
      players {
        user {
          ...UserCardFields
        }
        source
        since
      }
      invites {
        ...InviteFields
      }
    }
  }
`);

export type InviteData = InviteFieldsFragment;

export const CHANGE_MEMBER_ROLE = graphql(`
  mutation ChangeMemberRole($gameId: ID!, $userId: ID!, $role: MemberRole!) {
    changeMemberRole(gameId: $gameId, userId: $userId, role: $role) {
      role
    }
  }
`);

export const REMOVE_MEMBER = graphql(`
  mutation RemoveMember($gameId: ID!, $userId: ID!) {
    removeMember(gameId: $gameId, userId: $userId)
  }
`);

export const TRANSFER_OWNERSHIP = graphql(`
  mutation TransferGameOwnership($gameId: ID!, $userId: ID!) {
    transferGameOwnership(gameId: $gameId, userId: $userId) {
      id
      canonicalPath
      viewerRole
    }
  }
`);

export const ADD_PLAYER = graphql(`
  mutation AddPlayer($gameId: ID!, $userName: String!) {
    addPlayer(gameId: $gameId, userName: $userName) {
      source
    }
  }
`);

export const REMOVE_PLAYER = graphql(`
  mutation RemovePlayer($gameId: ID!, $userId: ID!) {
    removePlayer(gameId: $gameId, userId: $userId)
  }
`);

export const CREATE_INVITE = graphql(`
  mutation CreateInvite($gameId: ID!, $input: CreateInviteInput!) {
    createInvite(gameId: $gameId, input: $input) {
      ...InviteFields
    }
  }
`);

export const REVOKE_INVITE = graphql(`
  mutation RevokeInvite($id: ID!) {
    revokeInvite(id: $id) {
      id
      status
      revokedAt
    }
  }
`);

export const GAME_REVISIONS = graphql(`
  query GameRevisions($userName: String!, $gameName: String!) {
    game(userName: $userName, gameName: $gameName) {
      id
      revisions {
        id
        name
        published
        createdAt
        updatedAt
        publishedAt
        author {
          userName
          name
        }
        roomCount
      }
    }
  }
`);

export type RevisionRow = NonNullable<GameRevisionsQuery['game']>['revisions'][number];

export const PUBLISH_REVISION = graphql(`
  mutation SettingsPublishRevision($gameId: ID!) {
    publishRevision(gameId: $gameId) {
      id
      name
    }
  }
`);

export const DRAFT_FROM_REVISION = graphql(`
  mutation SettingsCreateDraftFromRevision($revisionId: ID!) {
    createDraftFromRevision(revisionId: $revisionId) {
      id
      name
      version
    }
  }
`);

export const DELETE_REVISION = graphql(`
  mutation DeleteRevision($id: ID!) {
    deleteRevision(id: $id)
  }
`);

export const DELETE_GAME = graphql(`
  mutation DeleteGame($id: ID!, $confirmGameName: String) {
    deleteGame(id: $id, confirmGameName: $confirmGameName)
  }
`);

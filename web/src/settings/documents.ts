import { graphql } from '../graphql/generated/index.ts';

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
        assetId
        path
        thumbnailPath
      }
      page {
        overview
        minPlayers
        maxPlayers
        playMinutes
        images {
          assetId
          path
          thumbnailPath
        }
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

export type Visibility = 'PUBLIC' | 'UNLISTED' | 'PRIVATE';
export type MemberRole = 'OWNER' | 'EDITOR' | 'VIEWER';
export type PlayPermission = 'ANYONE' | 'USERS' | 'PLAYERS';

export interface GameImage {
  assetId: string;
  path: string;
  thumbnailPath: string;
}

export interface SettingsGame {
  id: string;
  gameName: string;
  title: string;
  description: string;
  visibility: Visibility;
  canonicalPath: string;
  redirectTo: string | null;
  robots: string;
  owner: { id: string; userName: string; name: string };
  thumbnail: GameImage | null;
  page: { overview: string; minPlayers: number | null; maxPlayers: number | null; playMinutes: number | null; images: GameImage[] };
  playPermission: PlayPermission;
  allowSpectators: boolean;
  viewerRole: MemberRole | null;
  viewerCan: {
    view: boolean;
    viewDraft: boolean;
    edit: boolean;
    publish: boolean;
    manage: boolean;
    delete: boolean;
    play: boolean;
    watch: boolean;
  };
}

export const UPDATE_GAME_PROFILE = graphql(`
  mutation UpdateGameProfile($id: ID!, $input: UpdateGameProfileInput!) {
    updateGameProfile(id: $id, input: $input) {
      id
      gameName
      title
      description
      canonicalPath
      thumbnail {
        assetId
        path
        thumbnailPath
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
        overview
        minPlayers
        maxPlayers
        playMinutes
        images {
          assetId
          path
          thumbnailPath
        }
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

export const GAME_MEMBERS = graphql(`
  query GameMembers($userName: String!, $gameName: String!) {
    game(userName: $userName, gameName: $gameName) {
      id
      members {
        user {
          id
          userName
          name
          image
        }
        role
        since
      }
      invites {
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
    }
  }
`);

export const GAME_PLAYERS = graphql(`
  query GamePlayers($userName: String!, $gameName: String!) {
    game(userName: $userName, gameName: $gameName) {
      id
      players {
        user {
          id
          userName
          name
          image
        }
        source
        since
      }
      invites {
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
    }
  }
`);

export interface PersonData {
  id: string;
  userName: string;
  name: string;
  image: string;
}

export interface InviteData {
  id: string;
  code: string;
  url: string;
  kind: 'MEMBER' | 'PLAYER';
  role: MemberRole | null;
  email: string | null;
  maxUses: number;
  useCount: number;
  expiresAt: string;
  revokedAt: string | null;
  status: 'VALID' | 'EXPIRED' | 'USED_UP' | 'REVOKED';
}

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

export interface RevisionRow {
  id: string;
  name: string;
  published: boolean;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  author: { userName: string; name: string } | null;
  roomCount: number;
}

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

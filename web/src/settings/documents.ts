import { gql } from '@apollo/client';

// Everything the settings pages read about a game, fetched once by the settings layout.
export const SETTINGS_GAME = gql`
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
`;

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

export interface SettingsGameData {
  game: SettingsGame | null;
}

export const UPDATE_GAME_PROFILE = gql`
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
`;

export const UPDATE_GAME_PAGE = gql`
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
`;

export const UPDATE_GAME_PERMISSIONS = gql`
  mutation UpdateGamePermissions($id: ID!, $input: UpdateGamePermissionsInput!) {
    updateGamePermissions(id: $id, input: $input) {
      id
      playPermission
      allowSpectators
    }
  }
`;

export const GAME_MEMBERS = gql`
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
`;

export const GAME_PLAYERS = gql`
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
`;

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

export interface GameMembersData {
  game: { id: string; members: Array<{ user: PersonData; role: MemberRole; since: string }>; invites: InviteData[] } | null;
}

export interface GamePlayersData {
  game: {
    id: string;
    players: Array<{ user: PersonData; source: 'ADDED' | 'INVITE' | 'KEY'; since: string }>;
    invites: InviteData[];
  } | null;
}

export const CHANGE_MEMBER_ROLE = gql`
  mutation ChangeMemberRole($gameId: ID!, $userId: ID!, $role: MemberRole!) {
    changeMemberRole(gameId: $gameId, userId: $userId, role: $role) {
      role
    }
  }
`;

export const REMOVE_MEMBER = gql`
  mutation RemoveMember($gameId: ID!, $userId: ID!) {
    removeMember(gameId: $gameId, userId: $userId)
  }
`;

export const TRANSFER_OWNERSHIP = gql`
  mutation TransferGameOwnership($gameId: ID!, $userId: ID!) {
    transferGameOwnership(gameId: $gameId, userId: $userId) {
      id
      canonicalPath
      viewerRole
    }
  }
`;

export const ADD_PLAYER = gql`
  mutation AddPlayer($gameId: ID!, $userName: String!) {
    addPlayer(gameId: $gameId, userName: $userName) {
      source
    }
  }
`;

export const REMOVE_PLAYER = gql`
  mutation RemovePlayer($gameId: ID!, $userId: ID!) {
    removePlayer(gameId: $gameId, userId: $userId)
  }
`;

export const CREATE_INVITE = gql`
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
`;

export const REVOKE_INVITE = gql`
  mutation RevokeInvite($id: ID!) {
    revokeInvite(id: $id) {
      id
      status
      revokedAt
    }
  }
`;

export const GAME_REVISIONS = gql`
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
`;

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

export interface GameRevisionsData {
  game: { id: string; revisions: RevisionRow[] } | null;
}

export const PUBLISH_REVISION = gql`
  mutation PublishRevision($gameId: ID!) {
    publishRevision(gameId: $gameId) {
      id
      name
    }
  }
`;

export const DRAFT_FROM_REVISION = gql`
  mutation CreateDraftFromRevision($revisionId: ID!) {
    createDraftFromRevision(revisionId: $revisionId) {
      id
      name
      version
    }
  }
`;

export const DELETE_REVISION = gql`
  mutation DeleteRevision($id: ID!) {
    deleteRevision(id: $id)
  }
`;

export const DELETE_GAME = gql`
  mutation DeleteGame($id: ID!, $confirmGameName: String) {
    deleteGame(id: $id, confirmGameName: $confirmGameName)
  }
`;

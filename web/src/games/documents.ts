import { gql } from '@apollo/client';

// The GraphQL operations of the game pages (/create, /@{userName}/{gameName}, the public list on /).

export type Visibility = 'PUBLIC' | 'UNLISTED' | 'PRIVATE';

export interface GameOwner {
  id: string;
  userName: string;
  name: string;
  image: string;
}

export interface GameSummary {
  id: string;
  gameName: string;
  title: string;
  description: string;
  visibility: Visibility;
  updatedAt: string;
  owner: GameOwner;
}

export const CREATE_GAME_VIEWER = gql`
  query CreateGameViewer {
    viewer {
      id
      userName
    }
  }
`;

export interface CreateGameViewerData {
  viewer: { id: string; userName: string } | null;
}

export const CREATE_GAME = gql`
  mutation CreateGame($input: CreateGameInput!) {
    createGame(input: $input) {
      id
      gameName
      title
      owner {
        id
        userName
      }
    }
  }
`;

export interface CreateGameData {
  createGame: { id: string; gameName: string; title: string; owner: { id: string; userName: string } };
}

export const GAME_PAGE = gql`
  query GamePage($userName: String!, $gameName: String!) {
    viewer {
      id
      userName
    }
    game(userName: $userName, gameName: $gameName) {
      id
      gameName
      title
      description
      visibility
      viewerCanEdit
      viewerCan {
        viewDraft
      }
      owner {
        id
        userName
        name
        image
      }
      latestPublished {
        id
        name
        seatCount
      }
      thumbnail {
        path
      }
      page {
        minPlayers
        maxPlayers
        playMinutes
        images {
          path
        }
      }
      viewerOpenRooms {
        id
        code
        seatsTaken
        seatCount
        lastActivityAt
        host {
          id
          name
        }
      }
    }
  }
`;

/** An open room of the game the viewer hosts or has played in. */
export interface GamePageRoom {
  id: string;
  code: string;
  seatsTaken: number;
  seatCount: number;
  lastActivityAt: string;
  host: { id: string; name: string };
}

export interface GamePageData {
  viewer: { id: string; userName: string } | null;
  game:
    | (Omit<GameSummary, 'updatedAt'> & {
        viewerCanEdit: boolean;
        /** viewDraft: the game's settings open for them (SettingsLayout lets members in). */
        viewerCan: { viewDraft: boolean };
        latestPublished: { id: string; name: string; seatCount: number } | null;
        thumbnail: { path: string } | null;
        page: { minPlayers: number | null; maxPlayers: number | null; playMinutes: number | null; images: Array<{ path: string }> };
        viewerOpenRooms: GamePageRoom[];
      })
    | null;
}

export const CREATE_ROOM = gql`
  mutation CreateRoom($gameId: ID!, $revisionName: String) {
    createRoom(gameId: $gameId, revisionName: $revisionName) {
      id
      code
    }
  }
`;

export interface CreateRoomData {
  createRoom: { id: string; code: string };
}

export const PUBLIC_GAMES = gql`
  query PublicGames($search: String, $order: GameOrder, $first: Int, $offset: Int) {
    publicGames(search: $search, order: $order, first: $first, offset: $offset) {
      total
      games {
        id
        gameName
        title
        description
        visibility
        updatedAt
        owner {
          id
          userName
          name
          image
        }
      }
    }
  }
`;

export interface PublicGamesData {
  publicGames: { total: number; games: GameSummary[] };
}

export interface PublicGamesVariables {
  search?: string;
  order: 'NEWEST' | 'TITLE';
  first: number;
  offset: number;
}

import { graphql } from '../graphql/generated/index.ts';
import type { GamePageQuery } from '../graphql/generated/graphql.ts';

// The GraphQL operations of the game pages (/create, /@{userName}/{gameName}, the public list on /).

export type { Visibility } from '../graphql/generated/graphql.ts';

export const CREATE_GAME_VIEWER = graphql(`
  query CreateGameViewer {
    viewer {
      id
      userName
    }
  }
`);

export const CREATE_GAME = graphql(`
  mutation CreateGame($input: CreateGameInput!) {
    createGame(input: $input) {
      ...GameLinkFields
    }
  }
`);

export const GAME_PAGE = graphql(`
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
        ...UserCardFields
      }
      latestPublished {
        id
        name
        seatCount
        runsScripts
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
`);

/** An open room of the game the viewer hosts or has played in. */
export type GamePageRoom = NonNullable<GamePageQuery['game']>['viewerOpenRooms'][number];

export const CREATE_ROOM = graphql(`
  mutation CreateRoom($gameId: ID!, $revisionName: String) {
    createRoom(gameId: $gameId, revisionName: $revisionName) {
      id
      code
    }
  }
`);

export const PUBLIC_GAMES = graphql(`
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
          ...UserCardFields
        }
      }
    }
  }
`);

import { graphql } from '../../graphql/generated/index.ts';
import type { GameTableSavesQuery } from '../../graphql/generated/graphql.ts';

/** A saved table as the list shows it: never its state, which stays on the server. */
export type TableSaveRow = NonNullable<GameTableSavesQuery['game']>['tableSaves'][number];

/** The game's saved tables: the API answers them to its editors only (an empty list to anyone else). */
export const GAME_TABLE_SAVES = graphql(`
  query GameTableSaves($userName: String!, $gameName: String!) {
    game(userName: $userName, gameName: $gameName) {
      id
      tableSaves {
        id
        name
        createdAt
        bytes
        revisionName
        createdBy {
          id
          name
        }
      }
    }
  }
`);

/** Saves the room's table now under a name (the room's host, or its game's owner). */
export const SAVE_TABLE = graphql(`
  mutation SaveTable($roomId: ID!, $name: String!) {
    saveTable(roomId: $roomId, name: $name) {
      id
      name
    }
  }
`);

/** Opens a room on a saved table with every seat free; the table goes to the room on the server. */
export const CREATE_ROOM_FROM_SAVE = graphql(`
  mutation CreateRoomFromSave($saveId: ID!) {
    createRoomFromSave(saveId: $saveId) {
      id
      code
    }
  }
`);

export const DELETE_TABLE_SAVE = graphql(`
  mutation DeleteTableSave($id: ID!) {
    deleteTableSave(id: $id)
  }
`);

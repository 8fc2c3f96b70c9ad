import { gql } from '@apollo/client';

// The visual editor's own GraphQL: opening a private test play of the draft.

export const CREATE_TEST_PLAY = gql`
  mutation CreateTestPlay($gameId: ID!) {
    createRoom(gameId: $gameId, revisionName: "draft") {
      id
      code
    }
  }
`;

export interface CreateTestPlayData {
  createRoom: { id: string; code: string };
}

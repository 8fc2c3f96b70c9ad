import { graphql } from '../../graphql/generated/index.ts';

// The visual editor's own GraphQL: opening a private test play of the draft.

export const CREATE_TEST_PLAY = graphql(`
  mutation CreateTestPlay($gameId: ID!) {
    createRoom(gameId: $gameId, revisionName: "draft") {
      id
      code
    }
  }
`);

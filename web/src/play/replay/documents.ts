import { graphql } from '../../graphql/generated/index.ts';

/**
 * An ended room's replay: the game it played (its document draws the pieces), who played, whether its
 * replay is shared, and its revealed record (null while the game goes on, or for someone it is not shared with).
 */
export const ROOM_REPLAY = graphql(`
  query RoomReplay($code: String!) {
    room(code: $code) {
      id
      code
      ended
      replayShared
      viewerMayShareReplay
      game {
        ...GameLinkFields
      }
      revision {
        id
        document
      }
      players {
        user {
          id
          name
        }
      }
      fairness {
        initialState
        roomSecret
        ops {
          seq
          opVersion
          payload
          commitment
        }
      }
    }
  }
`);

/** One of the room's players shares its replay beyond them, or keeps it to them. */
export const SHARE_ROOM_REPLAY = graphql(`
  mutation ShareRoomReplay($roomId: ID!, $shared: Boolean!) {
    shareRoomReplay(roomId: $roomId, shared: $shared) {
      __typename
      id
      replayShared
    }
  }
`);

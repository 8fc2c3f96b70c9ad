import { graphql } from '../../graphql/generated/index.ts';

export const ROOM_WATCHING_FIELDS = graphql(`
  fragment RoomWatchingFields on Room {
    id
    watching {
      on
      everyHand {
        delayMoves
        delaySeconds
      }
      asked {
        user {
          id
          name
        }
        agreed
      }
      watchers
      viewerMayChoose
      viewerMustAnswer
    }
    following {
      on
      seats
      viewerSeat
      viewerAllows
    }
  }
`);

/** What the room's people see of its spectator mode: read again every few seconds while in the room. */
export const ROOM_WATCHING = graphql(`
  query RoomWatching($code: String!) {
    room(code: $code) {
      ...RoomWatchingFields
    }
  }
`);

export const SET_ROOM_EVERY_HAND = graphql(`
  mutation SetRoomEveryHand($roomId: ID!, $on: Boolean!, $delayMoves: Int, $delaySeconds: Int) {
    setRoomEveryHand(roomId: $roomId, on: $on, delayMoves: $delayMoves, delaySeconds: $delaySeconds) {
      ...RoomWatchingFields
    }
  }
`);

export const ANSWER_ROOM_EVERY_HAND = graphql(`
  mutation AnswerRoomEveryHand($roomId: ID!, $agree: Boolean!) {
    answerRoomEveryHand(roomId: $roomId, agree: $agree) {
      ...RoomWatchingFields
    }
  }
`);

export const SET_ROOM_FOLLOW = graphql(`
  mutation SetRoomFollow($roomId: ID!, $on: Boolean!) {
    setRoomFollow(roomId: $roomId, on: $on) {
      ...RoomWatchingFields
    }
  }
`);

export const ALLOW_ROOM_FOLLOW = graphql(`
  mutation AllowRoomFollow($roomId: ID!, $allow: Boolean!) {
    allowRoomFollow(roomId: $roomId, allow: $allow) {
      ...RoomWatchingFields
    }
  }
`);

/** The watch page: the game's document (to draw the pieces) and the table a delay behind, read again every few seconds. */
export const WATCH_ROOM = graphql(`
  query WatchRoom($code: String!, $watcher: String, $seat: String!, $following: Boolean!) {
    room(code: $code) {
      id
      code
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
      watching {
        on
        viewerMayWatch
        everyHand {
          delayMoves
          delaySeconds
        }
      }
      everyHandTable(watcher: $watcher) @skip(if: $following) {
        seq
        view
      }
      followTable(seatId: $seat, watcher: $watcher) @include(if: $following) {
        seq
        view
      }
    }
  }
`);

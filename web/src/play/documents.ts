import { graphql } from '../graphql/generated/index.ts';
import type { PlayRoomQuery } from '../graphql/generated/graphql.ts';

type PlayRoom = NonNullable<PlayRoomQuery['room']>;

/** Someone on the room's player list, and the seat they hold. */
export type RoomPlayer = PlayRoom['players'][number];

/** Someone the host removed; the room lists them only to those who may manage it. */
export type RemovedPerson = PlayRoom['removedPeople'][number];

/**
 * A room as its host's tools change it: its host, and the people the host removed (listed only to those
 * who may manage the room). The room page reads it, and removing someone or letting them back answers it.
 */
export const ROOM_HOST_FIELDS = graphql(`
  fragment RoomHostFields on Room {
    id
    status
    host {
      id
      name
    }
    removedPeople {
      removedAt
      user {
        id
        name
        image
      }
    }
  }
`);

/** The room page: the game it plays (its whole document: faces, guides), who has played, and its state. */
export const PLAY_ROOM = graphql(`
  query PlayRoom($code: String!) {
    viewer {
      id
    }
    guest {
      id
      name
    }
    room(code: $code) {
      id
      code
      status
      ended
      testPlay
      viewerCanManage
      guestsMaySit
      invite
      game {
        ...GameLinkFields
      }
      revision {
        id
        name
        document
      }
      players {
        seatId
        user {
          ...UserCardFields
        }
      }
      ...RoomHostFields
    }
  }
`);

export const REOPEN_PLAY_ROOM = graphql(`
  mutation ReopenPlayRoom($id: ID!) {
    reopenRoom(id: $id) {
      id
      status
    }
  }
`);

/** Ends the room's game and reveals its record: final (its host's). */
export const END_PLAY_ROOM = graphql(`
  mutation EndPlayRoom($id: ID!) {
    endRoom(id: $id) {
      id
      status
      ended
    }
  }
`);

/** Closes the room for now for everyone in it (the host's, or the game owner's); it may be reopened. */
export const CLOSE_PLAY_ROOM = graphql(`
  mutation ClosePlayRoom($id: ID!) {
    closeRoom(id: $id) {
      id
      status
    }
  }
`);

/** Removes someone: their connections close, their seat is freed, and they stay out until let back in. */
export const REMOVE_FROM_ROOM = graphql(`
  mutation RemoveFromRoom($roomId: ID!, $userId: ID!) {
    removeFromRoom(roomId: $roomId, userId: $userId) {
      ...RoomHostFields
    }
  }
`);

export const ALLOW_BACK_IN_ROOM = graphql(`
  mutation AllowBackInRoom($roomId: ID!, $userId: ID!) {
    allowBackInRoom(roomId: $roomId, userId: $userId) {
      ...RoomHostFields
    }
  }
`);

/** Hands the room to someone who may play in it; the socket tells everyone at once. */
export const TRANSFER_ROOM_HOST = graphql(`
  mutation TransferRoomHost($roomId: ID!, $userId: ID!) {
    transferRoomHost(roomId: $roomId, userId: $userId) {
      id
      status
      host {
        id
        name
      }
      viewerCanManage
    }
  }
`);

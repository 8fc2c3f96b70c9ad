import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GameDocument } from '@tablecraft/core/game';

export interface RoomPlayer {
  user: { id: string; name: string; image: string; userName: string };
  seatId: string | null;
}

export interface PlayRoomData {
  viewer: { id: string } | null;
  room: {
    id: string;
    code: string;
    status: 'OPEN' | 'CLOSED';
    testPlay: boolean;
    viewerCanManage: boolean;
    game: { id: string; title: string; gameName: string; owner: { id: string; userName: string } };
    revision: { id: string; name: string; document: GameDocument };
    host: { id: string; name: string };
    players: RoomPlayer[];
    /** People the host removed; empty unless the viewer may manage the room. */
    removedPeople: RemovedPerson[];
  } | null;
}

export interface RemovedPerson {
  removedAt: string;
  user: { id: string; name: string; image: string };
}

/** The room page: the game it plays (its whole document: faces, guides), who has played, and its state. */
export const PLAY_ROOM: TypedDocumentNode<PlayRoomData, { code: string }> = gql`
  query PlayRoom($code: String!) {
    viewer {
      id
    }
    room(code: $code) {
      id
      code
      status
      testPlay
      viewerCanManage
      game {
        id
        title
        gameName
        owner {
          id
          userName
        }
      }
      revision {
        id
        name
        document
      }
      host {
        id
        name
      }
      players {
        seatId
        user {
          id
          name
          image
          userName
        }
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
  }
`;

export const REOPEN_PLAY_ROOM: TypedDocumentNode<{ reopenRoom: { id: string; status: string } }, { id: string }> = gql`
  mutation ReopenPlayRoom($id: ID!) {
    reopenRoom(id: $id) {
      id
      status
    }
  }
`;

type RoomIdentity = { id: string; status: 'OPEN' | 'CLOSED'; host: { id: string; name: string } };

/** Closes the room for everyone in it (the host's, or the game owner's). */
export const CLOSE_PLAY_ROOM: TypedDocumentNode<{ closeRoom: { id: string; status: string } }, { id: string }> = gql`
  mutation ClosePlayRoom($id: ID!) {
    closeRoom(id: $id) {
      id
      status
    }
  }
`;

/** Removes someone: their connections close, their seat is freed, and they stay out until let back in. */
export const REMOVE_FROM_ROOM: TypedDocumentNode<{ removeFromRoom: RoomIdentity }, { roomId: string; userId: string }> = gql`
  mutation RemoveFromRoom($roomId: ID!, $userId: ID!) {
    removeFromRoom(roomId: $roomId, userId: $userId) {
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
  }
`;

export const ALLOW_BACK_IN_ROOM: TypedDocumentNode<{ allowBackInRoom: RoomIdentity }, { roomId: string; userId: string }> = gql`
  mutation AllowBackInRoom($roomId: ID!, $userId: ID!) {
    allowBackInRoom(roomId: $roomId, userId: $userId) {
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
  }
`;

/** Hands the room to someone who may play in it; the socket tells everyone at once. */
export const TRANSFER_ROOM_HOST: TypedDocumentNode<{ transferRoomHost: RoomIdentity }, { roomId: string; userId: string }> = gql`
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
`;

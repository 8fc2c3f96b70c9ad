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
  } | null;
}

/** The room page: the game it plays (its whole document: faces, guides), who has played, and its state. */
export const PLAY_ROOM: TypedDocumentNode<PlayRoomData, { code: string }> = gql`
  query PlayRoom($code: String!) {
    viewer { id }
    room(code: $code) {
      id
      code
      status
      testPlay
      viewerCanManage
      game { id title gameName owner { id userName } }
      revision { id name document }
      host { id name }
      players { seatId user { id name image userName } }
    }
  }
`;

export const REOPEN_PLAY_ROOM: TypedDocumentNode<{ reopenRoom: { id: string; status: string } }, { id: string }> = gql`
  mutation ReopenPlayRoom($id: ID!) {
    reopenRoom(id: $id) { id status }
  }
`;

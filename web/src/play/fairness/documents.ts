import { gql, type TypedDocumentNode } from '@apollo/client';

/** One sequenced op of a closed room, as the room's record keeps it: its payload (with the seed) and the commitment sent at the time. */
export interface LoggedOp {
  seq: number;
  /** The op's format version when it was logged: older ops are migrated before they are replayed. */
  opVersion: number;
  payload: unknown;
  commitment: string;
}

export interface RoomFairnessData {
  room: {
    id: string;
    code: string;
    status: 'OPEN' | 'CLOSED';
    game: { id: string; title: string; gameName: string; owner: { id: string; userName: string } };
    /** Null while the room is open: seeds are revealed only once it is closed. `initialState` is null for rooms older than the log. */
    fairness: { initialState: unknown; ops: LoggedOp[] } | null;
  } | null;
}

/** A closed room's whole record: its state before the first move and every move with its seed and commitment. */
export const ROOM_FAIRNESS: TypedDocumentNode<RoomFairnessData, { code: string }> = gql`
  query RoomFairness($code: String!) {
    room(code: $code) {
      id
      code
      status
      game {
        id
        title
        gameName
        owner {
          id
          userName
        }
      }
      fairness {
        initialState
        ops {
          seq
          opVersion
          payload
          commitment
        }
      }
    }
  }
`;

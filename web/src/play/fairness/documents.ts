import { graphql } from '../../graphql/generated/index.ts';
import type { RoomFairnessQuery } from '../../graphql/generated/graphql.ts';

/**
 * One sequenced op of a closed room, as the room's record keeps it: its payload (with the seed), its format
 * version (older ops are migrated before they are replayed) and the commitment sent at the time.
 */
export type LoggedOp = NonNullable<NonNullable<RoomFairnessQuery['room']>['fairness']>['ops'][number];

/** A closed room's whole record: its state before the first move, its secret seed, and every move with its seed and commitment. */
export const ROOM_FAIRNESS = graphql(`
  query RoomFairness($code: String!) {
    room(code: $code) {
      id
      code
      status
      game {
        ...GameLinkFields
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

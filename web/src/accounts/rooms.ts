import { graphql } from '../graphql/generated/index.ts';
import type { ViewerRoomsQuery } from '../graphql/generated/graphql.ts';

// The viewer's rooms, as /account/rooms lists them and as the open-room limit dialog offers them to close.

export type ViewerRoom = ViewerRoomsQuery['viewerRooms'][number];

export const VIEWER_ROOMS = graphql(`
  query ViewerRooms {
    viewer {
      id
    }
    viewerRooms {
      id
      code
      status
      ended
      testPlay
      lastActivityAt
      viewerCanManage
      seatsTaken
      seatCount
      countsTowardLimit
      closesWhenIdle
      host {
        id
      }
      game {
        ...GameLinkFields
      }
      revision {
        id
        name
      }
      players {
        user {
          id
          name
        }
      }
    }
  }
`);

export const CLOSE_ROOM = graphql(`
  mutation CloseRoom($id: ID!) {
    closeRoom(id: $id) {
      id
      status
      lastActivityAt
    }
  }
`);

export const REOPEN_ROOM = graphql(`
  mutation ReopenRoom($id: ID!) {
    reopenRoom(id: $id) {
      id
      status
      lastActivityAt
    }
  }
`);

/** The room's address now, whatever its game or owner was called when the room was opened. */
export const roomPath = (room: Pick<ViewerRoom, 'code' | 'game'>) =>
  `/@${room.game.owner.userName}/${room.game.gameName}/play/${room.code}`;

/** Open rooms the viewer hosts: what the plan's open-room limit counts. */
export const openRoomsHostedBy = (rooms: ViewerRoom[], viewerId: string | undefined) =>
  rooms.filter((room) => room.status === 'OPEN' && room.host.id === viewerId && room.viewerCanManage);

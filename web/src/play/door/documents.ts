import { graphql } from '../../graphql/generated/index.ts';

// The API gives a visitor's JoinRoomAsGuest and AcceptRoomInvite a pace of their own, by these names
// (api/src/common/operation-classes.ts): renamed, one waits among other requests.

/** Sits this browser's person at the room as a guest (sets the guest cookie). */
export const JOIN_ROOM_AS_GUEST = graphql(`
  mutation JoinRoomAsGuest($code: String!, $name: String!, $invite: String) {
    joinRoomAsGuest(code: $code, name: $name, invite: $invite) {
      id
      code
    }
  }
`);

/** Uses the room's invite link: lets the viewer (or guest) in, or tells a visitor whose game it is. */
export const ACCEPT_ROOM_INVITE = graphql(`
  mutation AcceptRoomInvite($code: String!, $invite: String!) {
    acceptRoomInvite(code: $code, invite: $invite) {
      admitted
      gameTitle
      hostName
      seatsFree
    }
  }
`);

/** The room's invite link, for whoever manages the room. */
export const SET_ROOM_INVITE = graphql(`
  mutation SetRoomInvite($roomId: ID!, $on: Boolean!) {
    setRoomInvite(roomId: $roomId, on: $on) {
      id
      invite
    }
  }
`);

export const RENEW_ROOM_INVITE = graphql(`
  mutation RenewRoomInvite($roomId: ID!) {
    renewRoomInvite(roomId: $roomId) {
      id
      invite
    }
  }
`);

/** Who the room's plain address lets in, so the host's invite dialog can say what the link adds and what turning it off takes. */
export const INVITE_ROOM_FACTS = graphql(`
  query InviteRoomFacts($code: String!) {
    room(code: $code) {
      id
      game {
        id
        visibility
        playPermission
        allowSpectators
      }
    }
  }
`);

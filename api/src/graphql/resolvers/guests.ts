import type { Resolvers } from '../generated/resolvers.ts';
import type { RequestContext } from '../context.ts';
import { setGuestCookie } from '../../common/index.ts';
import { displayNameOf } from '@tablecraft/core';
import { can } from '../../policies/index.ts';
import { roomResource } from '../../rooms/index.ts';
import { acceptRoomInvite, inviteFor, renewRoomInvite, setRoomInvite } from '../../rooms/index.ts';
import { joinRoomAsGuest } from '../../guests/index.ts';

export const guestsTypeDefs = /* GraphQL */ `
  "Someone seated without an account, in this browser: for the rooms they joined, and nothing else."
  type Guest {
    id: ID!
    name: String!
  }

  "What a room's invite link tells whoever opens it."
  type RoomInviteAnswer {
    "True when they may play in the room now; false for a visitor, who sits as a guest with a name first."
    admitted: Boolean!
    gameTitle: String!
    hostName: String!
    "How many seats nobody holds and none is kept for: with none, the door offers to come in and watch."
    seatsFree: Int!
    room: Room
  }

  extend type Room {
    "The room's invite token (the link is the room's address with ?invite=…): for whoever manages the room; null when turned off."
    invite: String
    "Whether someone without an account may sit here as a guest without the invite (a public game that lets anyone play)."
    guestsMaySit: Boolean!
  }

  extend type User {
    "A guest: seated without an account (named with '(guest)' after the name they chose)."
    guest: Boolean!
  }

  extend type Query {
    "The guest this browser sits as; null when logged in or never seated as a guest."
    guest: Guest
  }

  extend type Mutation {
    "Sits the browser's person at a room as a guest with a name (one guest per browser): where anyone may play, or with the room's invite."
    joinRoomAsGuest(code: String!, name: String!, invite: String): Room!
    "Uses a room's invite link: lets the viewer (or guest) play in this room only; tells a visitor whose game it is."
    acceptRoomInvite(code: String!, invite: String!): RoomInviteAnswer!
    "Turns a room's invite link on (keeping its token) or off (everyone it let in whom the room lets in no other way loses the room and their seat at once)."
    setRoomInvite(roomId: ID!, on: Boolean!): Room!
    "Makes a new invite link: the old one admits nobody new; those it let in stay."
    renewRoomInvite(roomId: ID!): Room!
  }
`;

const callerOf = (ctx: RequestContext) => ({
  ip: ctx.req.ip ?? 'unknown',
  userAgent: ctx.req.get('user-agent') ?? '',
  viewer: ctx.viewer,
  guest: ctx.guest,
});

export const guestsResolvers: Resolvers = {
  Query: {
    guest: (_, _args, ctx) => (ctx.guest ? { id: ctx.guest.id, name: ctx.guest.name } : null),
  },
  User: {
    guest: (user) => user.guest === true,
    // Everyone sees a guest as one: the suffix cannot be typed (guest names take no brackets).
    name: (user) => displayNameOf({ name: user.name, guest: user.guest === true }),
  },
  Room: {
    invite: async (room, _, ctx) => inviteFor(ctx.services, ctx.viewer, room, await ctx.loaders.games.load(room.gameId)),
    guestsMaySit: async (room, _, ctx) => {
      const game = await ctx.loaders.games.load(room.gameId);
      return game !== null && room.status === 'open' && can({ id: '', guest: true }, 'room.joinAsGuest', roomResource(room, game));
    },
  },
  Mutation: {
    joinRoomAsGuest: async (_, args, ctx) => {
      const joined = await joinRoomAsGuest(ctx.services, callerOf(ctx), args);
      if (joined.token) setGuestCookie(ctx.req, ctx.res, joined.token);
      return joined.room;
    },
    acceptRoomInvite: (_, args, ctx) => acceptRoomInvite(ctx.services, ctx.roomViewer, callerOf(ctx), args),
    setRoomInvite: (_, args, ctx) => setRoomInvite(ctx.services, ctx.viewer, args.roomId, args.on),
    renewRoomInvite: (_, args, ctx) => renewRoomInvite(ctx.services, ctx.viewer, args.roomId),
  },
};

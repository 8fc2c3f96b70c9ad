import { baseResolvers, baseTypeDefs } from './base.ts';
import { accountsResolvers, accountsTypeDefs } from '../accounts/graphql.ts';
import { uploadsResolvers, uploadsTypeDefs } from '../uploads/graphql.ts';
import { gamesResolvers, gamesTypeDefs } from '../games/graphql.ts';
import { roomsResolvers, roomsTypeDefs } from '../rooms/graphql.ts';
import { settingsResolvers, settingsTypeDefs } from '../settings/graphql.ts';
import { membersResolvers, membersTypeDefs } from '../members/graphql.ts';
import { invitesResolvers, invitesTypeDefs } from '../invites/graphql.ts';
import { keysResolvers, keysTypeDefs } from '../keys/graphql.ts';
import { plansResolvers, plansTypeDefs } from '../plans/graphql.ts';
import { templatesResolvers, templatesTypeDefs } from '../templates/graphql.ts';
import { savesResolvers, savesTypeDefs } from '../saves/graphql.ts';
import { guestsResolvers, guestsTypeDefs } from '../guests/graphql.ts';
import type { Resolvers } from './generated/resolvers.ts';

// Each capability contributes its SDL and resolvers here; order does not matter.
export const typeDefs: string[] = [
  baseTypeDefs,
  accountsTypeDefs,
  uploadsTypeDefs,
  gamesTypeDefs,
  roomsTypeDefs,
  settingsTypeDefs,
  membersTypeDefs,
  invitesTypeDefs,
  keysTypeDefs,
  plansTypeDefs,
  templatesTypeDefs,
  savesTypeDefs,
  guestsTypeDefs,
];
export const resolvers: Resolvers[] = [
  baseResolvers,
  accountsResolvers,
  uploadsResolvers,
  gamesResolvers,
  roomsResolvers,
  settingsResolvers,
  membersResolvers,
  invitesResolvers,
  keysResolvers,
  plansResolvers,
  templatesResolvers,
  savesResolvers,
  guestsResolvers,
];

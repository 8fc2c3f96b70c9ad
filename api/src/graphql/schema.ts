import { baseResolvers, baseTypeDefs } from './base.ts';
import { accountsResolvers, accountsTypeDefs } from './resolvers/accounts.ts';
import { uploadsResolvers, uploadsTypeDefs } from './resolvers/uploads.ts';
import { gamesResolvers, gamesTypeDefs } from './resolvers/games.ts';
import { roomsResolvers, roomsTypeDefs } from './resolvers/rooms.ts';
import { settingsResolvers, settingsTypeDefs } from './resolvers/settings.ts';
import { membersResolvers, membersTypeDefs } from './resolvers/members.ts';
import { invitesResolvers, invitesTypeDefs } from './resolvers/invites.ts';
import { keysResolvers, keysTypeDefs } from './resolvers/keys.ts';
import { plansResolvers, plansTypeDefs } from './resolvers/plans.ts';
import { templatesResolvers, templatesTypeDefs } from './resolvers/templates.ts';
import { savesResolvers, savesTypeDefs } from './resolvers/saves.ts';
import { guestsResolvers, guestsTypeDefs } from './resolvers/guests.ts';
import { watchingResolvers, watchingTypeDefs } from './resolvers/watching.ts';
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
  watchingTypeDefs,
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
  watchingResolvers,
];

import type { Resolvers } from '../generated/resolvers.ts';
import { planUsage } from '../../plans/index.ts';
import { countOpenRooms } from '../../rooms/index.ts';

export const plansTypeDefs = /* GraphQL */ `
  "What an account uses of the limits its plan sets."
  type PlanUsage {
    "Private games the account owns."
    privateGames: Int!
    "Open rooms the account hosts."
    openRooms: Int!
    "Bytes of uploaded assets the account owns."
    assetBytes: Float!
    "Bytes counted against the plan's storage: uploads plus every draft and revision of the account's games."
    storageBytes: Float!
  }

  extend type Account {
    "Usage against each limit of the plan, for the plan page."
    usage: PlanUsage!
  }
`;

export const plansResolvers: Resolvers = {
  Account: {
    // Account is resolved from the user row, and only for the account's owner.
    usage: (user, _args, context) => planUsage(context.services.pool, user.id, countOpenRooms),
  },
};

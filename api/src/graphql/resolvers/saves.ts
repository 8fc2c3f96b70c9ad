import type { Resolvers } from '../generated/resolvers.ts';
import * as saves from '../../saves/index.ts';

export const savesTypeDefs = /* GraphQL */ `
  "A room's table kept with its game under a name: every hand and every deck's order."
  type TableSave {
    id: ID!
    name: String!
    createdAt: DateTime!
    "The state's size as stored; counted in the plan's storage of whoever saved it."
    bytes: Int!
    "Who saved it; null once their account is gone."
    createdBy: User
    "The revision the room played."
    revisionName: String
    "The whole table (every hand, every deck's order): for the game's editors only, refused to anyone else; null while the game it was saved from goes on."
    state: JSON
  }

  extend type Game {
    "Saved tables, newest first: for those who may edit the game; empty for everyone else."
    tableSaves: [TableSave!]!
  }

  extend type Mutation {
    "Saves a room's table as it is now under a name: whoever may manage the room. Counted in the saver's storage."
    saveTable(roomId: ID!, name: String!): TableSave!
    "Deletes a saved table: the game's editors, or whoever saved it."
    deleteTableSave(id: ID!): Boolean!
    "Opens a new room on a saved table with every seat free: the game's editors, or whoever saved it. The table goes to the room server-side."
    createRoomFromSave(saveId: ID!): Room!
  }
`;

export const savesResolvers: Resolvers = {
  Game: {
    tableSaves: (game, _, ctx) => saves.savesOfGame(ctx.services, ctx.viewer, game),
  },
  TableSave: {
    createdBy: (save, _, ctx) => (save.createdBy ? ctx.loaders.users.load(save.createdBy) : null),
    revisionName: async (save, _, ctx) => (await ctx.loaders.revisions.load(save.revisionId))?.name ?? null,
    // Asked again here, whatever path led to the save (saveTable answers a player-host with a TableSave too).
    // Refused to anyone but editors; null while its game goes on (so the list of saves still shows the others).
    state: async (save, _, ctx) => {
      const allowed = await saves.saveStateFor(ctx.services, ctx.viewer, save.id, {
        charge: (bytes) => ctx.budget.charge(bytes),
        nullWhileGameGoesOn: true,
      });
      return allowed.state;
    },
  },
  Mutation: {
    saveTable: (_, args, ctx) => saves.saveTable(ctx.services, ctx.viewer, args.roomId, args.name),
    deleteTableSave: (_, args, ctx) => saves.deleteSave(ctx.services, ctx.viewer, args.id),
    createRoomFromSave: (_, args, ctx) => saves.createRoomFromSave(ctx.services, ctx.viewer, args.saveId),
  },
};

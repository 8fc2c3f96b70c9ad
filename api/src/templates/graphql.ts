import { GAME_TEMPLATES } from '@tablecraft/core/templates';
import type { Resolvers } from '../graphql/types.ts';
import type { RequestContext } from '../graphql/context.ts';
import { createGameFromTemplate } from './service.ts';

export const templatesTypeDefs = /* GraphQL */ `
  "A game to start from on /create: a complete game with its own art."
  type GameTemplate {
    id: ID!
    title: String!
    summary: String!
    "Whether a room of it is worth opening at once (Play now)."
    playable: Boolean!
  }

  input CreateGameFromTemplateInput {
    templateId: ID!
    "The new game's title; the template's when omitted. The game name is made from it."
    title: String
    visibility: Visibility
  }

  extend type Query {
    gameTemplates: [GameTemplate!]!
  }

  extend type Mutation {
    "Creates a game from a template: its document as the draft and its art as the game's own assets."
    createGameFromTemplate(input: CreateGameFromTemplateInput!): Game!
  }
`;

export const templatesResolvers: Resolvers = {
  Query: {
    gameTemplates: () => GAME_TEMPLATES.map(({ id, title, summary, playable }) => ({ id, title, summary, playable })),
  },
  Mutation: {
    createGameFromTemplate: (_: unknown, args: { input: { templateId: string; title?: string | null; visibility?: string | null } }, ctx: RequestContext) =>
      createGameFromTemplate(ctx.services, ctx.viewer, { templateId: args.input.templateId, title: args.input.title ?? undefined, visibility: args.input.visibility?.toLowerCase() }),
  },
};

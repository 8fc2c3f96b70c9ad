import { GAME_TEMPLATES } from '@tablecraft/core/templates';
import type { Resolvers } from '../generated/resolvers.ts';
import { createGameFromTemplate, playTemplate } from '../../templates/index.ts';

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
    "The new game's title; the template's when omitted."
    title: String
    "URL slug; when omitted, made from the title (with -2, -3… when the author already has one)."
    gameName: String
    "The template's summary when omitted."
    description: String
    visibility: Visibility
    "Publish the new game's first revision at once, so a room of it can be opened for anyone who may play (Play now)."
    publish: Boolean
  }

  extend type Query {
    gameTemplates: [GameTemplate!]!
  }

  extend type Mutation {
    "Creates a game from a template: its document as the draft and its art as the game's own assets."
    createGameFromTemplate(input: CreateGameFromTemplateInput!): Game!
    "The viewer's game to play a template at once: the one made the last time, or a new unlisted game with v1 published."
    playTemplate(templateId: ID!): Game!
  }
`;

export const templatesResolvers: Resolvers = {
  Query: {
    gameTemplates: () => GAME_TEMPLATES.map(({ id, title, summary, playable }) => ({ id, title, summary, playable })),
  },
  Mutation: {
    createGameFromTemplate: (_, args, ctx) => {
      // Absent and null both mean "the default" here.
      const input = Object.fromEntries(Object.entries(args.input).filter(([, value]) => value !== null && value !== undefined));
      return createGameFromTemplate(ctx.services, ctx.viewer, input);
    },
    playTemplate: (_, args, ctx) => playTemplate(ctx.services, ctx.viewer, args.templateId),
  },
};

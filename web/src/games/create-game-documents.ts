import { graphql } from '../graphql/generated/index.ts';

// The /create page's own operation: a game made from a template (the blank table uses CREATE_GAME).

export const CREATE_GAME_FROM_TEMPLATE = graphql(`
  mutation CreateGameFromTemplate($input: CreateGameFromTemplateInput!) {
    createGameFromTemplate(input: $input) {
      ...GameLinkFields
    }
  }
`);

/** Play now: the viewer's game of a template to play at once (the one made the last time, or a new one). */
export const PLAY_TEMPLATE = graphql(`
  mutation PlayTemplate($templateId: ID!) {
    playTemplate(templateId: $templateId) {
      ...GameLinkFields
    }
  }
`);

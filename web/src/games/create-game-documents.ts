import { gql } from '@apollo/client';

// The /create page's own operation: a game made from a template (the blank table uses CREATE_GAME).

export const CREATE_GAME_FROM_TEMPLATE = gql`
  mutation CreateGameFromTemplate($input: CreateGameFromTemplateInput!) {
    createGameFromTemplate(input: $input) {
      id
      gameName
      title
      owner {
        id
        userName
      }
    }
  }
`;

/** Play now: the viewer's game of a template to play at once (the one made the last time, or a new one). */
export const PLAY_TEMPLATE = gql`
  mutation PlayTemplate($templateId: ID!) {
    playTemplate(templateId: $templateId) {
      id
      gameName
      title
      owner {
        id
        userName
      }
    }
  }
`;

export interface PlayTemplateData {
  playTemplate: { id: string; gameName: string; title: string; owner: { id: string; userName: string } };
}

export interface CreateGameFromTemplateData {
  createGameFromTemplate: { id: string; gameName: string; title: string; owner: { id: string; userName: string } };
}

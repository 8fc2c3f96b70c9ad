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

export interface CreateGameFromTemplateData {
  createGameFromTemplate: { id: string; gameName: string; title: string; owner: { id: string; userName: string } };
}

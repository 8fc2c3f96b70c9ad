import { gql } from '@apollo/client';
import type { GameDocument } from '@tablecraft/core/game';

// The editor's GraphQL operations. Every edit answers with the whole revision (document and version),
// which Apollo stores under the revision's id, so every page of the editor sees the saved state at once.

export const EDITOR_REVISION_FIELDS = gql`
  fragment EditorRevisionFields on Revision {
    id
    name
    published
    version
    publishedAt
    updatedAt
    document
  }
`;

export interface EditorRevision {
  id: string;
  name: string;
  published: boolean;
  version: number;
  publishedAt: string | null;
  updatedAt: string;
  document: GameDocument;
}

export interface EditorGame {
  id: string;
  gameName: string;
  title: string;
  visibility: string;
  viewerCanEdit: boolean;
  owner: { id: string; userName: string };
  revisions: Array<{ id: string; name: string; published: boolean; publishedAt: string | null }>;
  revision: EditorRevision | null;
}

export const EDITOR = gql`
  query Editor($userName: String!, $gameName: String!, $revisionName: String!) {
    game(userName: $userName, gameName: $gameName) {
      id
      gameName
      title
      visibility
      viewerCanEdit
      owner {
        id
        userName
      }
      revisions {
        id
        name
        published
        publishedAt
      }
      revision(name: $revisionName) {
        ...EditorRevisionFields
      }
    }
  }
  ${EDITOR_REVISION_FIELDS}
`;

export interface EditorData {
  game: EditorGame | null;
}

export const ADD_PART = gql`
  mutation AddPart($revisionId: ID!, $expectedVersion: Int!, $kind: PartKind!, $input: JSON!) {
    addPart(revisionId: $revisionId, expectedVersion: $expectedVersion, kind: $kind, input: $input) {
      id
      revision {
        ...EditorRevisionFields
      }
    }
  }
  ${EDITOR_REVISION_FIELDS}
`;

export const UPDATE_PART = gql`
  mutation UpdatePart($revisionId: ID!, $expectedVersion: Int!, $kind: PartKind!, $id: ID!, $patch: JSON!) {
    updatePart(revisionId: $revisionId, expectedVersion: $expectedVersion, kind: $kind, id: $id, patch: $patch) {
      id
      revision {
        ...EditorRevisionFields
      }
    }
  }
  ${EDITOR_REVISION_FIELDS}
`;

export interface PartEditData {
  id: string;
  revision: EditorRevision;
}

export const DELETE_PART = gql`
  mutation DeletePart($revisionId: ID!, $expectedVersion: Int!, $kind: PartKind!, $id: ID!) {
    deletePart(revisionId: $revisionId, expectedVersion: $expectedVersion, kind: $kind, id: $id) {
      ...EditorRevisionFields
    }
  }
  ${EDITOR_REVISION_FIELDS}
`;

export const REORDER_PARTS = gql`
  mutation ReorderParts($revisionId: ID!, $expectedVersion: Int!, $kind: PartKind!, $ids: [ID!]!) {
    reorderParts(revisionId: $revisionId, expectedVersion: $expectedVersion, kind: $kind, ids: $ids) {
      ...EditorRevisionFields
    }
  }
  ${EDITOR_REVISION_FIELDS}
`;

export const UPDATE_PARTS = gql`
  mutation UpdateParts($revisionId: ID!, $expectedVersion: Int!, $updates: [PartUpdateInput!]!) {
    updateParts(revisionId: $revisionId, expectedVersion: $expectedVersion, updates: $updates) {
      ...EditorRevisionFields
    }
  }
  ${EDITOR_REVISION_FIELDS}
`;

export const SAVE_DOCUMENT = gql`
  mutation SaveDocument($revisionId: ID!, $expectedVersion: Int!, $document: JSON!) {
    saveDocument(revisionId: $revisionId, expectedVersion: $expectedVersion, document: $document) {
      ...EditorRevisionFields
    }
  }
  ${EDITOR_REVISION_FIELDS}
`;

export const IMPORT_VARIANTS_CSV = gql`
  mutation ImportVariantsCsv($revisionId: ID!, $expectedVersion: Int!, $componentId: ID!, $csv: String!) {
    importVariantsCsv(revisionId: $revisionId, expectedVersion: $expectedVersion, componentId: $componentId, csv: $csv) {
      ...EditorRevisionFields
    }
  }
  ${EDITOR_REVISION_FIELDS}
`;

export const PUBLISH_REVISION = gql`
  mutation PublishRevision($gameId: ID!) {
    publishRevision(gameId: $gameId) {
      id
      name
      published
      publishedAt
    }
  }
`;

export const CREATE_DRAFT_FROM_REVISION = gql`
  mutation CreateDraftFromRevision($revisionId: ID!) {
    createDraftFromRevision(revisionId: $revisionId) {
      ...EditorRevisionFields
    }
  }
  ${EDITOR_REVISION_FIELDS}
`;

export const VARIANTS_CSV = gql`
  query VariantsCsv($userName: String!, $gameName: String!, $revisionName: String!, $componentId: ID!) {
    game(userName: $userName, gameName: $gameName) {
      id
      revision(name: $revisionName) {
        id
        variantsCsv(componentId: $componentId)
      }
    }
  }
`;

export interface VariantsCsvData {
  game: { id: string; revision: { id: string; variantsCsv: string } | null } | null;
}

export const REVISION_DOCUMENTS = gql`
  query RevisionDocuments($userName: String!, $gameName: String!) {
    game(userName: $userName, gameName: $gameName) {
      id
      revisions {
        id
        name
        published
        document
      }
    }
  }
`;

export interface RevisionDocumentsData {
  game: { id: string; revisions: Array<{ id: string; name: string; published: boolean; document: GameDocument }> } | null;
}

import { graphql } from '../graphql/generated/index.ts';
import type { GameDocument } from '@tablecraft/core/game';
import type { EditorQuery, EditorRevisionFieldsFragment } from '../graphql/generated/graphql.ts';

// The editor's GraphQL operations. Every edit answers with the whole revision (document and version),
// which Apollo stores under the revision's id, so every page of the editor sees the saved state at once.

/** A revision as the editor's revision menu lists it; publishing answers the same fields for the new one. */
export const REVISION_SUMMARY_FIELDS = graphql(`
  fragment RevisionSummaryFields on Revision {
    id
    name
    published
    publishedAt
  }
`);

export const EDITOR_REVISION_FIELDS = graphql(`
  fragment EditorRevisionFields on Revision {
    id
    name
    published
    version
    publishedAt
    updatedAt
    document
  }
`);

/**
 * A revision as the editor holds it. Its document is JSON to the schema; the API validates every document
 * against the game document schema before it stores one, so what it answers is a game document.
 */
export type EditorRevision = Omit<EditorRevisionFieldsFragment, 'document'> & { document: GameDocument };

export const asEditorRevision = (revision: EditorRevisionFieldsFragment): EditorRevision => revision as EditorRevision;

/** The game around the revision being edited: its revisions, its owner and whether the viewer may edit. */
export type EditorGame = Omit<NonNullable<EditorQuery['game']>, 'revision'>;

export const EDITOR = graphql(`
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
        ...RevisionSummaryFields
      }
      revision(name: $revisionName) {
        ...EditorRevisionFields
      }
    }
  }
`);

export const ADD_PART = graphql(`
  mutation AddPart($revisionId: ID!, $expectedVersion: Int!, $kind: PartKind!, $input: JSON!) {
    addPart(revisionId: $revisionId, expectedVersion: $expectedVersion, kind: $kind, input: $input) {
      id
      revision {
        ...EditorRevisionFields
      }
    }
  }
`);

export const UPDATE_PART = graphql(`
  mutation UpdatePart($revisionId: ID!, $expectedVersion: Int!, $kind: PartKind!, $id: ID!, $patch: JSON!) {
    updatePart(revisionId: $revisionId, expectedVersion: $expectedVersion, kind: $kind, id: $id, patch: $patch) {
      id
      revision {
        ...EditorRevisionFields
      }
    }
  }
`);

export const DELETE_PART = graphql(`
  mutation DeletePart($revisionId: ID!, $expectedVersion: Int!, $kind: PartKind!, $id: ID!) {
    deletePart(revisionId: $revisionId, expectedVersion: $expectedVersion, kind: $kind, id: $id) {
      ...EditorRevisionFields
    }
  }
`);

export const REORDER_PARTS = graphql(`
  mutation ReorderParts($revisionId: ID!, $expectedVersion: Int!, $kind: PartKind!, $ids: [ID!]!) {
    reorderParts(revisionId: $revisionId, expectedVersion: $expectedVersion, kind: $kind, ids: $ids) {
      ...EditorRevisionFields
    }
  }
`);

export const UPDATE_PARTS = graphql(`
  mutation UpdateParts($revisionId: ID!, $expectedVersion: Int!, $updates: [PartUpdateInput!]!) {
    updateParts(revisionId: $revisionId, expectedVersion: $expectedVersion, updates: $updates) {
      ...EditorRevisionFields
    }
  }
`);

export const SAVE_DOCUMENT = graphql(`
  mutation SaveDocument($revisionId: ID!, $expectedVersion: Int!, $document: JSON!) {
    saveDocument(revisionId: $revisionId, expectedVersion: $expectedVersion, document: $document) {
      ...EditorRevisionFields
    }
  }
`);

export const IMPORT_VARIANTS_CSV = graphql(`
  mutation ImportVariantsCsv($revisionId: ID!, $expectedVersion: Int!, $componentId: ID!, $csv: String!, $newFields: [CsvNewFieldInput!]) {
    importVariantsCsv(
      revisionId: $revisionId
      expectedVersion: $expectedVersion
      componentId: $componentId
      csv: $csv
      newFields: $newFields
    ) {
      ...EditorRevisionFields
    }
  }
`);

export const PUBLISH_REVISION = graphql(`
  mutation PublishRevision($gameId: ID!) {
    publishRevision(gameId: $gameId) {
      ...RevisionSummaryFields
    }
  }
`);

export const CREATE_DRAFT_FROM_REVISION = graphql(`
  mutation CreateDraftFromRevision($revisionId: ID!) {
    createDraftFromRevision(revisionId: $revisionId) {
      ...EditorRevisionFields
    }
  }
`);

export const VARIANTS_CSV = graphql(`
  query VariantsCsv($userName: String!, $gameName: String!, $revisionName: String!, $componentId: ID!) {
    game(userName: $userName, gameName: $gameName) {
      id
      revision(name: $revisionName) {
        id
        variantsCsv(componentId: $componentId)
      }
    }
  }
`);

export const REVISION_DOCUMENTS = graphql(`
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
`);

import { GraphQLScalarType } from 'graphql';
import { AppError, fieldError } from '@tablecraft/core/errors';
import {
  PART_KINDS,
  PART_LIMITS,
  addPart,
  deletePart,
  exportVariantsCsv,
  importVariantsCsv,
  reorderParts,
  updatePart,
  updateParts,
  type GameDocument,
} from '@tablecraft/core/game';
import type { Resolvers } from '../generated/resolvers.ts';
import { Visibility } from '../enums.ts';
import { missingRow } from '../missing-row.ts';
import { findUserByUserName } from '../../accounts/index.ts';
import { can } from '../../policies/index.ts';
import * as games from '../../games/index.ts';
import { deleteGameForGood } from '../../settings/index.ts';
import * as store from '../../games/index.ts';
import type { RevisionRecord } from '../../games/index.ts';
import { loadDocument } from '../../games/index.ts';
import { viewerOpenRooms } from '../../rooms/index.ts';

/**
 * Game parts travel as JSON: their shape is defined once, by the zod schema in core, and every write is
 * validated against it here. Duplicating it as GraphQL types would give two definitions to keep in step.
 */
export const gamesTypeDefs = /* GraphQL */ `
  "A JSON value: game documents and parts, validated by the game document schema."
  scalar JSON

  enum Visibility {
    PUBLIC
    UNLISTED
    PRIVATE
  }

  enum GameOrder {
    NEWEST
    TITLE
  }

  "The kinds of part a game document holds."
  enum PartKind {
    ${Object.keys(PART_KINDS).join('\n    ')}
  }

  type Game {
    id: ID!
    gameName: String!
    title: String!
    description: String!
    visibility: Visibility!
    owner: User!
    createdAt: DateTime!
    updatedAt: DateTime!
    "Every revision: the draft first (members only), then published ones, newest first."
    revisions: [Revision!]!
    "A revision by name: draft (members only), v1, v2…"
    revision(name: String!): Revision
    "The newest published revision, if any."
    latestPublished: Revision
    viewerCanEdit: Boolean!
    "Open rooms of this game the viewer hosts or has played in and may join now, most recently active first."
    viewerOpenRooms: [Room!]!
  }

  type Revision {
    id: ID!
    name: String!
    published: Boolean!
    "Save with this version; a stale one is refused as a conflict."
    version: Int!
    createdAt: DateTime!
    updatedAt: DateTime!
    publishedAt: DateTime
    "The whole game document."
    document: JSON!
    "One part by kind and id; null when there is none."
    part(kind: PartKind!, id: ID!): JSON
    "A component's variants as CSV: a header row of field names, then one row per variant."
    variantsCsv(componentId: ID!): String!
    "How many seats the game has in this revision: the most players one room of it takes."
    seatCount: Int!
    "True when this revision has scripts: its author's code runs in its rooms and can see hidden cards."
    runsScripts: Boolean!
  }

  type GamePage {
    games: [Game!]!
    total: Int!
  }

  "A part edit's result: the saved revision and the part's id."
  type PartEdit {
    revision: Revision!
    id: ID!
  }

  input PartUpdateInput {
    kind: PartKind!
    id: ID!
    patch: JSON!
  }

  input CreateGameInput {
    title: String!
    "URL slug; suggested from the title when omitted."
    gameName: String
    description: String
    visibility: Visibility
  }

  input UpdateGameInput {
    title: String
    gameName: String
    description: String
    visibility: Visibility
  }

  extend type Query {
    "A game by its owner's userName and its name; null when it does not exist or the viewer may not see it."
    game(userName: String!, gameName: String!): Game
    "Public games, newest first or by title, optionally searched by title."
    publicGames(search: String, order: GameOrder = NEWEST, first: Int = 24, offset: Int = 0): GamePage!
    "The viewer's games, most recently changed first."
    viewerGames: [Game!]!
    "A user's public games (for profile pages)."
    userGames(userName: String!): [Game!]!
  }

  "What a field holds: text, a number, or an image (an asset of the game)."
  enum FieldType {
    text
    number
    image
  }

  "A CSV column to add as a field of the component while importing its variants."
  input CsvNewFieldInput {
    "The column's header, which becomes the field's name."
    name: String!
    type: FieldType!
  }

  extend type Mutation {
    createGame(input: CreateGameInput!): Game!
    updateGame(id: ID!, input: UpdateGameInput!): Game!
    "Deletes the game with its rooms, revisions and assets; confirmGameName, when given, must be its name."
    deleteGame(id: ID!, confirmGameName: String): Boolean!
    "Adds a part to the draft. input is the part without its id (one is made)."
    addPart(revisionId: ID!, expectedVersion: Int!, kind: PartKind!, input: JSON!): PartEdit!
    "Changes some fields of a part."
    updatePart(revisionId: ID!, expectedVersion: Int!, kind: PartKind!, id: ID!, patch: JSON!): PartEdit!
    "Changes several parts as one save, in order, all or nothing (a move of many objects on the canvas)."
    updateParts(revisionId: ID!, expectedVersion: Int!, updates: [PartUpdateInput!]!): Revision!
    "Deletes a part; refused, saying why, while other parts use it."
    deletePart(revisionId: ID!, expectedVersion: Int!, kind: PartKind!, id: ID!): Revision!
    "Puts parts of one kind in the given order."
    reorderParts(revisionId: ID!, expectedVersion: Int!, kind: PartKind!, ids: [ID!]!): Revision!
    "Replaces the draft's whole document (batched canvas edits)."
    saveDocument(revisionId: ID!, expectedVersion: Int!, document: JSON!): Revision!
    """
    Replaces a component's variants from CSV; nothing is imported when any row is wrong. Columns that
    are not fields of the component are refused unless newFields names them: then they are added as
    fields of those types in the same save.
    """
    importVariantsCsv(
      revisionId: ID!
      expectedVersion: Int!
      componentId: ID!
      csv: String!
      newFields: [CsvNewFieldInput!]
    ): Revision!
    "Freezes the draft as the next published revision."
    publishRevision(gameId: ID!): Revision!
    "Makes the draft a copy of the given revision."
    createDraftFromRevision(revisionId: ID!): Revision!
  }
`;

const json = new GraphQLScalarType({ name: 'JSON', serialize: (value) => value, parseValue: (value) => value });

const editResult = (revision: RevisionRecord, id: string) => ({ revision, id });
/** A document as its reader may have it: without its scripts' source when read for play only (RevisionRecord.forPlayOnly). */
const forReader = (revision: RevisionRecord, document: GameDocument): GameDocument =>
  revision.forPlayOnly ? { ...document, scripts: document.scripts.map((script) => ({ ...script, source: '' })) } : document;
/** Longest search, user name or game name a query takes: longer ones match nothing and only cost. */
export const MAX_SEARCH_LENGTH = 100;
const tooLong = (value: string | null | undefined) => (value?.length ?? 0) > MAX_SEARCH_LENGTH;
/** The most part changes one updateParts call takes: a whole table's worth, but bounded work per request. */
const MAX_BATCHED_UPDATES = 2_000;

export const gamesResolvers: Resolvers = {
  JSON: json,
  Visibility,
  Query: {
    game: (_, args, ctx) =>
      tooLong(args.userName) || tooLong(args.gameName)
        ? null
        : games.findVisibleGame(ctx.services, ctx.viewer, args.userName, args.gameName),
    publicGames: (_, args, ctx) => {
      if (tooLong(args.search)) throw fieldError({ search: `must be at most ${MAX_SEARCH_LENGTH} characters` });
      // An explicit null counts as 0, as arithmetic on it always did.
      const first = args.first ?? 0;
      const offset = args.offset ?? 0;
      // A deep offset makes Postgres read and drop every row before it.
      if (offset > 10_000) throw fieldError({ offset: 'must be at most 10000' });
      return store.listPublicGames(ctx.services.pool, {
        search: args.search ?? undefined,
        order: args.order === 'TITLE' ? 'title' : 'newest',
        limit: Math.min(Math.max(first, 1), 100),
        offset: Math.max(offset, 0),
      });
    },
    viewerGames: (_, _args, ctx) => (ctx.viewer ? store.listGamesByOwner(ctx.services.pool, ctx.viewer.id) : []),
    userGames: async (_, args, ctx) => {
      if (tooLong(args.userName)) return [];
      const owner = await findUserByUserName(ctx.services.pool, args.userName);
      if (!owner) return [];
      return store.listGamesByOwner(ctx.services.pool, owner.id, { publicOnly: ctx.viewer?.id !== owner.id });
    },
  },
  Game: {
    owner: async (game, _, ctx) => (await ctx.loaders.users.load(game.ownerId)) ?? missingRow('owner', game.id),
    // The draft is work in progress: only members (who may open the editor) see it. Published revisions are
    // for whoever may see the game: a game reached through a room's invite (a Private game's room) shows
    // its invited players the room's own revision, through the room, and no other.
    revisions: async (game, _, ctx) =>
      can(ctx.viewer, 'game.view', game)
        ? (await store.listRevisionHeads(ctx.services.pool, game.id)).filter(
            (r) => r.number !== null || can(ctx.viewer, 'game.viewDraft', game),
          )
        : [],
    revision: async (game, args, ctx) => {
      if (tooLong(args.name) || !can(ctx.viewer, 'game.view', game)) return null;
      const revision = await store.findRevisionHeadByName(ctx.services.pool, game.id, args.name);
      return revision && (revision.number !== null || can(ctx.viewer, 'game.viewDraft', game)) ? revision : null;
    },
    latestPublished: async (game, _, ctx) =>
      can(ctx.viewer, 'game.view', game)
        ? ((await store.listRevisionHeads(ctx.services.pool, game.id)).find((r) => r.number !== null) ?? null)
        : null,
    viewerCanEdit: (game, _, ctx) => can(ctx.viewer, 'game.edit', game),
    viewerOpenRooms: (game, _, ctx) => viewerOpenRooms(ctx.services, ctx.viewer, game),
  },
  Revision: {
    published: (revision) => revision.number !== null,
    // Each read of a document is charged at its real size to the request's ceiling before it is loaded.
    document: async (revision, _, ctx) => {
      ctx.budget.charge(revision.documentBytes);
      return forReader(revision, await loadDocument(ctx.services.pool, revision));
    },
    part: async (revision, args, ctx) => {
      const list: ReadonlyArray<{ id: string }> = forReader(revision, await loadDocument(ctx.services.pool, revision))[
        PART_KINDS[args.kind]
      ];
      return list.find((part) => part.id === args.id) ?? null;
    },
    seatCount: async (revision, _, ctx) => (await loadDocument(ctx.services.pool, revision)).seats.length,
    runsScripts: async (revision, _, ctx) => (await loadDocument(ctx.services.pool, revision)).scripts.length > 0,
    variantsCsv: async (revision, args, ctx) => {
      ctx.budget.charge(revision.documentBytes);
      return exportVariantsCsv(await loadDocument(ctx.services.pool, revision), args.componentId);
    },
  },
  Mutation: {
    // An explicit null visibility means "the default", like an absent one.
    createGame: (_, args, ctx) =>
      games.createGame(ctx.services, ctx.viewer, { ...args.input, visibility: args.input.visibility ?? undefined }),
    updateGame: (_, args, ctx) =>
      games.updateGameSettings(ctx.services, ctx.viewer, args.id, { ...args.input, visibility: args.input.visibility ?? undefined }),
    deleteGame: async (_, args, ctx) => {
      await deleteGameForGood(ctx.services, ctx.viewer, args.id, args.confirmGameName);
      return true;
    },
    addPart: async (_, args, ctx) => {
      let id = '';
      const revision = await games.changeDraft(ctx.services, ctx.viewer, args.revisionId, args.expectedVersion, (doc) => {
        const result = addPart(doc, args.kind, args.input);
        if (result.ok) id = result.id;
        return result;
      });
      return editResult(revision, id);
    },
    updatePart: async (_, args, ctx) =>
      editResult(
        await games.changeDraft(ctx.services, ctx.viewer, args.revisionId, args.expectedVersion, (doc) =>
          updatePart(doc, args.kind, args.id, args.patch),
        ),
        args.id,
      ),
    updateParts: (_, args, ctx) => {
      if (args.updates.length > MAX_BATCHED_UPDATES)
        throw new AppError('BAD_USER_INPUT', `Send at most ${MAX_BATCHED_UPDATES} changes at once.`);
      const updates = args.updates.map((update) => ({ kind: update.kind, id: update.id, patch: update.patch }));
      return games.changeDraft(ctx.services, ctx.viewer, args.revisionId, args.expectedVersion, (doc) => updateParts(doc, updates));
    },
    deletePart: (_, args, ctx) =>
      games.changeDraft(ctx.services, ctx.viewer, args.revisionId, args.expectedVersion, (doc) => deletePart(doc, args.kind, args.id)),
    reorderParts: (_, args, ctx) =>
      games.changeDraft(ctx.services, ctx.viewer, args.revisionId, args.expectedVersion, (doc) => reorderParts(doc, args.kind, args.ids)),
    saveDocument: (_, args, ctx) =>
      games.changeDraft(ctx.services, ctx.viewer, args.revisionId, args.expectedVersion, () => validateWholeDocument(args.document)),
    importVariantsCsv: (_, args, ctx) =>
      games.changeDraft(ctx.services, ctx.viewer, args.revisionId, args.expectedVersion, (doc) =>
        importVariantsCsv(doc, args.componentId, args.csv, { newFields: newCsvFields(args.newFields) }),
      ),
    publishRevision: (_, args, ctx) => games.publishDraft(ctx.services, ctx.viewer, args.gameId),
    createDraftFromRevision: (_, args, ctx) => games.draftFromRevision(ctx.services, ctx.viewer, args.revisionId),
  },
};

/** Most new fields one CSV import may name: a game's whole allowance of fields. */
const MAX_NEW_CSV_FIELDS = PART_LIMITS.fields;

/** The new columns of a CSV import, bounded before any work is done on them. */
function newCsvFields(input: ReadonlyArray<{ name: string; type: 'text' | 'number' | 'image' }> | null | undefined) {
  if (!input) return [];
  if (input.length > MAX_NEW_CSV_FIELDS) throw fieldError({ newFields: `must be at most ${MAX_NEW_CSV_FIELDS} fields` });
  return input.map(({ name, type }) => ({ name, type }));
}

function validateWholeDocument(raw: unknown) {
  try {
    return { ok: true as const, doc: games.documentOf({ document: raw }) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    return {
      ok: false as const,
      problems: [{ path: ['document'], message: error instanceof Error ? error.message : 'is not a valid game document' }],
    };
  }
}

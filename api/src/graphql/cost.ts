import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { GraphQLError, getOperationAST, type DocumentNode, type GraphQLSchema } from 'graphql';
import { graphqlRuntime } from './runtime.ts';

/**
 * What a request may cost before it runs. One unit is roughly one row read or one kilobyte sent; a
 * request over MAX_QUERY_COST is refused with QUERY_TOO_COSTLY before any resolver runs. The editor's
 * heaviest page (every revision of a game with its document) costs about 2,100.
 */
export const MAX_QUERY_COST = 5_000;

/** Rough sizes of lists whose length the request does not choose: what a large account or game has. */
const LIST_SIZES: Record<string, number> = {
  'Game.revisions': 20,
  'Query.viewerGames': 50,
  'Query.userGames': 50,
  'Query.viewerSharedGames': 50,
  'Query.viewerRooms': 20,
  'RoomFairness.ops': 200,
  'Game.tableSaves': 20,
};
/** Fields that send or parse a whole game document (up to its cap) or a log: each costs like 100 rows. */
const FIELD_WEIGHTS: Record<string, number> = {
  'Revision.document': 100,
  'Revision.variantsCsv': 50,
  'Revision.part': 5,
  'RoomFairness.initialState': 50,
  // A saved table is a whole room state (up to 5 MB), like a room's initial state.
  'TableSave.state': 50,
  'RoomLoggedOp.payload': 1,
};
/**
 * Lists kept inside their parent's row (an asset's renditions and sheet frames are JSON in the asset):
 * reading them costs nothing beyond that row, however many they are.
 */
const EMBEDDED_LISTS = new Set(['Asset.renditions', 'Asset.frames']);
/**
 * Lists nobody sized above: counted as ten items each. (Told apart by the type's printed form: the schema
 * may come from graphql's CommonJS build, so `isListType` from this module's build would not know it.)
 */
const DEFAULT_LIST_SIZE = 10;
/** Lists whose length the request sets with `first`, with the largest the resolver allows. */
const PAGED_LISTS: Record<string, number> = { 'Query.publicGames': 100, 'Query.viewerAssets': 500 };

/**
 * A field costs its weight, plus, for a field that returns objects, one unit per object (a row) and what
 * is asked of each. A plain value (a scalar or enum column of a row already read) costs nothing of its
 * own, so asking for every column of an asset costs what asking for one does; lists are what multiply.
 */
const estimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  const name = `${type.name}.${field.name}`;
  // Duck-typed for the same reason as the list check below: object and interface types have fields.
  const returnsObjects = typeof (unwrap(field.type) as { getFields?: unknown }).getFields === 'function';
  const weight = FIELD_WEIGHTS[name] ?? 0;
  const perItem = returnsObjects ? 1 + childComplexity : childComplexity;
  if (EMBEDDED_LISTS.has(name)) return weight + 1;
  const pageMax = PAGED_LISTS[name];
  if (pageMax !== undefined) {
    const first = typeof args.first === 'number' ? args.first : pageMax;
    return weight + Math.min(Math.max(first, 1), pageMax) * perItem;
  }
  const listSize = LIST_SIZES[name] ?? (/^\[/.test(String(field.type)) ? DEFAULT_LIST_SIZE : 1);
  return weight + listSize * perItem;
};

/** The named type under any list and non-null wrappers. */
function unwrap(type: unknown): unknown {
  let current = type as { ofType?: unknown };
  while (current.ofType) current = current.ofType as { ofType?: unknown };
  return current;
}

/**
 * The estimated cost of the operation, with the weights above; throws graphql's error for variables that do
 * not fit the operation. graphql-query-complexity coerces the variables with no limit on errors, and each
 * error prints the whole object it is in: an input object with thousands of keys its type does not have
 * would cost the square of its size (10,000 keys took a minute). So they are coerced here first, stopping
 * at the first error, as graphql's execution stops at its fiftieth.
 */
export function queryCost(
  schema: GraphQLSchema,
  query: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
): number {
  const definitions = getOperationAST(query, operationName)?.variableDefinitions ?? [];
  if (definitions.length > 0) {
    // From the build the schema was made with (runtime.ts), as graphql-query-complexity's own call is.
    const { errors } = graphqlRuntime.getVariableValues(schema, definitions, variables ?? {}, { maxErrors: 1 });
    if (errors?.[0]) throw errors[0];
  }
  return getComplexity({ schema, query, variables: variables ?? {}, operationName, estimators: [estimator] });
}

/** The refusal for a request over the limit: what it would cost and what it may. */
export function queryTooCostly(cost: number): GraphQLError {
  return new GraphQLError(
    `This request asks for too much at once (cost ${cost} of ${MAX_QUERY_COST}). Ask for fewer fields, aliases or documents per request.`,
    {
      extensions: { code: 'QUERY_TOO_COSTLY', cost, maxCost: MAX_QUERY_COST, http: { status: 400 } },
    },
  );
}

/**
 * The most document bytes one request may read, whatever its estimate said: the estimate counts
 * documents, this counts their real size, so a few very large documents cannot add up to a response
 * that exhausts the server.
 */
export const MAX_RESPONSE_DOCUMENT_BYTES = 8_000_000;

/** Per-request account of document bytes read; `charge` refuses once the ceiling would be passed. */
export class ResponseBudget {
  private used = 0;
  constructor(private readonly limit = MAX_RESPONSE_DOCUMENT_BYTES) {}
  charge(bytes: number): void {
    this.used += bytes;
    if (this.used > this.limit) {
      throw new GraphQLError(
        `This answer would be larger than ${Math.round(this.limit / 1_000_000)} MB. Ask for fewer documents per request.`,
        {
          extensions: { code: 'QUERY_TOO_COSTLY', maxBytes: this.limit },
        },
      );
    }
  }
}

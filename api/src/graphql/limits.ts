import {
  GraphQLError,
  Kind,
  Lexer,
  Source,
  TokenKind,
  parse,
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLFormattedError,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

export interface QueryLimits {
  maxDepth: number;
  maxFields: number;
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = { maxDepth: 12, maxFields: 1_500 };

/**
 * The most tokens a request's document may have. The web's largest operation has under 100; validation
 * of 2,000 tokens of the costliest shapes (one object field repeated, nested or in inline fragments)
 * takes tens of milliseconds, and grows faster than the document past that.
 */
export const MAX_TOKENS = 2_000;
/** The most fragment definitions a document may have (the web's operations use at most one). */
export const MAX_FRAGMENTS = 50;

/**
 * Depth and field count of a selection set once fragments are expanded. Each fragment is measured
 * once (memoized), so fragments spreading others several times cost nothing extra to measure; a
 * fragment in a cycle counts as empty (graphql's own rules report cycles).
 */
function measurer(document: DocumentNode) {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const memo = new Map<string, { depth: number; fields: number }>();
  const measure = (set: SelectionSetNode): { depth: number; fields: number } => {
    let depth = 0;
    let fields = 0;
    for (const selection of set.selections) {
      let inner = { depth: 0, fields: 0 };
      if (selection.kind === Kind.FIELD) {
        const below = selection.selectionSet ? measure(selection.selectionSet) : { depth: 0, fields: 0 };
        inner = { depth: below.depth + 1, fields: below.fields + 1 };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = measure(selection.selectionSet);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (fragment && !memo.has(name)) {
          memo.set(name, { depth: 0, fields: 0 }); // in progress: a cycle back here counts as empty
          memo.set(name, measure(fragment.selectionSet));
        }
        inner = memo.get(name) ?? inner;
      }
      depth = Math.max(depth, inner.depth);
      fields += inner.fields;
    }
    return { depth, fields };
  };
  return measure;
}

function tooComplex(depth: number, fields: number, limits: QueryLimits): string | null {
  if (depth <= limits.maxDepth && fields <= limits.maxFields) return null;
  const shownFields = fields > 1e9 ? 'more than a billion' : String(fields);
  return `The request is too deep or too large (depth ${depth} of ${limits.maxDepth}, ${shownFields} fields of ${limits.maxFields}).`;
}

/**
 * Checks a request's document before graphql validates it, since validation's cost grows faster than the
 * document (400 chained fragments of 15 kB took most of a second): at most MAX_TOKENS tokens (counted by
 * the lexer, which stops there), MAX_FRAGMENTS fragment definitions, and the depth and field limits with
 * fragments expanded. Answers the refusal as the client sees it (QUERY_TOO_COMPLEX), or null when the
 * document may go on; a document that does not parse goes on too, for graphql's own syntax error.
 */
export function documentRefusal(query: unknown, limits: QueryLimits = DEFAULT_QUERY_LIMITS): GraphQLFormattedError | null {
  if (typeof query !== 'string') return null;
  const refuse = (message: string): GraphQLFormattedError => ({ message, extensions: { code: 'QUERY_TOO_COMPLEX' } });
  let document: DocumentNode;
  try {
    const lexer = new Lexer(new Source(query));
    let tokens = 0;
    while (lexer.advance().kind !== TokenKind.EOF) {
      tokens += 1;
      if (tokens > MAX_TOKENS) return refuse(`The request is too long (more than ${MAX_TOKENS} tokens). Ask for less per request.`);
    }
    document = parse(query, { noLocation: true, maxTokens: MAX_TOKENS });
  } catch {
    return null;
  }
  const fragments = document.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION).length;
  if (fragments > MAX_FRAGMENTS) return refuse(`The request has too many fragments (${fragments} of ${MAX_FRAGMENTS}).`);
  const measure = measurer(document);
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const { depth, fields } = measure(definition.selectionSet);
    const message = tooComplex(depth, fields, limits);
    if (message) return refuse(message);
  }
  return null;
}

/**
 * Validation rule refusing operations nested deeper than `maxDepth` or selecting more than `maxFields`
 * fields once fragments are expanded. documentRefusal applies the same limits before validation to
 * requests over HTTP; this rule keeps them for operations that reach validation another way.
 */
export function queryLimitsRule(limits: QueryLimits = DEFAULT_QUERY_LIMITS) {
  return (context: ValidationContext): ASTVisitor => {
    const measure = measurer(context.getDocument());
    return {
      OperationDefinition(operation) {
        const { depth, fields } = measure(operation.selectionSet);
        const message = tooComplex(depth, fields, limits);
        if (message) context.reportError(new GraphQLError(message, { nodes: [operation], extensions: { code: 'QUERY_TOO_COMPLEX' } }));
      },
    };
  };
}

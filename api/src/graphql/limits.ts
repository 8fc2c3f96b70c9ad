import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';

export interface QueryLimits {
  maxDepth: number;
  maxFields: number;
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = { maxDepth: 12, maxFields: 1_500 };

/**
 * Validation rule refusing operations nested deeper than `maxDepth` or selecting more than `maxFields`
 * fields once fragments are expanded: a cheap guard against queries built to exhaust the server.
 */
export function queryLimitsRule(limits: QueryLimits = DEFAULT_QUERY_LIMITS) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    const measure = (set: SelectionSetNode, depth: number, seen: Set<string>): { depth: number; fields: number } => {
      let maxDepth = depth;
      let fields = 0;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          fields += 1;
          if (selection.selectionSet) {
            const inner = measure(selection.selectionSet, depth + 1, seen);
            maxDepth = Math.max(maxDepth, inner.depth);
            fields += inner.fields;
          }
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          const inner = measure(selection.selectionSet, depth, seen);
          maxDepth = Math.max(maxDepth, inner.depth);
          fields += inner.fields;
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          // Fragment cycles are reported by graphql's own rules; just don't loop on them.
          if (!fragment || seen.has(name)) continue;
          const inner = measure(fragment.selectionSet, depth, new Set([...seen, name]));
          maxDepth = Math.max(maxDepth, inner.depth);
          fields += inner.fields;
        }
        if (fields > limits.maxFields) break;
      }
      return { depth: maxDepth, fields };
    };
    return {
      OperationDefinition(operation) {
        const { depth, fields } = measure(operation.selectionSet, 1, new Set());
        if (depth > limits.maxDepth || fields > limits.maxFields) {
          context.reportError(
            new GraphQLError(
              `The request is too deep or too large (depth ${depth} of ${limits.maxDepth}, ${fields} fields of ${limits.maxFields}).`,
              {
                nodes: [operation],
                extensions: { code: 'QUERY_TOO_COMPLEX' },
              },
            ),
          );
        }
      },
    };
  };
}

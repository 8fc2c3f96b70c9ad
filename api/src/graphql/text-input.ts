import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, getOperationAST, type DocumentNode, type ValueNode } from 'graphql';
import { fieldError, type FieldErrors } from '@tablecraft/core/errors';
import type { RequestContext } from './context.ts';

/**
 * Characters no text or jsonb column can hold: NUL, and halves of UTF-16 pairs without their partner
 * (not Unicode at all). Postgres refuses them with an error, so they are refused before any resolver runs.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const PROBLEM = 'contains a character that cannot be stored (such as NUL)';

/**
 * The field path of every string in the operation's arguments, inline or in variables, that holds such a
 * character. Paths are named as the resolvers name their field errors: from the argument, without a
 * leading `input.` (`logIn(input: { email })` → `email`, `search(query)` → `query`).
 */
export function unstorableText(
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string | null,
): FieldErrors {
  const errors: FieldErrors = {};
  const report = (path: Array<string | number>) => {
    const key = (path[0] === 'input' ? path.slice(1) : path).join('.') || 'input';
    errors[key] ??= PROBLEM;
  };
  const operation = getOperationAST(document, operationName ?? undefined);
  const defaults = new Map(operation?.variableDefinitions?.map((definition) => [definition.variable.name.value, definition.defaultValue]));
  // Plain JSON from the request (variables): strings, and the keys of objects, at any depth.
  const walkValue = (value: unknown, path: Array<string | number>): void => {
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) report(path);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walkValue(item, [...path, index]));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (UNSTORABLE.test(key)) report([...path, key]);
        walkValue(item, [...path, key]);
      }
    }
  };
  const walkNode = (node: ValueNode, path: Array<string | number>): void => {
    switch (node.kind) {
      case Kind.STRING:
        if (UNSTORABLE.test(node.value)) report(path);
        break;
      case Kind.LIST:
        node.values.forEach((item, index) => walkNode(item, [...path, index]));
        break;
      case Kind.OBJECT:
        for (const field of node.fields) walkNode(field.value, [...path, field.name.value]);
        break;
      case Kind.VARIABLE: {
        const name = node.name.value;
        if (variables && name in variables) walkValue(variables[name], path);
        else {
          const fallback = defaults.get(name);
          if (fallback) walkNode(fallback, path);
        }
        break;
      }
      default:
        break;
    }
  };
  // Arguments anywhere in the document: the operation's fields and the fragments it may spread.
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION && definition.kind !== Kind.FRAGMENT_DEFINITION) continue;
    if (definition.kind === Kind.OPERATION_DEFINITION && definition !== operation) continue;
    const stack = [definition.selectionSet];
    while (stack.length > 0) {
      for (const selection of stack.pop()!.selections) {
        if (selection.kind === Kind.FIELD)
          for (const argument of selection.arguments ?? []) walkNode(argument.value, [argument.name.value]);
        if (selection.kind !== Kind.FRAGMENT_SPREAD && selection.selectionSet) stack.push(selection.selectionSet);
      }
    }
  }
  return errors;
}

/**
 * Refuses an operation whose text input holds a character Postgres cannot store, as BAD_USER_INPUT with
 * the field's path (HTTP 400), before it is priced or run: one check for every resolver, instead of a 500
 * from the database and an error in the log.
 */
export function textInputGuard(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operationName }) {
          const errors = unstorableText(document, request.variables, operationName);
          if (Object.keys(errors).length === 0) return;
          const refusal = fieldError(errors);
          throw new GraphQLError(refusal.message, { originalError: refusal, extensions: { code: refusal.code, http: { status: 400 } } });
        },
      };
    },
  };
}

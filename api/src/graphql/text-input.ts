import { GraphQLError, Kind, getOperationAST, type DocumentNode, type GraphQLFormattedError, type ValueNode } from 'graphql';
import { JSON_INPUT_BOUNDS, eachJsonString, jsonBreach, jsonBreachMessage, measureJson, type JsonBreach } from '@tablecraft/core';
import { fieldError, type FieldErrors } from '@tablecraft/core/errors';

/**
 * Characters no text or jsonb column can hold: NUL, and halves of UTF-16 pairs without their partner
 * (not Unicode at all). Postgres refuses them with an error, so they are refused before any resolver runs.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const PROBLEM = 'contains a character that cannot be stored (such as NUL)';

/** Most field errors one refusal lists: enough to show every field a form has, never one per string sent. */
const MAX_REPORTED = 50;

/** What one variable holds, found once however many arguments use it. */
interface VariableFacts {
  value: unknown;
  depth: number;
  breach: JsonBreach | null;
  /** Paths, inside the value, of the strings and keys holding an unstorable character. */
  unstorable: Array<Array<string | number>>;
}

function factsOf(value: unknown): VariableFacts {
  const { depth, breach } = measureJson(value, JSON_INPUT_BOUNDS);
  const unstorable: VariableFacts['unstorable'] = [];
  // Searched only once within bounds, and without recursion.
  if (!breach)
    eachJsonString(value, (text, path) => {
      if (unstorable.length < MAX_REPORTED && UNSTORABLE.test(text)) unstorable.push(path());
    });
  return { value, depth, breach, unstorable };
}

/**
 * What is wrong with an operation's input, as field errors, before anything else reads it. First its shape:
 * every value, in variables or written inline, within JSON_INPUT_BOUNDS (64 levels, counted from the
 * argument, and 10,000 entries per list or object), and the variables no argument uses too; past a bound,
 * the answer is that one field error and nothing else is read. Then its text: the field path of every
 * string (and key of JSON input) holding a character Postgres cannot store. Paths are named as the
 * resolvers name their field errors: from the argument, without a leading `input.` (`logIn(input: { email
 * })` → `email`, `search(query)` → `query`); a variable no argument uses, by its own name.
 *
 * Nothing here recurses: values are walked with stacks of their own, and each variable is measured and
 * searched once however many arguments use it, so a request costs time linear in its size.
 */
export function inputProblems(
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string | null,
): FieldErrors {
  const keyOf = (path: Array<string | number>) => (path[0] === 'input' ? path.slice(1) : path).join('.') || 'input';
  const breachAt = (path: Array<string | number>, breach: JsonBreach): FieldErrors => ({
    [keyOf([...path, ...breach.path])]: breach.message,
  });
  const errors: FieldErrors = {};
  let reported = 0;
  const report = (path: Array<string | number>) => {
    const key = keyOf(path);
    if (key in errors || reported >= MAX_REPORTED) return;
    errors[key] = PROBLEM;
    reported += 1;
  };
  const operation = getOperationAST(document, operationName ?? undefined);
  const defaults = new Map(operation?.variableDefinitions?.map((definition) => [definition.variable.name.value, definition.defaultValue]));
  const given = variables !== null && typeof variables === 'object' ? variables : {};
  const facts = new Map<string, VariableFacts>();
  const variable = (name: string) => {
    let known = facts.get(name);
    if (!known) facts.set(name, (known = factsOf(given[name])));
    return known;
  };

  // Every argument anywhere in the document: the operation's fields and the fragments it may spread.
  const pending: Array<{ node: ValueNode; path: Array<string | number>; around: number }> = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION && definition.kind !== Kind.FRAGMENT_DEFINITION) continue;
    if (definition.kind === Kind.OPERATION_DEFINITION && definition !== operation) continue;
    const sets = [definition.selectionSet];
    while (sets.length > 0) {
      for (const selection of sets.pop()!.selections) {
        if (selection.kind === Kind.FIELD)
          for (const argument of selection.arguments ?? []) pending.push({ node: argument.value, path: [argument.name.value], around: 0 });
        if (selection.kind !== Kind.FRAGMENT_SPREAD && selection.selectionSet) sets.push(selection.selectionSet);
      }
    }
  }
  // Values written in the query: at most a few thousand tokens, walked with a stack; `around` counts the
  // lists and objects a value sits in, from its argument.
  while (pending.length > 0) {
    const { node, path, around } = pending.pop()!;
    switch (node.kind) {
      case Kind.STRING:
        if (UNSTORABLE.test(node.value)) report(path);
        break;
      case Kind.LIST:
      case Kind.OBJECT: {
        const entries = node.kind === Kind.LIST ? node.values.length : node.fields.length;
        if (around + 1 > JSON_INPUT_BOUNDS.maxDepth) return { [keyOf(path)]: jsonBreachMessage('depth') };
        if (entries > JSON_INPUT_BOUNDS.maxEntries) return { [keyOf(path)]: jsonBreachMessage('entries') };
        if (node.kind === Kind.LIST)
          for (let index = node.values.length - 1; index >= 0; index--)
            pending.push({ node: node.values[index]!, path: [...path, index], around: around + 1 });
        else
          for (let index = node.fields.length - 1; index >= 0; index--) {
            const field = node.fields[index]!;
            pending.push({ node: field.value, path: [...path, field.name.value], around: around + 1 });
          }
        break;
      }
      case Kind.VARIABLE: {
        const name = node.name.value;
        if (Object.hasOwn(given, name)) {
          const known = variable(name);
          if (known.breach || around + known.depth > JSON_INPUT_BOUNDS.maxDepth)
            return breachAt(path, jsonBreach(known.value, JSON_INPUT_BOUNDS, around) ?? known.breach!);
          for (const inner of known.unstorable) report([...path, ...inner]);
        } else {
          const fallback = defaults.get(name);
          if (fallback) pending.push({ node: fallback, path, around });
        }
        break;
      }
      default:
        break;
    }
  }
  // Variables no argument uses are ignored by graphql, and bounded all the same.
  for (const name of Object.keys(given)) {
    if (facts.has(name)) continue;
    const { breach } = measureJson(given[name], JSON_INPUT_BOUNDS);
    if (breach) return breachAt([name], breach);
  }
  return errors;
}

/**
 * The refusal for an operation whose input nests too deep or spreads too wide, or whose text holds a
 * character Postgres cannot store: BAD_USER_INPUT with the fields' paths (HTTP 400), or null. guard.ts asks
 * before the operation is priced (pricing coerces the variables) or run: one check for every resolver,
 * instead of a stack overflow or a database error, a 500 and an error in the log.
 */
export function inputRefusal(
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string | null,
): GraphQLError | null {
  const errors = inputProblems(document, variables, operationName);
  if (Object.keys(errors).length === 0) return null;
  const refusal = fieldError(errors);
  return new GraphQLError(refusal.message, { originalError: refusal, extensions: { code: refusal.code, http: { status: 400 } } });
}

/**
 * The rest of a POST's JSON body, bounded as its variables are before Apollo reads any of it: `extensions`
 * and whatever else it holds, within JSON_INPUT_BOUNDS counted from the body, and at most 10,000 variables
 * (each variable is measured from its argument by inputProblems, once the document is parsed). Answers the
 * refusal as the client sees it (BAD_USER_INPUT with the member's path), or null.
 */
export function bodyRefusal(body: unknown): GraphQLFormattedError | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const refuse = (path: Array<string | number>, message: string): GraphQLFormattedError => ({
    message,
    extensions: { code: 'BAD_USER_INPUT', fieldErrors: { [path.join('.') || 'body']: message } },
  });
  const members = Object.keys(body);
  if (members.length > JSON_INPUT_BOUNDS.maxEntries) return refuse([], jsonBreachMessage('entries'));
  for (const member of members) {
    const value = (body as Record<string, unknown>)[member];
    if (member === 'variables' && value !== null && typeof value === 'object' && !Array.isArray(value)) {
      if (Object.keys(value).length > JSON_INPUT_BOUNDS.maxEntries) return refuse([member], jsonBreachMessage('entries'));
      continue;
    }
    const breach = jsonBreach(value, JSON_INPUT_BOUNDS, 1);
    if (breach) return refuse([member, ...breach.path], breach.message);
  }
  return null;
}

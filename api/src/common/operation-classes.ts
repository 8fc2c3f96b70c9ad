/** Where a client names the operation it sends, before the body is read (Apollo's own header for it). */
export const OPERATION_NAME_HEADER = 'x-apollo-operation-name';

/**
 * The operations a visitor's request may name in `x-apollo-operation-name` to wait in a pace of their own
 * rather than with every other visitor request (api/src/http/pacing.ts), by the names the web client gives
 * them (web/src/accounts/documents.ts, web/src/play/door/documents.ts), and the root fields such an
 * operation may select. The name only chooses the queue: once the document is parsed, a request that named
 * one of these and sends anything else is refused before it runs (graphql/named-operations.ts), so naming
 * one gains a cheap query nothing.
 */
export const OPERATION_CLASSES = {
  /** Log-in, sign-up and password reset: each a mutation a person sends once in a while. */
  auth: {
    operations: ['LogIn', 'SignUp', 'CompleteSignUp', 'RequestPasswordReset', 'ResetPassword'],
    fields: ['logIn', 'signUp', 'completeSignUp', 'requestPasswordReset', 'resetPassword'],
  },
  /** The guest door: sitting down as a guest, and opening a room's invite link. */
  guestDoor: {
    operations: ['JoinRoomAsGuest', 'AcceptRoomInvite'],
    fields: ['joinRoomAsGuest', 'acceptRoomInvite'],
  },
} as const satisfies Record<string, { operations: readonly string[]; fields: readonly string[] }>;

export type OperationClass = keyof typeof OPERATION_CLASSES;

/** What is read of a request to class it: no body, only the method and headers. */
interface RequestHead {
  method?: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The class of operation a request names, or null. Only a POST answered as one JSON document can be
 * classed: a GET carries no mutation, and a subscription streamed over HTTP is no log-in.
 */
export function claimedOperationClass(req: RequestHead): OperationClass | null {
  const name = req.headers[OPERATION_NAME_HEADER];
  if (req.method !== 'POST' || typeof name !== 'string') return null;
  const accept = req.headers.accept;
  if (typeof accept === 'string' && accept.toLowerCase().includes('multipart/mixed')) return null;
  for (const [operationClass, { operations }] of Object.entries(OPERATION_CLASSES) as Array<
    [OperationClass, { operations: readonly string[] }]
  >) {
    if (operations.includes(name)) return operationClass;
  }
  return null;
}

/** An operation of a parsed document, as much of it as classing reads (graphql's OperationDefinitionNode). */
interface OperationShape {
  operation: string;
  selectionSet: { selections: ReadonlyArray<{ kind: string; name?: { value: string } }> };
}

/** True when the operation is a mutation that selects only fields of the class at its root. */
export function operationFitsClass(operationClass: OperationClass, operation: OperationShape | null | undefined): boolean {
  if (operation?.operation !== 'mutation') return false;
  const fields: readonly string[] = OPERATION_CLASSES[operationClass].fields;
  const selections = operation.selectionSet.selections;
  return (
    selections.length > 0 && selections.every((selection) => selection.kind === 'Field' && fields.includes(selection.name?.value ?? ''))
  );
}

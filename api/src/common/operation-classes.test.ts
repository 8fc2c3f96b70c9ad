import { describe, expect, it } from 'vitest';
import { parse, type OperationDefinitionNode } from 'graphql';
import { claimedOperationClass, operationFitsClass } from './operation-classes.ts';

const post = (name?: string, accept?: string) => ({
  method: 'POST',
  headers: { ...(name ? { 'x-apollo-operation-name': name } : {}), ...(accept ? { accept } : {}) },
});
const operation = (source: string) => parse(source).definitions[0] as OperationDefinitionNode;

describe('the class a request names', () => {
  it('is the log-in class for log-in, sign-up and reset, the guest door for the door, and none otherwise', () => {
    for (const name of ['LogIn', 'SignUp', 'CompleteSignUp', 'RequestPasswordReset', 'ResetPassword']) {
      expect(claimedOperationClass(post(name))).toBe('auth');
    }
    expect(claimedOperationClass(post('JoinRoomAsGuest'))).toBe('guestDoor');
    expect(claimedOperationClass(post('AcceptRoomInvite'))).toBe('guestDoor');
    expect(claimedOperationClass(post('ViewerAccount'))).toBeNull();
    expect(claimedOperationClass(post())).toBeNull();
    expect(claimedOperationClass(post('login'))).toBeNull();
  });

  it('is none for a GET or a subscription streamed over HTTP, which carry no log-in', () => {
    expect(claimedOperationClass({ method: 'GET', headers: { 'x-apollo-operation-name': 'LogIn' } })).toBeNull();
    expect(claimedOperationClass(post('LogIn', 'multipart/mixed;boundary="graphql";subscriptionSpec="1.0"'))).toBeNull();
    expect(claimedOperationClass(post('LogIn', 'application/graphql-response+json,application/json;q=0.9'))).toBe('auth');
  });
});

describe('an operation sent under a class', () => {
  it("fits when it is a mutation of the class's fields only", () => {
    expect(operationFitsClass('auth', operation('mutation LogIn($i: LogInInput!) { logIn(input: $i) { id } }'))).toBe(true);
    expect(operationFitsClass('auth', operation('mutation { me: logIn(input: {}) { id } }'))).toBe(true);
    expect(operationFitsClass('guestDoor', operation('mutation { joinRoomAsGuest(code: "A", name: "B") { id } }'))).toBe(true);
  });

  it('does not fit when it is a query, another mutation, or carries anything else at its root', () => {
    expect(operationFitsClass('auth', operation('query LogIn { viewer { id } }'))).toBe(false);
    expect(operationFitsClass('auth', operation('mutation LogIn { createGame(input: {}) { id } }'))).toBe(false);
    expect(operationFitsClass('auth', operation('mutation { logIn(input: {}) { id } createGame(input: {}) { id } }'))).toBe(false);
    expect(operationFitsClass('auth', operation('mutation { joinRoomAsGuest(code: "A", name: "B") { id } }'))).toBe(false);
    expect(operationFitsClass('auth', operation('mutation { ... on Mutation { logIn(input: {}) { id } } }'))).toBe(false);
    expect(operationFitsClass('auth', operation('mutation { __typename }'))).toBe(false);
    expect(operationFitsClass('auth', undefined)).toBe(false);
  });
});

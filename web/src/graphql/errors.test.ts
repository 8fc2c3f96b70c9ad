import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import {
  CODE_MESSAGES,
  errorCode,
  errorMessage,
  graphQLErrorMessage,
  malformedResponseMessage,
  MISSING_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  normalizeLinkError,
  PARSE_ERROR_MESSAGE,
  statusErrorMessage,
} from './errors.ts';

const response = (status: number, body = '') => new Response(body, { status });

describe('spec section 8 wording', () => {
  it('words an HTTP status of 300 or above', () => {
    expect(statusErrorMessage(502)).toBe('Response not successful: Received status code 502');
    expect(errorMessage(new ServerError(statusErrorMessage(503), { response: response(503), bodyText: '' }))).toBe(
      'Response not successful: Received status code 503',
    );
  });

  it('words a response with neither data nor errors with the operation name', () => {
    expect(malformedResponseMessage('AppHeaderQuery')).toBe('Server response was malformed for query AppHeaderQuery');
  });

  it('reports an unparsable body as a parse error', () => {
    const error = new ServerParseError(new SyntaxError('Unexpected token <'), { response: response(200, '<html>'), bodyText: '<html>' });
    expect(errorMessage(error)).toBe(PARSE_ERROR_MESSAGE);
    expect(PARSE_ERROR_MESSAGE.toLowerCase()).toContain('parse error');
  });

  it('says "Error message not found." when there is no message', () => {
    expect(MISSING_MESSAGE).toBe('Error message not found.');
    expect(errorMessage(undefined)).toBe(MISSING_MESSAGE);
    expect(errorMessage(new Error(''))).toBe(MISSING_MESSAGE);
    expect(errorMessage(new CombinedGraphQLErrors({ errors: [{ message: '' }] }))).toBe(MISSING_MESSAGE);
    expect(graphQLErrorMessage({})).toBe(MISSING_MESSAGE);
  });
});

describe('normalizeLinkError', () => {
  it("rewrites Apollo's malformed-response wording into the spec's", () => {
    const apollo = new ServerError("Server response was malformed for query 'AppHeaderQuery'.", {
      response: response(200, '{}'),
      bodyText: '{}',
    });
    const normalized = normalizeLinkError(apollo, 'AppHeaderQuery');
    expect(ServerError.is(normalized)).toBe(true);
    expect((normalized as Error).message).toBe('Server response was malformed for query AppHeaderQuery');
  });

  it('leaves every other error alone', () => {
    const status = new ServerError(statusErrorMessage(500), { response: response(500), bodyText: '' });
    expect(normalizeLinkError(status, 'X')).toBe(status);
    const other = new Error('boom');
    expect(normalizeLinkError(other, 'X')).toBe(other);
  });
});

describe('errorMessage for GraphQL errors', () => {
  const graphQLError = (message: string, code?: string) =>
    new CombinedGraphQLErrors({ errors: [{ message, ...(code ? { extensions: { code } } : {}) }] });

  it("keeps a domain error's own message, written by the API for people", () => {
    expect(errorMessage(graphQLError('That userName is taken.', 'BAD_USER_INPUT'))).toBe('That userName is taken.');
    expect(errorCode(graphQLError('That userName is taken.', 'BAD_USER_INPUT'))).toBe('BAD_USER_INPUT');
  });

  it('maps codes to text through the table when the message is empty', () => {
    expect(errorMessage(graphQLError('', 'UNAUTHENTICATED'))).toBe('You need to log in first.');
    expect(errorMessage(graphQLError('', 'RATE_LIMITED'))).toBe(CODE_MESSAGES.RATE_LIMITED);
  });

  it("replaces graphql-js's developer wording and hides internal errors", () => {
    expect(errorMessage(graphQLError('Cannot query field "x" on type "Query".', 'GRAPHQL_VALIDATION_FAILED'))).toBe(
      'The request is not valid.',
    );
    expect(errorMessage(graphQLError('relation "users" does not exist', 'INTERNAL_SERVER_ERROR'))).toBe(
      'Something went wrong. Please try again later.',
    );
  });

  it('uses the first error of several, and the message of an error without a code', () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'First' }, { message: 'Second' }] });
    expect(errorMessage(error)).toBe('First');
  });
});

describe('errorMessage for other failures', () => {
  it('explains a failed fetch', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_ERROR_MESSAGE);
    expect(errorMessage(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('passes plain messages through', () => {
    expect(errorMessage(new Error('Upload timed out'))).toBe('Upload timed out');
    expect(errorMessage('Something specific')).toBe('Something specific');
  });
});

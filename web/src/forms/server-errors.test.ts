import { expect, it } from 'vitest';
import { ServerParseError } from '@apollo/client/errors';
import { NETWORK_ERROR_MESSAGE, PARSE_ERROR_MESSAGE } from '../graphql/index.ts';
import { UploadError } from '../uploads/upload-error.ts';
import { submitFailureFrom } from './server-errors.ts';

it('collects field errors from every GraphQL error and keeps other messages for the form', () => {
  const error = {
    errors: [
      { message: 'Some fields need attention.', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: 'is taken' } } },
      { message: 'x', extensions: { fieldErrors: { name: 'is required', email: 'second' } } },
    ],
  };
  expect(submitFailureFrom(error)).toEqual({
    fieldErrors: { email: 'is taken', name: 'is required' },
    message: 'Some fields need attention.',
  });
});

it('uses the message of an error without field errors', () => {
  expect(
    submitFailureFrom({ errors: [{ message: 'Too many attempts, try again in 5 minutes.', extensions: { code: 'RATE_LIMITED' } }] }),
  ).toEqual({ fieldErrors: {}, message: 'Too many attempts, try again in 5 minutes.' });
  expect(submitFailureFrom(new Error('upload failed'))).toEqual({ fieldErrors: {}, message: 'upload failed' });
});

it('falls back to the generic message when there is none', () => {
  expect(submitFailureFrom(new Error(''))).toEqual({ fieldErrors: {}, message: 'Error message not found.' });
});

it('tells transport failures in the spec’s words, not the browser’s or the JSON parser’s', () => {
  const unparsable = new ServerParseError(new SyntaxError(`Unexpected token '<', "<!doctype "... is not valid JSON`), {
    response: new Response('<!doctype html>'),
    bodyText: '<!doctype html>',
  });
  expect(submitFailureFrom(unparsable)).toEqual({ fieldErrors: {}, message: PARSE_ERROR_MESSAGE });
  expect(submitFailureFrom(new TypeError('Failed to fetch'))).toEqual({ fieldErrors: {}, message: NETWORK_ERROR_MESSAGE });
});

it("gives the server's reason for a refused upload, with its field errors", () => {
  const refused = new UploadError('failed', {
    status: 415,
    server: {
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'This file type is not supported.',
      fieldErrors: { file: 'This file type is not supported.' },
    },
  });
  expect(submitFailureFrom(refused)).toEqual({
    fieldErrors: { file: 'This file type is not supported.' },
    message: 'This file type is not supported.',
  });
  // Without a reason from the server, the spec's wording stays.
  expect(submitFailureFrom(new UploadError('failed', { status: 0 })).message).toBe('upload failed');
});

it('words a GraphQL error by its code where the server message is meant for developers', () => {
  expect(
    submitFailureFrom({
      errors: [{ message: 'Cannot query field "x" on type "Query".', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }],
    }).message,
  ).not.toContain('Cannot query field');
});

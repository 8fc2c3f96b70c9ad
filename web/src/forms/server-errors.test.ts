import { expect, it } from 'vitest';
import { submitFailureFrom } from './server-errors.ts';

it('collects field errors from every GraphQL error and keeps other messages for the form', () => {
  const error = { errors: [{ message: 'Some fields need attention.', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: 'is taken' } } }, { message: 'x', extensions: { fieldErrors: { name: 'is required', email: 'second' } } }] };
  expect(submitFailureFrom(error)).toEqual({ fieldErrors: { email: 'is taken', name: 'is required' }, message: 'Some fields need attention.' });
});

it('uses the message of an error without field errors', () => {
  expect(submitFailureFrom({ errors: [{ message: 'Too many attempts, try again in 5 minutes.', extensions: { code: 'RATE_LIMITED' } }] })).toEqual({ fieldErrors: {}, message: 'Too many attempts, try again in 5 minutes.' });
  expect(submitFailureFrom(new Error('upload failed'))).toEqual({ fieldErrors: {}, message: 'upload failed' });
});

it('falls back to the generic message when there is none', () => {
  expect(submitFailureFrom(new Error(''))).toEqual({ fieldErrors: {}, message: 'Error message not found.' });
});

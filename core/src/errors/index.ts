/**
 * Domain errors with stable codes. The API sends `code` as GraphQL `extensions.code` (or in the JSON
 * body of REST-ish routes); clients map codes to text, so messages here are safe to show to users.
 */
export const ERROR_CODES = {
  BAD_USER_INPUT: { status: 400, message: 'Some fields need attention.' },
  GRAPHQL_PARSE_FAILED: { status: 400, message: 'The request could not be parsed.' },
  GRAPHQL_VALIDATION_FAILED: { status: 400, message: 'The request is not valid.' },
  QUERY_TOO_COMPLEX: { status: 400, message: 'The request is too deep or too large.' },
  UNAUTHENTICATED: { status: 401, message: 'You need to log in first.' },
  FORBIDDEN: { status: 403, message: 'You are not allowed to do that.' },
  CSRF_REJECTED: { status: 400, message: 'This request was refused to protect your account. Reload the page and try again.' },
  NOT_FOUND: { status: 404, message: "We can't find what you're looking for." },
  CONFLICT: { status: 409, message: 'Changed by someone else — reload.' },
  PLAN_LIMIT: { status: 403, message: 'Your plan does not allow this.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'must not be larger than 8 MB' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'This file type is not supported.' },
  RATE_LIMITED: { status: 429, message: 'Too many attempts, try again later.' },
  INTERNAL_SERVER_ERROR: { status: 500, message: 'Something went wrong. Please try again later.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service is starting or unavailable. Please try again shortly.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Field errors keyed by field path (`"email"`, `"variants.3.name"`), as the web form toolkit expects. */
export type FieldErrors = Record<string, string>;

/** An error whose message and code may be shown to the client; anything else is reported as INTERNAL_SERVER_ERROR. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fieldErrors?: FieldErrors,
    readonly details?: Record<string, unknown>,
  ) {
    super(message ?? ERROR_CODES[code].message);
    this.name = 'AppError';
    this.status = ERROR_CODES[code].status;
  }
}

/** Shorthand for a BAD_USER_INPUT error carrying field errors. */
export function fieldError(fieldErrors: FieldErrors, message?: string): AppError {
  return new AppError('BAD_USER_INPUT', message ?? Object.values(fieldErrors)[0], fieldErrors);
}

/** True for errors whose text may reach a client. */
export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

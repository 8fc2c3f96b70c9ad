/** The spec's wording for each way an upload can fail (section 8). */
export const UPLOAD_MESSAGES = {
  tooLarge: 'must not be larger than 8 MB',
  timedOut: 'upload timed out',
  failed: 'upload failed',
} as const;

export type UploadErrorKind = 'too-large' | 'timed-out' | 'failed';

/**
 * Why an upload did not succeed. `message` is always the spec's wording: "must not be larger than
 * 8 MB" (refused before sending), "upload timed out", or "upload failed" (network error, non-200
 * status, or an answer that is not a JSON object). Every field of the server's JSON answer is merged
 * in as an own property (`code`, `fieldErrors`, `limitBytes`, …), except that the server's `message`
 * is kept as `serverMessage` so the spec's wording stays in `message`; show `serverMessage` when
 * present, it says what to do ("Delete some assets, or upgrade to Pro…").
 */
export class UploadError extends Error {
  readonly kind: UploadErrorKind;
  /** HTTP status of the answer; 0 when there was none (not sent, network error, timeout). */
  readonly status: number;
  /** The server's error code, e.g. PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE, PLAN_LIMIT, UNAUTHENTICATED. */
  readonly code?: string;
  readonly serverMessage?: string;
  /** Messages keyed by form field (`file`, `rows`, `columns`, `pipeline`, `gameId`). */
  readonly fieldErrors?: Record<string, string>;
  /** Any other field the server sent. */
  readonly [field: string]: unknown;

  constructor(kind: UploadErrorKind, options: { status?: number; server?: Record<string, unknown> } = {}) {
    super(kind === 'too-large' ? UPLOAD_MESSAGES.tooLarge : kind === 'timed-out' ? UPLOAD_MESSAGES.timedOut : UPLOAD_MESSAGES.failed);
    const { message: serverMessage, name: _name, stack: _stack, ...serverFields } = options.server ?? {};
    Object.assign(this, serverFields);
    this.name = 'UploadError';
    this.kind = kind;
    this.status = options.status ?? 0;
    if (typeof serverMessage === 'string') this.serverMessage = serverMessage;
    if (kind === 'too-large' && !this.fieldErrors) this.fieldErrors = { file: UPLOAD_MESSAGES.tooLarge };
  }
}

/** True for errors from `uploadFile`. */
export function isUploadError(error: unknown): error is UploadError {
  return error instanceof UploadError;
}

/**
 * What to tell the person about a failed upload: the server's reason when it refused the file ("This
 * file type is not supported. …", a plan limit), else the spec's wording ("upload failed", "upload
 * timed out", "must not be larger than 8 MB").
 */
export function uploadFailureMessage(error: UploadError): string {
  return error.serverMessage || error.fieldErrors?.file || error.message;
}

/** Product-wide constants from the specification (section 9) and the product design. */
export const PRODUCT_NAME = 'Tablecraft';
export const DEFAULT_DESCRIPTION = 'The easiest way to play tabletop games online.';
export const UPLOAD_MAX_BYTES = 8_000_000;
/** The most pixels an uploaded image may have: the API refuses more from the header, the worker never decodes more. */
export const UPLOAD_MAX_PIXELS = 40_000_000;
export const UPLOAD_TIMEOUT_MS = 120_000;
export const SESSION_COOKIE = 'tc_session';
export const SESSION_IDLE_DAYS = 30;
/** A guest's session (someone at a table without an account): its own cookie, read for rooms only. */
export const GUEST_COOKIE = 'tc_guest';
/** A guest session ends this long after it was last used; its seats are kept for it as anyone's are. */
export const GUEST_IDLE_DAYS = 7;
/** Asked before leaving a page with unsaved changes (spec section 5). */
export const UNSAVED_CHANGES_MESSAGE = 'Your changes have not been saved. Are you sure you want to leave this page?';

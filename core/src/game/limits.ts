/**
 * Caps on a game document. They keep one revision small enough to validate, store as JSONB and send to
 * a browser in one piece; the editor shows them, the schema enforces them.
 */

/** Longest name of any part, after trimming. */
export const NAME_MAX_LENGTH = 80;

/** Longest guide markdown or script source. */
export const TEXT_MAX_LENGTH = 100_000;

/** Longest text value a variant may give a field. */
export const VALUE_MAX_LENGTH = 10_000;

/** Largest width or height of a component (and so of its fields and dropzones), in px. */
export const COMPONENT_MAX_SIZE = 4_000;

/** Largest width or height of a surface, in px. */
export const SURFACE_MAX_SIZE = 20_000;

/** Largest distance of any position from the origin, in px. */
export const COORDINATE_LIMIT = 100_000;

/** Fewest and most sides of a die. */
export const DIE_MIN_SIDES = 2;
export const DIE_MAX_SIDES = 100;

/** Largest grid a layout may ask for, per direction. */
export const GRID_MAX_CELLS = 100;

/** Largest magnitude of a counter's bounds and value. */
export const COUNTER_LIMIT = 1_000_000_000;

/** Most entries per part array. */
export const PART_LIMITS = {
  assets: 1_000,
  components: 500,
  fields: 2_000,
  variants: 2_000,
  objects: 5_000,
  surfaces: 50,
  seats: 50,
  dropzones: 1_000,
  anchors: 5_000,
  guides: 50,
  scripts: 50,
} as const;

/**
 * Largest document, as JSON text in bytes. The part limits alone would allow far more (guides of 100,000
 * characters each, thousands of variants); this keeps a draft within what one save request may carry,
 * and bounds what reading a revision costs the server and every player's browser.
 */
export const DOCUMENT_MAX_BYTES = 2_000_000;

/** Buttons one component may carry for scripts to answer, and the longest label of one. */
export const MAX_BUTTONS_PER_COMPONENT = 6;
export const BUTTON_LABEL_MAX_LENGTH = 40;

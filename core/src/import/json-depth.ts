// How deeply a JSON text nests, found by one pass over its characters before it is parsed. A file nested
// thousands deep parses, but every recursive step after (schema checks, copies, JSON.stringify) would
// overflow the stack or cost far more than the file's size suggests, so files are refused by depth first.

/** Deepest nesting of arrays and objects any imported JSON (game file, room file, table file) may have. */
export const JSON_MAX_DEPTH = 64;

/**
 * True when `text` nests arrays and objects deeper than `maxDepth`. Counts brackets outside strings; stops
 * at the first level past the limit. Whether the text is valid JSON is left to the parser.
 */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

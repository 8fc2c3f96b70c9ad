/**
 * Fails a non-null field whose row is gone (deleted between two reads of one request), as returning null
 * there would: the client sees an internal error either way, and the field's type stays honest.
 */
export function missingRow(what: string, id: string): never {
  throw new Error(`The ${what} ${id} is gone.`);
}

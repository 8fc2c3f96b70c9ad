import { JSON_MAX_DEPTH, jsonNestsDeeperThan } from '@tablecraft/core/import';
import { archiveError } from './zip-reader.ts';

/**
 * Parses a JSON entry of an uploaded archive (a game file's envelope, a table file's), refusing text that
 * is not UTF-8 or JSON and JSON nested deeper than any game needs (JSON_MAX_DEPTH) as a fault of the file:
 * a 4xx with the file's field error, before any recursive step could overflow the stack.
 */
export function parseArchiveJson(name: string, bytes: Uint8Array): unknown {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw archiveError(`${name} is not valid JSON.`);
  }
  if (jsonNestsDeeperThan(text, JSON_MAX_DEPTH))
    throw archiveError(`${name} is nested more than ${JSON_MAX_DEPTH} levels deep; an exported file never is.`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw archiveError(`${name} is not valid JSON.`);
  }
}

import { migrateDocument, validateDocument, type GameDocument } from '../game/index.ts';

/**
 * A template's document as any stored one is read: upgraded from the format it was written in, then
 * checked in full. A template that fails is a bug in this code, so it throws.
 */
export function finishDocument(raw: Record<string, unknown>): GameDocument {
  const checked = validateDocument(migrateDocument({ formatVersion: 2, ...raw }));
  if (!checked.ok)
    throw new Error(`A template is not a valid game: ${checked.problems.map((p) => `${p.path.join('.')} ${p.message}`).join('; ')}`);
  return checked.doc;
}

/** Four seats around a table, in play order. */
export const FOUR_SEATS = [
  { id: 'north', name: 'North', color: '#dc2626', order: 0 },
  { id: 'east', name: 'East', color: '#16a34a', order: 1 },
  { id: 'south', name: 'South', color: '#2563eb', order: 2 },
  { id: 'west', name: 'West', color: '#ca8a04', order: 3 },
];

/** An asset ref for a template picture (optionally one frame of it). */
export function artRef(id: string, name: string, assetId: string | undefined, frame?: number) {
  if (!assetId) throw new Error(`No uploaded asset for the template picture "${id}"`);
  return frame === undefined ? { id, name, assetId } : { id, name, assetId, frame: { index: frame } };
}

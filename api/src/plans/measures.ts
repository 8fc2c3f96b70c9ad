import type { Queryable } from '@tablecraft/platform';

/**
 * What a plan's limits count of rows other features own (docs/ARCHITECTURE.md, "Tables and their owners"):
 * each feature that keeps such rows registers how to measure them for one account, as its store module
 * loads (uploads the assets, games the documents and private games, saves the saved tables), so plans,
 * which every one of them asks for its limits, never reads their tables.
 */
export type UsageMeasure = (db: Queryable, userId: string) => Promise<number>;

export type MeasuredUsage = 'assetBytes' | 'documentBytes' | 'savedTableBytes' | 'privateGames';

const measures = new Map<MeasuredUsage, UsageMeasure>();

/** Sets how one kind of usage is measured (the owning feature's store calls it once, as it loads). */
export function registerUsageMeasure(kind: MeasuredUsage, measure: UsageMeasure): void {
  measures.set(kind, measure);
}

/** One account's usage of one kind; refuses to guess when the feature that keeps those rows was not loaded. */
export async function measureUsage(kind: MeasuredUsage, db: Queryable, userId: string): Promise<number> {
  const measure = measures.get(kind);
  if (!measure) throw new Error(`The plan's ${kind} cannot be counted: the feature that keeps them is not loaded.`);
  return measure(db, userId);
}

import { PART_KINDS, type GameDocument, type PartKind } from '@tablecraft/core/game';
import type { Edit, PartChange, PartData } from './changes.ts';

// Collects the parts an edit touches, starting from the document as it is, and turns them into an
// Edit: one change per part, in the order they were first touched (so an added container comes before
// the cards put in it, and the caller deletes contents before their container).

export class EditBuilder {
  private readonly touched = new Map<string, PartChange>();

  constructor(readonly doc: GameDocument) {}

  /** A part as the edit has left it so far; undefined when it does not exist (or was removed). */
  get(kind: PartKind, id: string): PartData | undefined {
    const change = this.touched.get(`${kind}:${id}`);
    if (change) return change.after ?? undefined;
    return (this.doc[PART_KINDS[kind]] as ReadonlyArray<PartData>).find((part) => part.id === id);
  }

  /** Every part of a kind as the edit has left it so far, new ones last. */
  all(kind: PartKind): PartData[] {
    const existing = (this.doc[PART_KINDS[kind]] as ReadonlyArray<PartData>)
      .map((part) => this.get(kind, part.id))
      .filter((part): part is PartData => part !== undefined);
    const added = [...this.touched.values()]
      .filter((change) => change.kind === kind && change.before === null && change.after !== null)
      .map((change) => change.after!);
    return [...existing, ...added];
  }

  /** Adds or replaces a part. */
  put(kind: PartKind, part: PartData): void {
    const key = `${kind}:${part.id}`;
    const existing = this.touched.get(key);
    const before = existing
      ? existing.before
      : ((this.doc[PART_KINDS[kind]] as ReadonlyArray<PartData>).find((candidate) => candidate.id === part.id) ?? null);
    this.touched.set(key, { kind, id: part.id, before, after: part });
  }

  /** Removes a part. */
  remove(kind: PartKind, id: string): void {
    const key = `${kind}:${id}`;
    const existing = this.touched.get(key);
    const before = existing
      ? existing.before
      : ((this.doc[PART_KINDS[kind]] as ReadonlyArray<PartData>).find((candidate) => candidate.id === id) ?? null);
    this.touched.set(key, { kind, id, before, after: null });
  }

  /** The edit, leaving out parts that ended as they started. */
  build(label: string): Edit {
    const changes = [...this.touched.values()].filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
    return { label, changes };
  }
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addPart, deletePart, updatePart, updateParts, type GameDocument } from '@tablecraft/core/game';
import { rebaseChanges, type PartChange, type PartData, type PartOperation } from './changes.ts';
import { EditBatcher, type SaveState, type SavedRevision, type UpdateOperation } from './edit-batcher.ts';
import { testDocument } from './test-document.ts';

/** A draft on a pretend server: versioned, refusing stale saves the way the API does. */
class FakeDraft {
  version = 1;
  constructor(public doc: GameDocument) {}
  save(expected: number, operation: PartOperation): SavedRevision {
    if (expected !== this.version) throw Object.assign(new Error('Changed by someone else — reload.'), { code: 'CONFLICT' });
    const result =
      operation.type === 'add'
        ? addPart(this.doc, operation.kind, operation.input)
        : operation.type === 'update'
          ? updatePart(this.doc, operation.kind, operation.id, operation.patch)
          : deletePart(this.doc, operation.kind, operation.id);
    if (!result.ok) throw Object.assign(new Error(result.problems[0]?.message), { code: 'BAD_USER_INPUT' });
    this.doc = result.doc;
    this.version += 1;
    return { version: this.version, document: this.doc };
  }
  /** The API's updateParts: every update or none, as one version. */
  saveMany(expected: number, updates: UpdateOperation[]): SavedRevision {
    if (expected !== this.version) throw Object.assign(new Error('Changed by someone else — reload.'), { code: 'CONFLICT' });
    const result = updateParts(this.doc, updates);
    if (!result.ok) throw Object.assign(new Error(result.problems[0]?.message), { code: 'BAD_USER_INPUT' });
    this.doc = result.doc;
    this.version += 1;
    return { version: this.version, document: this.doc };
  }
}

/** An editor whose batcher may send runs of updates as one save. */
function batchingEditor(draft: FakeDraft) {
  let seen = draft.version;
  const saves: Array<PartOperation | UpdateOperation[]> = [];
  const batcher = new EditBatcher({
    delayMs: 100,
    send: async (operation) => {
      saves.push(operation);
      const saved = draft.save(seen, operation);
      seen = saved.version;
      return saved;
    },
    sendUpdates: async (updates) => {
      saves.push(updates);
      const saved = draft.saveMany(seen, updates);
      seen = saved.version;
      return saved;
    },
    isConflict: (error) => (error as { code?: string }).code === 'CONFLICT',
    describeError: (error) => (error as Error).message,
  });
  return { batcher, saves };
}

/** One editor's connection: it remembers the version it last saw, as the editor does. */
function editor(draft: FakeDraft, states: SaveState[] = []) {
  let seen = draft.version;
  const sent: PartOperation[] = [];
  const batcher = new EditBatcher({
    delayMs: 100,
    send: async (operation) => {
      sent.push(operation);
      const saved = draft.save(seen, operation);
      seen = saved.version;
      return saved;
    },
    isConflict: (error) => (error as { code?: string }).code === 'CONFLICT',
    describeError: (error) => (error as Error).message,
    onState: (state) => states.push(state),
  });
  return { batcher, sent, states, reload: () => (seen = draft.version) };
}

const object = (doc: GameDocument, id: string) => doc.objects.find((o) => o.id === id)! as unknown as PartData;
const moved = (part: PartData, x: number, y: number): PartData => ({ ...part, placement: { ...(part.placement as object), x, y } });
const moveChange = (before: PartData, x: number, y: number): PartChange => ({
  kind: 'object',
  id: before.id,
  before,
  after: moved(before, x, y),
});

describe('EditBatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for a pause, then saves a burst of edits to one part as one mutation', async () => {
    const draft = new FakeDraft(testDocument());
    const { batcher, sent, states } = editor(draft);
    const t1 = object(draft.doc, 't1');
    batcher.enqueue([moveChange(t1, 10, 10)]);
    batcher.enqueue([moveChange(moved(t1, 10, 10), 20, 20)]);
    batcher.enqueue([moveChange(moved(t1, 20, 20), 30, 40)]);
    expect(batcher.state).toEqual({ state: 'saving' });
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(sent).toEqual([{ type: 'update', kind: 'object', id: 't1', patch: { placement: { x: 30, y: 40 } } }]);
    expect(object(draft.doc, 't1').placement).toMatchObject({ x: 30, y: 40 });
    expect(states.at(-1)).toEqual({ state: 'saved' });
    expect(draft.version).toBe(2);
  });

  it('sends changes to different parts in order, chaining versions', async () => {
    const draft = new FakeDraft(testDocument());
    const { batcher, sent } = editor(draft);
    batcher.enqueue([moveChange(object(draft.doc, 't1'), 1, 1), moveChange(object(draft.doc, 't2'), 2, 2)]);
    await batcher.flush();
    expect(sent.map((op) => op.type === 'update' && op.id)).toEqual(['t1', 't2']);
    expect(draft.version).toBe(3);
  });

  it('drops a change that ends where it started', async () => {
    const draft = new FakeDraft(testDocument());
    const { batcher, sent } = editor(draft);
    const t1 = object(draft.doc, 't1');
    batcher.enqueue([moveChange(t1, 5, 5)]);
    batcher.enqueue([{ kind: 'object', id: 't1', before: moved(t1, 5, 5), after: t1 }]);
    await batcher.flush();
    expect(sent).toEqual([]);
    expect(batcher.state).toEqual({ state: 'saved' });
  });

  it('does not fold a change into an earlier one when a part it may point at was added in between', async () => {
    const draft = new FakeDraft(testDocument());
    const { batcher, sent } = editor(draft);
    const t1 = object(draft.doc, 't1');
    const deck2: PartData = {
      id: 'deck2',
      componentId: 'deck',
      faceUp: true,
      placement: { type: 'surface', surfaceId: 'table', x: 800, y: 500, rotation: 0 },
    };
    batcher.enqueue([moveChange(t1, 5, 5)]);
    batcher.enqueue([{ kind: 'object', id: 'deck2', before: null, after: deck2 }]);
    batcher.enqueue([
      { kind: 'object', id: 't1', before: moved(t1, 5, 5), after: { ...t1, placement: { type: 'object', parentId: 'deck2', order: 0 } } },
    ]);
    await batcher.flush();
    expect(sent.map((op) => op.type)).toEqual(['update', 'add', 'update']);
    expect(object(draft.doc, 't1').placement).toEqual({ type: 'object', parentId: 'deck2', order: 0 });
  });

  it('on a stale save overwrites nothing, keeps every change, and resumes after a reload', async () => {
    const draft = new FakeDraft(testDocument());
    const first = editor(draft);
    const second = editor(draft);
    const t1 = object(draft.doc, 't1');
    const t2 = object(draft.doc, 't2');

    first.batcher.enqueue([moveChange(t1, 111, 111)]);
    await first.batcher.flush();
    const afterFirst = structuredClone(draft.doc);

    second.batcher.enqueue([moveChange(t1, 222, 222), moveChange(t2, 333, 333)]);
    await second.batcher.flush();
    expect(second.batcher.state).toEqual({ state: 'conflict', message: 'Changed by someone else — reload.' });
    expect(draft.doc).toEqual(afterFirst);
    expect(second.batcher.pending().map((change) => change.id)).toEqual(['t1', 't2']);

    // More edits while in conflict wait too, and nothing is sent.
    second.batcher.enqueue([moveChange(moved(t2, 333, 333), 334, 334)]);
    await vi.advanceTimersByTimeAsync(500);
    expect(second.sent).toHaveLength(1);

    // Reload: the second editor replays its changes on the newer draft, on purpose, and saves them.
    second.reload();
    const { kept } = rebaseChanges(draft.doc, second.batcher.pending());
    await second.batcher.resume(kept);
    expect(second.batcher.state).toEqual({ state: 'saved' });
    expect(object(draft.doc, 't1').placement).toMatchObject({ x: 222, y: 222 });
    expect(object(draft.doc, 't2').placement).toMatchObject({ x: 334, y: 334 });
  });

  it('saves a run of updates as one save, keeping adds on their own and in order', async () => {
    const draft = new FakeDraft(testDocument());
    const { batcher, saves } = batchingEditor(draft);
    const deck2: PartData = {
      id: 'deck2',
      componentId: 'deck',
      faceUp: true,
      placement: { type: 'surface', surfaceId: 'table', x: 800, y: 500, rotation: 0 },
    };
    batcher.enqueue([moveChange(object(draft.doc, 't1'), 1, 1), moveChange(object(draft.doc, 't2'), 2, 2)]);
    batcher.enqueue([{ kind: 'object', id: 'deck2', before: null, after: deck2 }]);
    batcher.enqueue([moveChange(object(draft.doc, 't3'), 3, 3)]);
    await batcher.flush();
    expect(saves.map((save) => (Array.isArray(save) ? save.map((op) => op.id) : save.type))).toEqual([['t1', 't2'], 'add', 'update']);
    expect(draft.version).toBe(4);
    expect(object(draft.doc, 't2').placement).toMatchObject({ x: 2, y: 2 });
  });

  it('keeps a whole refused batch queued: a stale batch saves none of its updates', async () => {
    const draft = new FakeDraft(testDocument());
    const { batcher, saves } = batchingEditor(draft);
    const before = structuredClone(draft.doc);
    draft.version = 7; // someone else saved meanwhile
    batcher.enqueue([moveChange(object(draft.doc, 't1'), 9, 9), moveChange(object(draft.doc, 't2'), 8, 8)]);
    await batcher.flush();
    expect(saves).toHaveLength(1);
    expect(batcher.state.state).toBe('conflict');
    expect(draft.doc).toEqual(before);
    expect(batcher.pending().map((change) => change.id)).toEqual(['t1', 't2']);
  });

  it('stops with the reason when the server refuses a change, keeping it queued', async () => {
    const draft = new FakeDraft(testDocument());
    const { batcher } = editor(draft);
    batcher.enqueue([
      {
        kind: 'object',
        id: 'x',
        before: null,
        after: { id: 'x', componentId: 'nope', placement: { type: 'surface', surfaceId: 'table', x: 0, y: 0 } },
      },
    ]);
    await batcher.flush();
    expect(batcher.state.state).toBe('error');
    expect(batcher.pending()).toHaveLength(1);
  });
});

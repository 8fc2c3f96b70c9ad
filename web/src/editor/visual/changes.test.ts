import { describe, expect, it } from 'vitest';
import { applyEdit, diffPatch, invertEdit, operationFor, rebaseChanges, type Edit, type PartData } from './changes.ts';
import { emptyHistory, historyLabels, recordEdit, redo, undo } from './history.ts';
import { testDocument } from './test-document.ts';

const token = (id: string, x: number, y: number): PartData => ({
  id,
  componentId: 'token',
  faceUp: true,
  placement: { type: 'surface', surfaceId: 'table', x, y, rotation: 0 },
});

describe('diffPatch', () => {
  it('keeps only what changed, diffing nested objects', () => {
    expect(diffPatch(token('t', 1, 2), token('t', 5, 2))).toEqual({ placement: { x: 5 } });
  });
  it('sends a retagged nested object whole', () => {
    const inside = { ...token('t', 1, 2), placement: { type: 'object', parentId: 'deck1', order: 3 } };
    expect(diffPatch(token('t', 1, 2), inside)).toEqual({ placement: { type: 'object', parentId: 'deck1', order: 3 } });
  });
  it('removes keys with null', () => {
    expect(diffPatch({ id: 'a', name: 'A' }, { id: 'a' })).toEqual({ name: null });
  });
});

describe('operationFor', () => {
  it('turns changes into add, update and delete mutations', () => {
    expect(operationFor({ kind: 'object', id: 't', before: null, after: token('t', 0, 0) })).toEqual({
      type: 'add',
      kind: 'object',
      input: token('t', 0, 0),
    });
    expect(operationFor({ kind: 'object', id: 't', before: token('t', 0, 0), after: token('t', 3, 0) })).toEqual({
      type: 'update',
      kind: 'object',
      id: 't',
      patch: { placement: { x: 3 } },
    });
    expect(operationFor({ kind: 'object', id: 't', before: token('t', 0, 0), after: null })).toEqual({
      type: 'delete',
      kind: 'object',
      id: 't',
    });
  });
  it('answers null for a change that changes nothing', () => {
    expect(operationFor({ kind: 'object', id: 't', before: token('t', 0, 0), after: token('t', 0, 0) })).toBeNull();
  });
});

describe('edits', () => {
  const doc = testDocument();
  const t1 = doc.objects.find((o) => o.id === 't1')! as unknown as PartData;
  const move: Edit = {
    label: 'Move token',
    changes: [
      {
        kind: 'object',
        id: 't1',
        before: t1,
        after: { ...t1, placement: { type: 'surface', surfaceId: 'table', x: 10, y: 20, rotation: 0 } },
      },
    ],
  };

  it('applies and inverts an edit back to where it started', () => {
    const moved = applyEdit(doc, move);
    expect(moved.ok && moved.doc.objects.find((o) => o.id === 't1')!.placement).toEqual({
      type: 'surface',
      surfaceId: 'table',
      x: 10,
      y: 20,
      rotation: 0,
    });
    const back = moved.ok ? applyEdit(moved.doc, invertEdit(move)) : moved;
    expect(back.ok && back.doc).toEqual(doc);
  });

  it('undoes a delete of a container with its contents, parent first', () => {
    const deck = doc.objects.find((o) => o.id === 'deck1')! as unknown as PartData;
    const card = doc.objects.find((o) => o.id === 'c1')! as unknown as PartData;
    const remove: Edit = {
      label: 'Delete deck',
      changes: [
        { kind: 'object', id: 'c1', before: card, after: null },
        { kind: 'object', id: 'deck1', before: deck, after: null },
      ],
    };
    const removed = applyEdit(doc, remove);
    expect(removed.ok && removed.doc.objects.map((o) => o.id)).toEqual(['t1', 't2', 't3']);
    const restored = removed.ok ? applyEdit(removed.doc, invertEdit(remove)) : removed;
    expect(restored.ok && restored.doc.objects.map((o) => o.id).sort()).toEqual(['c1', 'deck1', 't1', 't2', 't3']);
  });

  it('refuses an edit the document rules refuse, applying none of it', () => {
    const bad: Edit = {
      label: 'Add',
      changes: [
        {
          kind: 'object',
          id: 'x',
          before: null,
          after: { id: 'x', componentId: 'missing', placement: { type: 'surface', surfaceId: 'table', x: 0, y: 0 } },
        },
      ],
    };
    const result = applyEdit(doc, bad);
    expect(result.ok).toBe(false);
  });

  it('replays unsaved changes on a newer draft and drops those that no longer apply', () => {
    const newer = applyEdit(doc, {
      label: 'Someone else deletes t2',
      changes: [{ kind: 'object', id: 't2', before: doc.objects[3] as unknown as PartData, after: null }],
    });
    if (!newer.ok) throw new Error(newer.message);
    const t2 = doc.objects.find((o) => o.id === 't2')! as unknown as PartData;
    const moveT2 = {
      kind: 'object' as const,
      id: 't2',
      before: t2,
      after: { ...t2, placement: { type: 'surface', surfaceId: 'table', x: 1, y: 1, rotation: 0 } },
    };
    const rebased = rebaseChanges(newer.doc, [move.changes[0]!, moveT2]);
    expect(rebased.kept).toEqual([move.changes[0]]);
    expect(rebased.dropped).toBe(1);
    expect(rebased.doc.objects.find((o) => o.id === 't1')!.placement).toMatchObject({ x: 10, y: 20 });
  });
});

describe('history', () => {
  const a: Edit = { label: 'Move', changes: [{ kind: 'object', id: 't', before: token('t', 0, 0), after: token('t', 1, 0) }] };
  const b: Edit = { label: 'Rotate', changes: [{ kind: 'object', id: 't', before: token('t', 1, 0), after: token('t', 2, 0) }] };

  it('undoes the last edit by applying its inverse, and redoes it', () => {
    const history = recordEdit(recordEdit(emptyHistory, a), b);
    expect(historyLabels(history)).toEqual({ undo: 'Rotate', redo: null });
    const undone = undo(history)!;
    expect(undone.apply).toEqual(invertEdit(b));
    expect(historyLabels(undone.history)).toEqual({ undo: 'Move', redo: 'Rotate' });
    const redone = redo(undone.history)!;
    expect(redone.apply).toEqual(b);
    expect(redone.history).toEqual(history);
  });

  it('clears the redo stack on a new edit', () => {
    const undone = undo(recordEdit(recordEdit(emptyHistory, a), b))!.history;
    expect(recordEdit(undone, b).future).toEqual([]);
  });

  it('has nothing to undo or redo when empty, and ignores empty edits', () => {
    expect(undo(emptyHistory)).toBeNull();
    expect(redo(emptyHistory)).toBeNull();
    expect(recordEdit(emptyHistory, { label: 'Nothing', changes: [] })).toBe(emptyHistory);
  });

  it('merges edits with the same key into one undo step', () => {
    const typed1: Edit = {
      label: 'Type',
      mergeKey: 'k',
      changes: [{ kind: 'object', id: 't', before: token('t', 0, 0), after: token('t', 1, 0) }],
    };
    const typed2: Edit = {
      label: 'Type',
      mergeKey: 'k',
      changes: [{ kind: 'object', id: 't', before: token('t', 1, 0), after: token('t', 2, 0) }],
    };
    const history = recordEdit(recordEdit(emptyHistory, typed1), typed2);
    expect(history.past).toHaveLength(1);
    expect(history.past[0]!.changes).toEqual([{ kind: 'object', id: 't', before: token('t', 0, 0), after: token('t', 2, 0) }]);
    expect(recordEdit(history, a).past).toHaveLength(2);
  });

  it('keeps at most the limit', () => {
    let history = emptyHistory;
    for (let i = 0; i < 5; i++) history = recordEdit(history, a, 3);
    expect(history.past).toHaveLength(3);
  });
});

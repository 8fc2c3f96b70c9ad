import { beforeEach, describe, expect, it } from 'vitest';
import { emptyTranscript } from '@tablecraft/core/play';
import { RoomFairnessRecord } from './record-fairness.ts';
import { loadTranscript } from './kept-transcript.ts';
import { loadStoredTranscripts, saveTranscript } from './transcript-store.ts';
import { fairness, hex, op, useIndexedDb } from './fairness-test-messages.ts';

// What this browser kept of a room: every page load's IndexedDB copy, with the journals of what each page
// heard since its last write, whether the page is still open or went away before writing.

const gone = () => new Promise<boolean>(() => undefined);
const journalKeys = () =>
  Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)!).filter((key) =>
    key.startsWith('tablecraft:fairness-journal:'),
  );

beforeEach(() => useIndexedDb());

describe('what this browser kept of a room', () => {
  it('merges every page load’s IndexedDB copy with the journals of pages open or gone', async () => {
    await saveTranscript('merge1/tab-a/1', { ...emptyTranscript('merge1'), ops: [[1, hex(1001)]] });
    new RoomFairnessRecord('merge1', 'tab-b', { save: gone }).heard(op(2));
    new RoomFairnessRecord('merge1', 'tab-c', { save: gone }).heard(op(3));
    new RoomFairnessRecord('other', 'tab-c', { save: gone }).heard(op(4));
    expect((await loadTranscript('MERGE1'))?.ops).toEqual([
      [1, hex(1001)],
      [2, hex(1002)],
      [3, hex(1003)],
    ]);
  });

  it('is nothing for a room this browser never played', async () => {
    expect(await loadTranscript('never1')).toBeNull();
  });

  it('folds the journal of an earlier page of this tab into IndexedDB when the tab’s next page starts', async () => {
    const earlier = new RoomFairnessRecord('fold1', 'tab-a', { save: gone });
    earlier.heard(fairness(1));
    earlier.heard(op(1));
    // Another tab's page may still be playing: its journal is its own.
    new RoomFairnessRecord('fold1', 'tab-b', { save: gone }).heard(op(2));
    expect(journalKeys()).toHaveLength(2);

    const reloaded = new RoomFairnessRecord('fold1', 'tab-a');
    await reloaded.folded;
    expect(journalKeys()).toHaveLength(1);
    expect([...(await loadStoredTranscripts('fold1')).values()].flatMap((transcript) => transcript.ops)).toEqual([[1, hex(1001)]]);
    expect((await loadTranscript('fold1'))?.ops).toEqual([
      [1, hex(1001)],
      [2, hex(1002)],
    ]);
  });

  it('passes over a journal it cannot read', async () => {
    localStorage.setItem('tablecraft:fairness-journal:bad1/tab-a/1', '{not json');
    localStorage.setItem(
      'tablecraft:fairness-journal:bad1/tab-a/2',
      JSON.stringify({ roomCode: 'bad1', clientId: 'tab-a', entries: 'no' }),
    );
    new RoomFairnessRecord('bad1', 'tab-b', { save: gone }).heard(op(1));
    expect((await loadTranscript('bad1'))?.ops).toEqual([[1, hex(1001)]]);
  });
});

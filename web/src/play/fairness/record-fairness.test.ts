import { beforeEach, describe, expect, it } from 'vitest';
import { RoomFairnessRecord } from './record-fairness.ts';
import { loadTranscript } from './kept-transcript.ts';
import { saveTranscript } from './transcript-store.ts';
import { ack, entropyOf, fairness, held, hex, op, roll, useIndexedDb, type Step } from './fairness-test-messages.ts';
import type { ServerMessage } from '@tablecraft/core/play';

// A page's record of a room keeps each commitment durably in the task that hears it: a page reloaded or sent
// elsewhere a moment later (before its IndexedDB write commits, or before it even starts) loses nothing.

/** An IndexedDB write that never commits: the page went away first. */
const gone = () => new Promise<boolean>(() => undefined);

const journalKeys = () =>
  Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)!).filter((key) =>
    key.startsWith('tablecraft:fairness-journal:'),
  );
const journalText = () =>
  journalKeys()
    .map((key) => localStorage.getItem(key))
    .join('\n');

const play = (record: RoomFairnessRecord, steps: readonly Step[]) => {
  for (const [direction, message] of steps) {
    if (direction === 'heard') record.heard(message);
    else record.sent(message);
  }
};

beforeEach(() => useIndexedDb());

describe('a page’s record of a room', () => {
  it('keeps a commitment the moment it is heard, before any IndexedDB write', async () => {
    const record = new RoomFairnessRecord('KEEP1', 'tab-a', { save: gone });
    record.heard(fairness(1));
    record.heard(op(1));
    // The page goes away here, reloaded or sent elsewhere: what the next page reads still holds the op.
    const kept = await loadTranscript('keep1');
    expect(kept?.ops).toEqual([[1, hex(1001)]]);
    expect(kept?.initialState).toEqual([hex(1)]);
  });

  it('keeps an op it sent, with what was in force when it went out and its number once acknowledged', async () => {
    const record = new RoomFairnessRecord('keep2', 'tab-a', { save: gone });
    const steps: Step[] = [
      ['heard', fairness(1)],
      ['sent', roll(1)],
      ['heard', ack(1, 7)],
    ];
    play(record, steps);
    const kept = await loadTranscript('keep2');
    expect(kept?.sent).toEqual([expect.objectContaining({ clientId: 'tab-a', clientSeq: 1, entropy: entropyOf(1), seq: 7 })]);
    expect(kept).toEqual(held('keep2', 'tab-a', steps));
  });

  it('drops from its journal what an IndexedDB write covered, and keeps what came after', async () => {
    const record = new RoomFairnessRecord('keep3', 'tab-a');
    record.heard(fairness(1));
    record.heard(op(1));
    expect(journalKeys()).toHaveLength(1);
    await record.flush();
    expect(journalKeys()).toEqual([]);
    record.heard(op(2));
    expect(journalText()).toContain(hex(1002));
    expect(journalText()).not.toContain(hex(1001));
    expect((await loadTranscript('keep3'))?.ops).toEqual([
      [1, hex(1001)],
      [2, hex(1002)],
    ]);
  });

  it('still knows what was in force for an op sent after a write (the server seed), and its acknowledgement', async () => {
    let alive = true;
    const record = new RoomFairnessRecord('keep4', 'tab-a', {
      save: (key, transcript) => (alive ? saveTranscript(key, transcript) : gone()),
    });
    const before: Step[] = [
      ['heard', fairness(1)],
      ['sent', roll(1)],
    ];
    const after: Step[] = [
      ['heard', ack(1, 3)],
      ['sent', roll(2)],
    ];
    play(record, before);
    await record.flush();
    alive = false;
    play(record, after);
    expect((await loadTranscript('keep4'))?.sent).toEqual(held('keep4', 'tab-a', [...before, ...after]).sent);
  });

  it('journals what it read of a message, not the table the page shows', async () => {
    const record = new RoomFairnessRecord('keep5', 'tab-a', { save: gone });
    record.heard(op(1));
    const welcome = {
      kind: 'welcome',
      seq: 2,
      view: { pieces: { table: { label: 'A die the table shows' } } },
      log: { items: [{ seq: 1, text: 'A die the table shows' }], more: false },
      resumedFrom: 1,
      missed: [op(2)],
    } as unknown as ServerMessage;
    record.heard(welcome);
    expect(journalText()).toContain(hex(1002));
    expect(journalText()).not.toContain('A die the table shows');
    expect((await loadTranscript('keep5'))?.ops).toEqual([
      [1, hex(1001)],
      [2, hex(1002)],
    ]);
  });

  it('plays on when its journal cannot be written, writing IndexedDB at once instead', () => {
    const full = {
      length: 0,
      key: () => null,
      getItem: () => null,
      removeItem: () => undefined,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    const written: string[] = [];
    const save = (_key: string, transcript: { ops: Array<[number, string]> }) => {
      written.push(...transcript.ops.map(([, commitment]) => commitment));
      return Promise.resolve(true);
    };
    for (const storage of [full, null]) {
      written.length = 0;
      const record = new RoomFairnessRecord('keep6', 'tab-a', { storage, save });
      expect(() => record.heard(op(1))).not.toThrow();
      expect(written).toEqual([hex(1001)]);
    }
  });

  it('keeps everything in its journal where the browser has no IndexedDB', async () => {
    useIndexedDb(null);
    const record = new RoomFairnessRecord('keep7', 'tab-a');
    record.heard(op(1));
    await record.flush();
    expect(journalKeys()).toHaveLength(1);
    expect((await loadTranscript('keep7'))?.ops).toEqual([[1, hex(1001)]]);
  });
});

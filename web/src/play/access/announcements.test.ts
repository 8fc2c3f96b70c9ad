import { describe, expect, it } from 'vitest';
import type { LogLine } from '@tablecraft/core/play';
import { announcementsBetween, batchOf } from './announcements.ts';

const line = (seq: number, name: string, text: string, you = false): LogLine => ({
  seq,
  at: '2026-11-28T12:00:00Z',
  actor: { name, color: null, you },
  text,
});
const heard = (
  log: LogLine[],
  chat: Array<{ id: number; userId: string; name: string; text: string }> = [],
  refusal: string | null = null,
) => ({
  log,
  chat: chat.map((c) => ({ ...c, at: '2026-11-28T12:00:00Z' })),
  refusal,
});

describe('what the screen reader is told of the room', () => {
  it('tells nothing of what the welcome brought', () => {
    expect(announcementsBetween(null, heard([line(1, 'Bob', 'drew 1 card from Deck')]), 'u1')).toEqual([]);
  });

  it('tells others’ new moves, chat and a refusal, and not one’s own', () => {
    const before = heard([line(1, 'Bob', 'shuffled Deck')]);
    const after = heard(
      [line(1, 'Bob', 'shuffled Deck'), line(2, 'Bob', 'rolled Die: 4'), line(3, 'Alice', 'drew 1 card from Deck', true)],
      [
        { id: 7, userId: 'u2', name: 'Bob', text: 'Your turn' },
        { id: 8, userId: 'u1', name: 'Alice', text: 'Thanks' },
      ],
      'Messages can be at most 500 characters.',
    );
    expect(announcementsBetween(before, after, 'u1')).toEqual([
      'Bob rolled Die: 4',
      'Bob says: Your turn',
      'Not sent: Messages can be at most 500 characters.',
    ]);
  });

  it('does not tell older lines loaded when scrolling back', () => {
    const before = heard([line(10, 'Bob', 'shuffled Deck')]);
    expect(announcementsBetween(before, heard([line(9, 'Bob', 'cut Deck'), ...before.log]), 'u1')).toEqual([]);
  });

  it('reads a burst as its latest few, counting the rest', () => {
    expect(batchOf(['a', 'b'])).toBe('a. b');
    expect(batchOf(['a', 'b', 'c', 'd', 'e'])).toBe('2 earlier lines, then: c. d. e');
  });
});

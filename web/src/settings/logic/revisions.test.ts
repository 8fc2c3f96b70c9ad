import { describe, expect, it } from 'vitest';
import type { RevisionRow } from '../documents.ts';
import { confirmsGameName } from './delete-confirm.ts';
import { deleteRefusal, nextRevisionName, revisionTime, roomsText } from './revisions.ts';
import { spectatorNote } from './permissions.ts';

const revision = (name: string, roomCount = 0): RevisionRow => ({
  id: name,
  name,
  published: name !== 'draft',
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-02T00:00:00Z',
  publishedAt: name === 'draft' ? null : '2025-01-03T00:00:00Z',
  author: null,
  roomCount,
});

describe('revisions', () => {
  it('names the next publish after the highest version', () => {
    expect(nextRevisionName([revision('draft')])).toBe('v1');
    expect(nextRevisionName([revision('draft'), revision('v2'), revision('v10'), revision('v3')])).toBe('v11');
  });

  it('refuses to delete the draft and revisions rooms play, saying why', () => {
    expect(deleteRefusal(revision('draft'))).toMatch(/draft cannot be deleted/);
    expect(deleteRefusal(revision('v1', 1))).toBe('v1 is played in 1 room, so it cannot be deleted.');
    expect(deleteRefusal(revision('v2', 3))).toBe('v2 is played in 3 rooms, so it cannot be deleted.');
    expect(deleteRefusal(revision('v3'))).toBeNull();
  });

  it('words rooms and times', () => {
    expect([roomsText(0), roomsText(1), roomsText(2)]).toEqual(['No rooms', '1 room', '2 rooms']);
    expect(revisionTime(revision('draft'))).toBe('2025-01-02T00:00:00Z');
    expect(revisionTime(revision('v1'))).toBe('2025-01-03T00:00:00Z');
  });
});

describe('deleting a game', () => {
  it('is confirmed by the game name in any case, spaces around ignored', () => {
    expect(confirmsGameName(' Chess ', 'chess')).toBe(true);
    expect(confirmsGameName('chess!', 'chess')).toBe(false);
    expect(confirmsGameName('', 'chess')).toBe(false);
  });
});

describe('spectators', () => {
  it('explains the box for the chosen play permission', () => {
    expect(spectatorNote('PLAYERS', false)).toMatch(/Only people who may play/);
    expect(spectatorNote('PLAYERS', true)).toMatch(/watch the table/);
    expect(spectatorNote('ANYONE', true)).toMatch(/Anyone may already play/);
  });
});

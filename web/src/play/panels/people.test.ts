import { describe, expect, it } from 'vitest';
import type { SeatState } from '@tablecraft/core/play';
import type { Presence } from '../store/presence-store.ts';
import { peopleInRoom, type Person } from './people.ts';

const seats: SeatState[] = [
  { id: 'north', name: 'North', color: '#f00', userId: 'alice', reservedFor: null },
  { id: 'south', name: 'South', color: '#00f', userId: null, reservedFor: null },
];
const presence = (connectionId: string, userId: string | null, name: string | null): Presence => ({
  connectionId,
  userId,
  name,
  image: '',
  online: true,
});
const people = new Map<string, Person>([['alice', { id: 'alice', name: 'Alice', image: '', userName: 'alice' }]]);

describe('the people in a room', () => {
  it('lists seated players in seat order, then everyone watching once each: spectators by account, visitors by connection', () => {
    const list = peopleInRoom({
      seats,
      presence: {
        c1: presence('c1', 'carol', 'Carol'),
        c2: presence('c2', 'carol', 'Carol'),
        c3: presence('c3', null, 'Visitor'),
        c4: presence('c4', 'bob', 'Bob'),
      },
      people,
      me: 'bob',
      hostId: 'alice',
    });
    expect(list.map((p) => [p.name, p.seat?.name ?? null, p.host, p.me, p.userId])).toEqual([
      ['Alice', 'North', true, false, 'alice'],
      ['Bob', null, false, true, 'bob'],
      ['Carol', null, false, false, 'carol'],
      ['Visitor', null, false, false, null],
    ]);
    // Alice holds her seat while away: she is listed, offline.
    expect(list[0]!.online).toBe(false);
  });

  it('names someone known only from a cursor by what the room heard of them later, or as a player', () => {
    const list = peopleInRoom({ seats: [], presence: { c1: presence('c1', 'dan', null) }, people: new Map(), me: null, hostId: null });
    expect(list).toEqual([expect.objectContaining({ key: 'dan', name: 'A player', online: true })]);
  });
});

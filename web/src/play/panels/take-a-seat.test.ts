import { describe, expect, it } from 'vitest';
import { seatWay } from './take-a-seat.ts';

describe('the way to a seat for someone who tries to play', () => {
  it('offers a visitor a guest seat where guests may sit, and logging in elsewhere', () => {
    expect(seatWay({ known: false, role: null, seated: false, guestsMaySit: true })).toBe('sit-as-guest');
    expect(seatWay({ known: false, role: 'spectator', seated: false, guestsMaySit: false })).toBe('log-in');
  });

  it('sends someone signed in who may only watch to the host, and a player to a free seat', () => {
    expect(seatWay({ known: true, role: 'spectator', seated: false, guestsMaySit: true })).toBe('ask-host');
    expect(seatWay({ known: true, role: 'player', seated: false, guestsMaySit: false })).toBe('pick-seat');
  });

  it('has nothing to tell a seated player', () => {
    expect(seatWay({ known: true, role: 'player', seated: true, guestsMaySit: false })).toBeNull();
  });
});

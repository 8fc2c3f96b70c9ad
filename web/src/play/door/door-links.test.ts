import { describe, expect, it } from 'vitest';
import { inviteIn, logInThenBack, roomPathToSit, roomPathWithInvite, seatToTake, signUpThenBack } from './door-links.ts';

describe('door links', () => {
  it('come back to the room, with its invite, after logging in or signing up', () => {
    const back = roomPathWithInvite('/@ann/cards/play/abc', 'tok-1');
    expect(back).toBe('/@ann/cards/play/abc?invite=tok-1');
    expect(logInThenBack(back)).toBe(`/log-in?next=${encodeURIComponent(back)}`);
    expect(signUpThenBack('/@ann/cards/play/abc')).toBe('/sign-up?next=%2F%40ann%2Fcards%2Fplay%2Fabc');
    expect(roomPathWithInvite('/r', null)).toBe('/r');
  });

  it('read the seat to take and the invite from an address, and ignore an overlong invite', () => {
    expect(seatToTake(new URL(`http://x${roomPathToSit('/r', 'seat 1')}`).search)).toBe('seat 1');
    expect(seatToTake('?other=1')).toBeNull();
    expect(inviteIn('?invite=abc')).toBe('abc');
    expect(inviteIn(`?invite=${'a'.repeat(101)}`)).toBeNull();
  });
});

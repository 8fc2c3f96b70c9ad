import { describe, expect, it } from 'vitest';
import { playerCountText } from './player-count.ts';

describe('playerCountText', () => {
  it('words player counts', () => {
    expect(playerCountText(2, 4)).toBe('2–4 players');
    expect(playerCountText(1, 1)).toBe('1 player');
    expect(playerCountText(3, null)).toBe('3 players or more');
    expect(playerCountText(null, 6)).toBe('up to 6 players');
    expect(playerCountText(null, null)).toBeNull();
  });
});

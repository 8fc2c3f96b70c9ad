import { expect, it } from 'vitest';
import { GAME_NAME_PATTERN, slugify } from './slug.ts';

it('turns titles into URL slugs', () => {
  expect(slugify('Chess')).toBe('chess');
  expect(slugify('  Ticket to Ride: Europe!  ')).toBe('ticket-to-ride-europe');
  expect(slugify('Café Crème')).toBe('cafe-creme');
  expect(slugify('***')).toBe('');
  expect(slugify('a'.repeat(30) + ' ' + 'b'.repeat(30))).toBe('a'.repeat(30) + '-' + 'b'.repeat(9));
});

it('produces names the game name pattern accepts', () => {
  for (const title of ['Chess', 'Ticket to Ride: Europe!', 'x--y', '9 Men Morris']) expect(slugify(title)).toMatch(GAME_NAME_PATTERN);
});

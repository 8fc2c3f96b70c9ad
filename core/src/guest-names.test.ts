import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkGuestName, GUEST_NAME_MAX, suggestGuestName } from './guest-names.ts';

describe('guest names', () => {
  it('keeps a plain name, tidied', () => {
    expect(checkGuestName('  Ada   Lovelace ')).toEqual({ ok: true, name: 'Ada Lovelace' });
    expect(checkGuestName('Zoë')).toEqual({ ok: true, name: 'Zoë' });
  });

  it.each([
    ['', 'Enter a name'],
    ['   ', 'Enter a name'],
    ['x'.repeat(GUEST_NAME_MAX + 1), 'at most'],
    ['Bob\u0000', 'control'],
    ['Eve\u202Etsoh', 'control'],
    ['Al\u200Bice', 'control'],
    ['Alice (host)', 'brackets'],
    ['[Admin] Bob', 'brackets'],
    ['@alice', 'brackets'],
    ['The Host', 'role'],
    ['moderator', 'role'],
  ])('refuses %j with a reason that says what to change', (raw, said) => {
    const check = checkGuestName(raw);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.reason).toContain(said);
  });

  it('only ever keeps names that pass its own check again', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (raw) => {
        const check = checkGuestName(raw);
        if (check.ok) expect(checkGuestName(check.name)).toEqual(check);
      }),
      { seed: 34, numRuns: 500 },
    );
  });

  it('suggests names that pass the check', () => {
    for (let i = 0; i < 50; i++) expect(checkGuestName(suggestGuestName()).ok).toBe(true);
  });
});

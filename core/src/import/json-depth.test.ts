import { describe, expect, it } from 'vitest';
import { JSON_MAX_DEPTH, jsonNestsDeeperThan } from './json-depth.ts';

describe('JSON nesting depth', () => {
  it('counts arrays and objects, not brackets inside strings or after escapes', () => {
    expect(jsonNestsDeeperThan('{"a":[1,{"b":[]}]}', 3)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":[1,{"b":[]}]}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":"[[[[[[[[[[\\"[[[["}', 1)).toBe(false);
  });

  it('refuses the deep files that overflow the stack, and allows what games need', () => {
    expect(jsonNestsDeeperThan('['.repeat(5_000) + ']'.repeat(5_000), JSON_MAX_DEPTH)).toBe(true);
    expect(jsonNestsDeeperThan('['.repeat(1_000) + ']'.repeat(1_000), JSON_MAX_DEPTH)).toBe(true);
    expect(jsonNestsDeeperThan('['.repeat(JSON_MAX_DEPTH) + ']'.repeat(JSON_MAX_DEPTH), JSON_MAX_DEPTH)).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JSON_INPUT_BOUNDS, eachJsonString, jsonBreach, jsonTextLength, measureJson } from './json-bounds.ts';

const zeros = (n: number) => Array.from({ length: n }, () => 0);

describe('JSON bounds', () => {
  it('allows what inputs need: 64 deep, 10,000 entries', () => {
    const deepest = JSON.parse('['.repeat(64) + ']'.repeat(64)) as unknown;
    expect(measureJson(deepest)).toEqual({ depth: 64, breach: null });
    expect(jsonBreach({ list: zeros(10_000), map: Object.fromEntries(zeros(10_000).map((_, i) => [`k${i}`, i])) })).toBeNull();
    expect(measureJson('text')).toEqual({ depth: 0, breach: null });
    expect(measureJson(null)).toEqual({ depth: 0, breach: null });
  });

  it('names the first container past a bound, in document order, with its path', () => {
    expect(jsonBreach(JSON.parse('['.repeat(65) + ']'.repeat(65)))).toEqual({
      path: zeros(64),
      message: 'is nested more than 64 levels deep',
    });
    expect(jsonBreach({ a: [1, { ok: true }], b: { c: zeros(10_001) }, d: zeros(20_000) })).toEqual({
      path: ['b', 'c'],
      message: 'holds more than 10000 entries',
    });
    const wide = Object.fromEntries(zeros(10_001).map((_, i) => [`k${i}`, i]));
    expect(jsonBreach([{}, { wide }])).toEqual({ path: [1, 'wide'], message: 'holds more than 10000 entries' });
  });

  it('counts from where a value is used: two containers around it leave it 62 levels', () => {
    const value = JSON.parse('['.repeat(63) + ']'.repeat(63)) as unknown;
    expect(jsonBreach(value, JSON_INPUT_BOUNDS, 1)).toBeNull();
    expect(jsonBreach(value, JSON_INPUT_BOUNDS, 2)).toEqual({ path: zeros(62), message: 'is nested more than 64 levels deep' });
  });

  it('reads a million levels within the two megabytes a request may bring, with no stack overflow and the right answer', () => {
    const text = `${'['.repeat(1_000_000)}"x"${']'.repeat(1_000_000)}`;
    expect(text.length).toBeLessThanOrEqual(2 * 1024 * 1024);
    const value = JSON.parse(text) as unknown;
    let answer: unknown;
    expect(() => {
      answer = jsonBreach(value);
    }).not.toThrow();
    expect(answer).toEqual({ path: zeros(64), message: 'is nested more than 64 levels deep' });
    // The measure too, asked to go all the way down.
    expect(measureJson(value, { maxDepth: Infinity, maxEntries: Infinity })).toEqual({ depth: 1_000_000, breach: null });
    // And the string walker: the one string, at the bottom, reached without recursion.
    const found: Array<[string, number]> = [];
    expect(() => eachJsonString(value, (found_, path) => found.push([found_, path().length]))).not.toThrow();
    expect(found).toEqual([['x', 1_000_000]]);
  });

  it('visits strings and keys in document order, each with its path', () => {
    const seen: Array<[string, Array<string | number>]> = [];
    eachJsonString({ a: ['x', { b: 'y' }], c: 'z', n: 1 }, (text, path) => seen.push([text, path()]));
    expect(seen).toEqual([
      ['a', ['a']],
      ['x', ['a', 0]],
      ['b', ['a', 1, 'b']],
      ['y', ['a', 1, 'b']],
      ['c', ['c']],
      ['z', ['c']],
      ['n', ['n']],
    ]);
  });

  it('counts the length JSON.stringify gives, without building it', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(jsonTextLength(value)).toBe(JSON.stringify(value).length);
      }),
    );
    expect(jsonTextLength({ 'k"\u0001': ['\ud800', -0, 1e21, 0.1, true, false, null, {}] })).toBe(
      JSON.stringify({ 'k"\u0001': ['\ud800', -0, 1e21, 0.1, true, false, null, {}] }).length,
    );
  });

  it('answers null for what is not JSON, and stops past the cap', () => {
    for (const value of [undefined, Number.NaN, Infinity, () => 1, new Date(0), [1, undefined], { a: undefined }, 1n])
      expect(jsonTextLength(value)).toBeNull();
    expect(jsonTextLength('x'.repeat(100), 10)).toBeGreaterThan(10);
    expect(jsonTextLength(zeros(1_000_000), 10)).toBeGreaterThan(10);
    // A million deep, where JSON.stringify overflows the stack: no overflow, and the count.
    const deep = JSON.parse(`${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`) as unknown;
    expect(jsonTextLength(deep)).toBe(2_000_000);
    expect(jsonTextLength(deep, 2_000)).toBeGreaterThan(2_000);
  });
});

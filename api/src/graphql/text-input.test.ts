import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { bodyRefusal, inputProblems } from './text-input.ts';

// The check every operation's input goes through before anything else reads it: bounded first, walked
// without recursion, each variable once.

const DEPTH = 'is nested more than 64 levels deep';
const WIDTH = 'holds more than 10000 entries';
const NUL = 'contains a character that cannot be stored (such as NUL)';
const SEARCH = parse('query ($s: String) { publicGames(search: $s) { total } }');
const ADD = parse('mutation ($i: JSON!) { addPart(revisionId: "r", expectedVersion: 1, kind: guide, input: $i) { id } }');
const zeros = (n: number) => Array.from({ length: n }, () => 0);

describe('input problems', () => {
  it('answers a variable nested a million deep (two megabytes) with the field past the bound, without overflowing the stack', () => {
    const variables = JSON.parse(`{"s":${'['.repeat(1_000_000)}"a\\u0000"${']'.repeat(1_000_000)}}`) as Record<string, unknown>;
    let answer: unknown;
    expect(() => {
      answer = inputProblems(SEARCH, variables);
    }).not.toThrow();
    expect(answer).toEqual({ [['search', ...zeros(64)].join('.')]: DEPTH });
  });

  it('answers the same for objects 400,000 deep (two megabytes) in JSON input, keys in the path', () => {
    const variables = JSON.parse(`{"i":{"name":"x","meta":${'{"k":'.repeat(400_000)}1${'}'.repeat(400_000)}}}`) as Record<string, unknown>;
    let answer: unknown;
    expect(() => {
      answer = inputProblems(ADD, variables);
    }).not.toThrow();
    expect(answer).toEqual({ [['meta', ...Array.from({ length: 63 }, () => 'k')].join('.')]: DEPTH });
  });

  it('refuses a list or an object wider than any input', () => {
    expect(inputProblems(SEARCH, { s: zeros(10_001) })).toEqual({ search: WIDTH });
    const wide = Object.fromEntries(zeros(10_001).map((_, i) => [`k${i}`, i]));
    expect(inputProblems(ADD, { i: { name: 'x', parts: [{}, wide] } })).toEqual({ 'parts.1': WIDTH });
  });

  it('counts depth from the argument through values written in the query', () => {
    const inline = parse(
      `mutation ($m: JSON) { addPart(revisionId: "r", expectedVersion: 1, kind: guide, input: { meta: [[$m]] }) { id } }`,
    );
    const nested = (depth: number): unknown => JSON.parse('['.repeat(depth) + ']'.repeat(depth));
    // input {…} is 1, meta's two lists 2 and 3: $m may nest 61 more.
    expect(inputProblems(inline, { m: nested(61) })).toEqual({});
    expect(inputProblems(inline, { m: nested(62) })).toEqual({ [['meta', 0, 0, ...zeros(61)].join('.')]: DEPTH });
    const literal = parse(`{ publicGames(search: ${'['.repeat(70)}"x"${']'.repeat(70)}) { total } }`);
    expect(inputProblems(literal, undefined)).toEqual({ [['search', ...zeros(64)].join('.')]: DEPTH });
  });

  it('bounds variables no argument uses', () => {
    expect(inputProblems(SEARCH, { s: 'ok', extra: zeros(10_001) })).toEqual({ extra: WIDTH });
  });

  it('still finds unstorable text, keys included, in variables, defaults and the query', () => {
    expect(inputProblems(ADD, { i: { name: 'x', meta: [{ ['k\u0000']: 'fine' }, 'a\ud800'] } })).toEqual({
      'meta.0.k\u0000': NUL,
      'meta.1': NUL,
    });
    const withDefault = parse('query ($s: String = "a\\u0000") { publicGames(search: $s) { total } }');
    expect(inputProblems(withDefault, {})).toEqual({ search: NUL });
    expect(inputProblems(parse('{ user(userName: "a\\u0000") { id } }'), undefined)).toEqual({ userName: NUL });
    expect(inputProblems(SEARCH, { s: 'dice 🎲\ttab' })).toEqual({});
  });

  it('reads a variable once however many arguments use it, and lists at most 50 fields', () => {
    const aliases = Array.from({ length: 300 }, (_, i) => `a${i}: publicGames(search: $s) { total }`).join(' ');
    const many = parse(`query ($s: String) { ${aliases} }`);
    expect(inputProblems(many, { s: 'a\u0000' })).toEqual({ search: NUL });
    const strings = Array.from({ length: 1_000 }, () => 'a\u0000');
    expect(Object.keys(inputProblems(ADD, { i: { name: 'x', meta: strings } }))).toHaveLength(50);
  });

  it("bounds the body's other members from the body, and how many variables it names", () => {
    const body = JSON.parse(`{"query":"{ viewer { id } }","extensions":${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}}`) as unknown;
    let answer: unknown;
    expect(() => {
      answer = bodyRefusal(body);
    }).not.toThrow();
    const field = ['extensions', ...zeros(63)].join('.');
    expect(answer).toEqual({ message: DEPTH, extensions: { code: 'BAD_USER_INPUT', fieldErrors: { [field]: DEPTH } } });
    const names = Object.fromEntries(zeros(10_001).map((_, i) => [`v${i}`, 1]));
    expect(bodyRefusal({ query: '{ viewer { id } }', variables: names })).toMatchObject({
      extensions: { fieldErrors: { variables: WIDTH } },
    });
    // Variables themselves are measured from their arguments, once the document is parsed.
    expect(bodyRefusal({ query: '{ viewer { id } }', variables: { deep: JSON.parse('['.repeat(100) + ']'.repeat(100)) } })).toBeNull();
    expect(bodyRefusal('not an object')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { exportedHandlers, syntaxDiagnostics, syntaxProblem } from './script-check.ts';

describe('the syntax check of a script', () => {
  it('accepts an ES2023 module', () => {
    const source = [
      'const seen = new Set();',
      'export function onOp(op, actor) {',
      '  seen.add(actor ?? "nobody");',
      '  return [1, 2, 3].findLast((n) => n > 1);',
      '}',
      'class Tally { #count = 0; static { this.zero = 0; } }',
    ].join('\n');
    expect(syntaxProblem(source)).toBeNull();
    expect(syntaxDiagnostics(source)).toEqual([]);
  });

  it('names the error and where it is, as the lint diagnostic the editor shows', () => {
    const source = 'export function onSetup(state) {\n  game.deal("deck", 2\n}\n';
    const problem = syntaxProblem(source)!;
    expect(problem.message).toBe('Unexpected token');
    expect({ line: problem.line, column: problem.column }).toEqual({ line: 3, column: 1 });
    expect(source[problem.offset]).toBe('}');
    expect(syntaxDiagnostics(source)).toEqual([
      { from: problem.offset, to: problem.offset + 1, severity: 'error', message: 'Unexpected token (line 3, column 1)' },
    ]);
  });

  it('parses as a module: import and export are allowed, with is not', () => {
    expect(syntaxProblem('export const x = 1;')).toBeNull();
    expect(syntaxProblem('with (game) { log(1); }')?.message).toMatch(/strict mode/);
  });

  it('marks an error at the very end of the source within the source', () => {
    const source = 'export function onSetup(state) {';
    expect(syntaxDiagnostics(source)[0]).toMatchObject({ from: source.length, to: source.length });
  });
});

describe('the handlers a script answers', () => {
  it('finds exported function declarations, in the order of the API', () => {
    expect(exportedHandlers('export function onButton(p, b, a) {}\nexport function onSetup(state) {}')).toEqual(['onSetup', 'onButton']);
  });

  it('finds functions and arrows exported as constants, and renamed exports', () => {
    const source = [
      'export const onTimer = function (name) {};',
      'export let beforeOp = (op) => undefined;',
      'function answer() {}',
      'export { answer as onOp };',
    ].join('\n');
    expect(exportedHandlers(source)).toEqual(['beforeOp', 'onOp', 'onTimer']);
  });

  it('ignores other exports, values that are not functions and names the room never calls', () => {
    const source = [
      'export function setup(room) {}',
      'export const onSetup = 3;',
      'export default function onOp() {}',
      'function onButton() {}',
      "export { onTimer } from './elsewhere.js';",
    ].join('\n');
    expect(exportedHandlers(source)).toEqual([]);
  });

  it('is unknown (null) while the source does not parse', () => {
    expect(exportedHandlers('export function onSetup(')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCsv, formatCsvField, parseCsv } from './index.ts';
import { runs } from '../../../testing/property-runs.ts';

describe('reading CSV', () => {
  it('splits records and fields', () => {
    expect(parseCsv('name,power\r\nDragon,9\r\nKnight,5\r\n')).toEqual({
      ok: true,
      rows: [
        ['name', 'power'],
        ['Dragon', '9'],
        ['Knight', '5'],
      ],
    });
    expect(parseCsv('a,b\nc,d')).toEqual({
      ok: true,
      rows: [
        ['a', 'b'],
        ['c', 'd'],
      ],
    });
    expect(parseCsv('a,b\rc,d\r')).toEqual({
      ok: true,
      rows: [
        ['a', 'b'],
        ['c', 'd'],
      ],
    });
    expect(parseCsv('')).toEqual({ ok: true, rows: [] });
    expect(parseCsv('a,,\n')).toEqual({ ok: true, rows: [['a', '', '']] });
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('"Knight, ""the Brave""","two\r\nlines",""\r\n')).toEqual({
      ok: true,
      rows: [['Knight, "the Brave"', 'two\r\nlines', '']],
    });
  });

  it('skips a leading byte-order mark', () => {
    expect(parseCsv('\uFEFFname\nx')).toEqual({ ok: true, rows: [['name'], ['x']] });
  });

  it('keeps a quote inside an unquoted field as it is', () => {
    expect(parseCsv('5" ruler,x')).toEqual({ ok: true, rows: [['5" ruler', 'x']] });
  });

  it('says which row is broken', () => {
    expect(parseCsv('name\nok\n"never closed\n')).toEqual({ ok: false, row: 3, message: 'a quoted value is not closed' });
    expect(parseCsv('name\n"a"b,c')).toEqual({ ok: false, row: 2, message: 'a quoted value is followed by text before the next comma' });
  });
});

describe('writing CSV', () => {
  it('quotes only what needs it and ends lines with CRLF', () => {
    expect(
      formatCsv([
        ['name', 'text'],
        ['Knight', 'says "hi", twice'],
        ['Two', 'a\nb'],
        ['Pad', ' x '],
      ]),
    ).toBe('name,text\r\nKnight,"says ""hi"", twice"\r\nTwo,"a\nb"\r\nPad," x "\r\n');
    expect(formatCsvField('plain')).toBe('plain');
    expect(formatCsv([])).toBe('');
  });

  it('reads back exactly what it wrote, whatever the text', () => {
    // Mostly the characters CSV treats specially, so quoting is exercised on nearly every run.
    const tricky = fc.string({ unit: fc.constantFrom('"', ',', '\r', '\n', ' ', '\t', 'a', 'é', '😀', '\uFEFF') });
    const row = fc.array(fc.oneof(tricky, fc.string({ unit: 'binary' })), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 8 }), (rows) => {
        expect(parseCsv(formatCsv(rows))).toEqual({ ok: true, rows });
      }),
      { numRuns: runs(300) },
    );
    // Three hundred tables of up to 48 cells take a few seconds on a busy machine.
  }, 20_000);
});

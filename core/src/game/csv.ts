// RFC 4180 CSV, small enough to own: comma-separated, fields quoted with `"` when they hold a comma,
// quote or line break, quotes doubled inside quoted fields. Reading also accepts LF or CR line ends and
// a leading byte-order mark, as spreadsheets write them.

/** The records of a CSV text, or the row (1-based, counting records) where it stops making sense. */
export type CsvParseResult = { ok: true; rows: string[][] } | { ok: false; row: number; message: string };

/** Splits CSV text into records of fields; a final line break does not start another record. */
export function parseCsv(text: string): CsvParseResult {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  if (source.length === 0) return { ok: true, rows };
  while (i < source.length) {
    const char = source[i]!;
    if (char === '"' && field.length === 0) {
      // A quoted field: runs to the next lone quote; doubled quotes are one quote.
      const start = rows.length + 1;
      i++;
      for (;;) {
        if (i >= source.length) return { ok: false, row: start, message: 'a quoted value is not closed' };
        const inner = source[i]!;
        if (inner === '"') {
          if (source[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        field += inner;
        i++;
      }
      const after = source[i];
      if (after !== undefined && after !== ',' && after !== '\n' && after !== '\r')
        return { ok: false, row: rows.length + 1, message: 'a quoted value is followed by text before the next comma' };
      if (after === undefined) break;
      continue;
    }
    if (char === ',') {
      endField();
      i++;
    } else if (char === '\r' || char === '\n') {
      endRow();
      i += char === '\r' && source[i + 1] === '\n' ? 2 : 1;
      if (i >= source.length) return { ok: true, rows };
    } else {
      field += char;
      i++;
    }
  }
  endRow();
  return { ok: true, rows };
}

/** One field as CSV: quoted when it holds a comma, quote, line break or edge spaces (which some readers trim). */
export function formatCsvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Records as CSV text with CRLF line ends (RFC 4180), ending with a line break. */
export function formatCsv(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  // A record of one empty field is written as "" so it is not read back as a blank line.
  return (
    rows.map((row) => (row.length === 1 && row[0] === '' ? '""' : row.map(formatCsvField).join(','))).join('\r\n') +
    (rows.length > 0 ? '\r\n' : '')
  );
}

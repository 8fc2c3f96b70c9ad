/** Largest CSV file read in the browser; a 2,000-variant deck is far smaller. */
export const CSV_MAX_BYTES = 5_000_000;

/** A CSV file's text, read in the browser. */
export interface CsvFile {
  fileName: string;
  text: string;
}

/** Whether a file is a CSV by its name or type (spreadsheets save "text/csv"; some systems say nothing). */
export function isCsvFile(file: Pick<File, 'name' | 'type'>): boolean {
  return /\.(csv|txt)$/i.test(file.name) || file.type === 'text/csv';
}

/** The text of a chosen or dropped CSV file, or why it is not read. */
export async function readCsvFile(file: File): Promise<CsvFile | { problem: string }> {
  if (file.size > CSV_MAX_BYTES) return { problem: `The file is too large to be a variants table (over ${CSV_MAX_BYTES / 1_000_000} MB).` };
  return { fileName: file.name, text: await file.text() };
}

/**
 * What the conversion left out or changed, for the person importing. The same thing happening to many
 * widgets is one line with a count, so a room of 5,000 cards does not give 5,000 lines.
 */
export class ImportReport {
  private readonly counts = new Map<string, { count: number; line: (count: number) => string; examples: string[] }>();

  /** Counts one more occurrence of `key`; the line is written from the total at the end. */
  count(key: string, line: (count: number) => string, example?: string): void {
    const entry = this.counts.get(key) ?? { count: 0, line, examples: [] };
    entry.count += 1;
    if (example !== undefined && entry.examples.length < 3 && !entry.examples.includes(example)) entry.examples.push(example);
    this.counts.set(key, entry);
  }

  /** A line said once. */
  say(line: string): void {
    this.count(`say:${line}`, () => line);
  }

  lines(): string[] {
    return [...this.counts.values()].map(({ count, line, examples }) =>
      examples.length > 0 ? `${line(count)} (for example ${examples.map((e) => `"${e}"`).join(', ')})` : line(count),
    );
  }
}

/** "1 card" / "3 cards". */
export const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

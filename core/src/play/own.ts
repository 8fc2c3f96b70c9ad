/**
 * A record's own entry for a key from the network, or undefined. Plain `record[key]` would answer
 * `__proto__`, `constructor` or `toString` with what every object inherits, and `key in record` would
 * say they exist; an op naming them must be refused as naming nothing.
 */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

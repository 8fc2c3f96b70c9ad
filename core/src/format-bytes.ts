/**
 * A size for people, in decimal units as the spec counts its 8 MB: 100000000 → "100 MB", 1500000 →
 * "1.5 MB", 340000 → "340 kB", 512 → "512 bytes". One rule for the API's messages, the plan table and the
 * editor's asset pages.
 */
export function formatBytes(bytes: number): string {
  const units: Array<[number, string]> = [
    [1e12, 'TB'],
    [1e9, 'GB'],
    [1e6, 'MB'],
    [1e3, 'kB'],
  ];
  for (const [size, unit] of units) if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  return `${bytes} bytes`;
}

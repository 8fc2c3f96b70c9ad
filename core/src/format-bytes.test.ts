import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';

describe('sizes for people', () => {
  it('uses decimal units with at most one decimal, as the spec counts its limits', () => {
    expect(formatBytes(8_000_000)).toBe('8 MB');
    expect(formatBytes(5_000_000_000)).toBe('5 GB');
    expect(formatBytes(1_500_000)).toBe('1.5 MB');
    expect(formatBytes(340_000)).toBe('340 kB');
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(0)).toBe('0 bytes');
  });
});

import { describe, expect, it } from 'vitest';
import { isSlowConnection, retryIntervalMs } from './connection.ts';

describe('retryIntervalMs', () => {
  it('tries a failed load again after 5 s, or 10 s on a slow connection', () => {
    expect(retryIntervalMs(false)).toBe(5000);
    expect(retryIntervalMs(true)).toBe(10000);
  });
});

describe('isSlowConnection', () => {
  it('treats 2G-class connections and data saver as slow', () => {
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '4g', saveData: true })).toBe(true);
  });

  it('treats faster or unknown connections as normal', () => {
    expect(isSlowConnection({ effectiveType: '3g' })).toBe(false);
    expect(isSlowConnection({ effectiveType: '4g' })).toBe(false);
    expect(isSlowConnection({})).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isSlowConnection, swrOptions } from './swr-options.ts';

describe('swrOptions', () => {
  it('uses the spec defaults on a normal connection', () => {
    expect(swrOptions(false)).toEqual({
      errorRetryInterval: 5000,
      focusThrottleInterval: 5000,
      dedupingInterval: 2000,
      loadingTimeout: 3000,
    });
  });

  it('waits longer before retrying and before calling a load slow on a slow connection', () => {
    expect(swrOptions(true)).toEqual({
      errorRetryInterval: 10000,
      focusThrottleInterval: 5000,
      dedupingInterval: 2000,
      loadingTimeout: 5000,
    });
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

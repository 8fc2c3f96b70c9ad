import { describe, expect, it } from 'vitest';
import { emptyGameDocument } from '@tablecraft/core/game';
import { readDocument } from '../src/games/document-cache.ts';

describe('readDocument', () => {
  const saved = JSON.stringify(emptyGameDocument());
  const stored = () => JSON.parse(saved) as unknown;

  it('parses a revision once per version and shares the result', () => {
    const first = readDocument({ id: 'rev-a', version: 1, document: stored() });
    expect(readDocument({ id: 'rev-a', version: 1, document: stored() })).toBe(first);
    const next = readDocument({ id: 'rev-a', version: 2, document: stored() });
    expect(next).not.toBe(first);
    expect(next).toEqual(first);
  });

  it('hands out a frozen document, so no reader can change what the others see', () => {
    const document = readDocument({ id: 'rev-b', version: 1, document: stored() });
    expect(Object.isFrozen(document)).toBe(true);
    expect(Object.isFrozen(document.surfaces[0])).toBe(true);
    expect(() => document.surfaces.push(document.surfaces[0]!)).toThrow(TypeError);
  });

  it('refuses a broken document with the same error as an uncached read', () => {
    expect(() => readDocument({ id: 'rev-c', version: 1, document: { formatVersion: 99 } })).toThrow(/newer than this version/);
  });
});

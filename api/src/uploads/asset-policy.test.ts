import { expect, it } from 'vitest';
import { canReadAsset } from './policy.ts';

const owner = { id: 'owner' };
const other = { id: 'other' };

it('shows an asset to its owner, and to anyone when its game is public or unlisted', () => {
  const privateAsset = { ownerId: 'owner', gameVisibility: 'private' as const, pipeline: 'image' as const };
  expect(canReadAsset(owner, privateAsset)).toBe(true);
  expect(canReadAsset(other, privateAsset)).toBe(false);
  expect(canReadAsset(null, privateAsset)).toBe(false);
  expect(canReadAsset(null, { ...privateAsset, gameVisibility: 'public' })).toBe(true);
  expect(canReadAsset(other, { ...privateAsset, gameVisibility: null })).toBe(false);
});

it('shows avatars to everyone: they appear next to their owner everywhere', () => {
  expect(canReadAsset(null, { ownerId: 'owner', gameVisibility: null, pipeline: 'avatar' })).toBe(true);
});

import { cacheSizes, type CacheSizes } from '@apollo/client/utilities';

/**
 * The client cache limits of spec section 9: result entries memoized per selection set and per array,
 * and watch broadcasts. Apollo reads these when an InMemoryCache is constructed.
 */
export const CACHE_SIZES = {
  'inMemoryCache.executeSelectionSet': 50_000,
  'inMemoryCache.executeSubSelectedArray': 10_000,
  'inMemoryCache.maybeBroadcastWatch': 5_000,
} as const satisfies Partial<CacheSizes>;

/** Applies CACHE_SIZES; call before creating an InMemoryCache. */
export function applyCacheSizes(): void {
  Object.assign(cacheSizes, CACHE_SIZES);
}

import { useEffect, useRef } from 'react';
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { config } from '../../data/config.ts';
import type { AssetStatus as Status, AssetUpdatedSubscription } from '../../graphql/generated/graphql.ts';
import { ASSET_UPDATED_SUBSCRIPTION } from '../../uploads/asset-documents.ts';

// Pending uploads turn ready (or failed) without a reload: the API pushes `assetUpdated` over
// graphql-ws on /graphql when the worker finishes, fanned out through Redis to whichever API replica
// holds the socket. One socket is shared by every watched asset and opened only while something is watched.

/** The graphql-ws URL of an API origin: http(s)://host → ws(s)://host/graphql. */
export function graphqlWsUrl(apiUrl: string): string {
  return `${apiUrl.replace(/^http/, 'ws').replace(/\/+$/, '')}/graphql`;
}

let shared: Client | null = null;

function socket(): Client {
  // lazy: connects on the first subscription and closes a moment after the last one ends.
  shared ??= createClient({ url: graphqlWsUrl(config.apiUrl), lazy: true, lazyCloseTimeout: 3000, retryAttempts: 5 });
  return shared;
}

const SUBSCRIPTION_TEXT = print(ASSET_UPDATED_SUBSCRIPTION);

/** Follows one upload; `onStatus` hears each status the API pushes. Returns the unsubscribe. */
export function watchAsset(id: string, onStatus: (status: Status) => void, client: Pick<Client, 'subscribe'> = socket()): () => void {
  return client.subscribe<AssetUpdatedSubscription>(
    // graphql-ws sends the document as text.
    { query: SUBSCRIPTION_TEXT, variables: { id } },
    {
      next: (result) => {
        const status = result.data?.assetUpdated.status;
        if (status) onStatus(status);
      },
      // A lost socket is retried by graphql-ws; a refusal (deleted, not readable) leaves the status as it is.
      error: () => undefined,
      complete: () => undefined,
    },
  );
}

/**
 * While any of `pendingIds` is pending, listens for its updates and calls `onChange` with the id and
 * status when one is no longer pending (the page then reads the asset again).
 */
export function usePendingAssetUpdates(pendingIds: readonly string[], onChange: (id: string, status: Status) => void): void {
  const callback = useRef(onChange);
  callback.current = onChange;
  const key = [...pendingIds].sort().join(',');
  useEffect(() => {
    if (key === '') return undefined;
    const stops = key.split(',').map((id) => watchAsset(id, (status) => status !== 'pending' && callback.current(id, status)));
    return () => stops.forEach((stop) => stop());
  }, [key]);
}

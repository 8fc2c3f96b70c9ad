import { describe, expect, it, vi } from 'vitest';
import { graphqlWsUrl, watchAsset } from './asset-updates.ts';

describe('graphqlWsUrl', () => {
  it('turns the API origin into its graphql-ws address', () => {
    expect(graphqlWsUrl('http://localhost:4000')).toBe('ws://localhost:4000/graphql');
    expect(graphqlWsUrl('https://api.example.com/')).toBe('wss://api.example.com/graphql');
  });
});

describe('watchAsset', () => {
  it('subscribes to assetUpdated for the id and reports each status', () => {
    const stop = vi.fn();
    let sink: { next: (value: unknown) => void } | undefined;
    const client = {
      subscribe: vi.fn((payload: { variables: { id: string } }, given: typeof sink) => {
        sink = given;
        return stop;
      }),
    };
    const seen: string[] = [];
    const unsubscribe = watchAsset('a1', (status) => seen.push(status), client as never);
    expect(client.subscribe.mock.calls[0]![0].variables).toEqual({ id: 'a1' });
    sink!.next({ data: { assetUpdated: { id: 'a1', status: 'pending' } } });
    sink!.next({ data: { assetUpdated: { id: 'a1', status: 'ready' } } });
    sink!.next({ errors: [{ message: 'x' }] });
    expect(seen).toEqual(['pending', 'ready']);
    unsubscribe();
    expect(stop).toHaveBeenCalled();
  });
});

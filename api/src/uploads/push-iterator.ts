/**
 * An async iterator fed by pushes, for GraphQL subscriptions. Unlike an async generator, `return()`
 * finishes at once even while nothing has been pushed, so a client that unsubscribes is cleaned up
 * immediately instead of when the next event happens to arrive.
 */
export interface PushIterator<T> extends AsyncIterableIterator<T> {
  push(value: T): void;
  /** Completes after the values already pushed have been read. */
  end(): void;
  /** Runs once when the iterator finishes, whether ended, returned by the consumer or thrown into. */
  onReturn(cleanup: () => Promise<void> | void): void;
}

export function pushIterator<T>(): PushIterator<T> {
  const buffered: Array<{ value: T } | 'end'> = [];
  const waiting: Array<(result: IteratorResult<T, undefined>) => void> = [];
  let done = false;
  let cleanup: (() => Promise<void> | void) | undefined;
  const finish = async (): Promise<IteratorResult<T, undefined>> => {
    if (!done) {
      done = true;
      buffered.length = 0;
      for (const resolve of waiting.splice(0)) resolve({ value: undefined, done: true });
      await cleanup?.();
    }
    return { value: undefined, done: true };
  };
  // A finish the iterator starts itself (its values ran out, or the cleanup came after the consumer left) has
  // nobody waiting for it. A cleanup reports its own failures; one that still rejects is dropped here, since
  // there is no caller to tell and an unhandled rejection would end the process.
  const finishAlone = (finishing: unknown) => void Promise.resolve(finishing).catch(() => undefined);
  const iterator: PushIterator<T> = {
    push(value) {
      if (done) return;
      const resolve = waiting.shift();
      if (resolve) resolve({ value, done: false });
      else buffered.push({ value });
    },
    end() {
      if (buffered.length === 0) finishAlone(finish());
      else buffered.push('end');
    },
    onReturn(fn) {
      cleanup = fn;
      if (done) finishAlone(fn());
    },
    next() {
      const item = buffered.shift();
      if (item === 'end') return finish();
      if (item) return Promise.resolve({ value: item.value, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => waiting.push(resolve));
    },
    return: finish,
    throw: async (error: unknown) => {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

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
  const iterator: PushIterator<T> = {
    push(value) {
      if (done) return;
      const resolve = waiting.shift();
      if (resolve) resolve({ value, done: false });
      else buffered.push({ value });
    },
    end() {
      if (buffered.length === 0) void finish();
      else buffered.push('end');
    },
    onReturn(fn) {
      cleanup = fn;
      if (done) void fn();
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

import { fork } from 'node:child_process';
import type { IsolatedProduct } from './isolated-product.ts';

/**
 * The isolated product in a process of its own, as its services run in the cluster: a benchmark that
 * drives browsers from this process then measures the product, not the product sharing its event loop
 * with the browser driver (which handles every network event of the pages it drives).
 */
export async function startIsolatedProductProcess(options: { name: string; webDist?: string }): Promise<IsolatedProduct> {
  const child = fork(new URL('./isolated-product-main.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ISOLATED_NAME: options.name, ...(options.webDist ? { ISOLATED_WEB_DIST: options.webDist } : {}) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = await new Promise<Omit<IsolatedProduct, 'stop' | 'close'>>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Omit<IsolatedProduct, 'stop' | 'close'>));
    child.once('exit', (code) => reject(new Error(`the product process exited (${code}) before it started`)));
  });
  const stop = async () => {
    if (child.exitCode === null) child.send('stop');
    await exited;
  };
  return { ...started, close: stop, stop };
}

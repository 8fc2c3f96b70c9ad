// The child side of startIsolatedProductProcess: runs the isolated product and reports where it listens.
import { startIsolatedProduct } from './isolated-product.ts';

const webDist = process.env.ISOLATED_WEB_DIST;
const product = await startIsolatedProduct({ name: process.env.ISOLATED_NAME ?? 'product', webDist: webDist ? () => webDist : undefined });
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await product.stop();
  process.exit(0);
};
// Nobody waits for the stop here: the parent hears this process exit. A stop that fails says why and exits 1.
const stopOrSay = () =>
  void stop().catch((error: unknown) => {
    console.error('the isolated product did not stop cleanly', error);
    process.exit(1);
  });
process.on('message', (message) => {
  if (message === 'stop') stopOrSay();
});
// The parent went away without asking: clean up all the same.
process.on('disconnect', stopOrSay);
process.send!({ webUrl: product.webUrl, apiUrl: product.apiUrl, socketUrl: product.socketUrl, dataDir: product.dataDir });

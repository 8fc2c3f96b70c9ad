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
process.on('message', (message) => {
  if (message === 'stop') void stop();
});
// The parent went away without asking: clean up all the same.
process.on('disconnect', () => void stop());
process.send!({ webUrl: product.webUrl, apiUrl: product.apiUrl, socketUrl: product.socketUrl, dataDir: product.dataDir });

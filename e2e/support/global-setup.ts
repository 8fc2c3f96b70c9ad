import type { TestProject } from 'vitest/node';
import { startIsolatedProduct } from '../../testing/isolated-product.ts';

/** Runs the whole product once for the browser tests (see testing/isolated-product.ts). */
export default async function setup(project: TestProject) {
  const product = await startIsolatedProduct({ name: 'e2e', logLevel: process.env.E2E_LOG_LEVEL });
  project.provide('webUrl', product.webUrl);
  project.provide('apiUrl', product.apiUrl);
  project.provide('dataDir', product.dataDir);
  return () => product.stop();
}

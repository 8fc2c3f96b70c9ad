// The keys feature's public face: what other folders of the API may use (docs/ARCHITECTURE.md).
export { type KeyStatus } from './codes.ts';
export { previewKey, redeemKey } from './service.ts';
export { type ActivationKeyRecord } from './store.ts';

export { startWorker, type RunningWorker } from './worker.ts';
export { workerConfigSchema, type WorkerConfig } from './config.ts';
export type { WorkerServices } from './services.ts';

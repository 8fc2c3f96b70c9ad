export {
  DEFAULT_RETRY,
  type EnqueueOptions,
  type JobHandler,
  type JobMap,
  type JobRun,
  type ProcessOptions,
  type Queue,
  type RetryPolicy,
} from './types.ts';
export { createMemoryQueue } from './memory.ts';
export { MAX_TURN, createMemoryTurnBook, createRedisTurnBook, type TurnBook } from './turns.ts';
export { createBullMQQueue, type BullMQQueueOptions } from './bullmq.ts';
export {
  ASSET_PIPELINE,
  assetChannel,
  assetKeys,
  type AssetFrame,
  type AssetPipelineJob,
  type AssetRendition,
  type TablecraftJobs,
} from './jobs.ts';
export { createQueue, type QueueConfig } from './factory.ts';

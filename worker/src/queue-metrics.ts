import { Queue as BullQueue } from 'bullmq';
import { Redis } from 'ioredis';
import { metrics, sampledGauge, secondsSince, type JobMap, type Queue } from '@tablecraft/platform';

/**
 * Wraps a queue so every job a processor runs is timed into `tablecraft_job_duration_seconds{job,outcome}`
 * and every failed run counted in `tablecraft_job_failures_total{job}`. Enqueueing is untouched.
 */
export function instrumentQueue<Jobs extends JobMap>(queue: Queue<Jobs>, onProcess: (name: string) => void = () => undefined): Queue<Jobs> {
  const durations = metrics.jobSeconds();
  const failures = metrics.jobFailures();
  return {
    kind: queue.kind,
    enqueue: (name, data, options) => queue.enqueue(name, data, options),
    process: (name, handler, options) => {
      onProcess(name);
      return queue.process(
        name,
        async (data, run) => {
          const start = process.hrtime.bigint();
          try {
            await handler(data, run);
            durations.observe({ job: name, outcome: 'completed' }, secondsSince(start));
          } catch (error) {
            durations.observe({ job: name, outcome: 'failed' }, secondsSince(start));
            failures.inc({ job: name });
            throw error;
          }
        },
        options,
      );
    },
    turnState: (name) => queue.turnState(name),
    close: (options) => queue.close(options),
  };
}

/**
 * `tablecraft_queue_jobs{queue,state}`: how many jobs wait, run, wait for a retry or have failed, read
 * from BullMQ at each scrape (only with Redis: the in-process queue dies with its process anyway).
 */
export function sampleQueueDepth(options: { redisUrl: string; prefix: string }): {
  watch: (name: string) => void;
  close: () => Promise<void>;
} {
  const queues = new Map<string, BullQueue>();
  // One connection for every count; while Redis is down a scrape fails fast instead of queueing commands.
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
  connection.on('error', () => undefined);
  const stop = sampledGauge('tablecraft_queue_jobs', 'Background jobs by queue and state', ['queue', 'state'], async () => {
    const samples: Array<{ labels: { queue: string; state: string }; value: number }> = [];
    for (const [name, queue] of queues) {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'prioritized');
      for (const [state, value] of Object.entries(counts)) samples.push({ labels: { queue: name, state }, value });
    }
    return samples;
  });
  return {
    watch: (name) => {
      if (!queues.has(name)) queues.set(name, new BullQueue(name, { connection, prefix: options.prefix }));
    },
    close: async () => {
      stop();
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      connection.disconnect();
    },
  };
}

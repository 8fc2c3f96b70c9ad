import { createBlobStore, createQueue } from '@tablecraft/platform';
import type { ApiConfig } from './common/index.ts';
import type { ApiClients, ApiServices } from './common/index.ts';
import { createMailer } from './mail/index.ts';
import { createRateLimits } from './common/index.ts';

export type { ApiClients, ApiServices };

/** Builds the API's services from its config and the process's clients. */
export function createApiServices(config: ApiConfig, clients: ApiClients): ApiServices {
  return {
    config,
    ...clients,
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, logger: clients.logger }),
    rateLimits: createRateLimits(clients.redis, config.QUEUE_PREFIX, {
      graphqlByIp: { points: config.GRAPHQL_POINTS_PER_MINUTE, duration: 60 },
      graphqlByUser: { points: config.GRAPHQL_POINTS_PER_MINUTE, duration: 60 },
      publishByUser: { points: config.PUBLISHES_PER_HOUR, duration: 60 * 60 },
    }),
    blobs: clients.blobs ?? createBlobStore(config),
    queue: clients.queue ?? createQueue(config),
  };
}

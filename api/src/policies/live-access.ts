import { ACCESS_CHANNEL, type AccessChange } from '@tablecraft/core/policies';
import type { Logger, PubSub } from '@tablecraft/platform';

/**
 * Tells every socket instance that access may have narrowed, so connections already open are re-checked
 * (closed, or made spectators) within a second. Call after the change has committed: the instances read
 * the database as it is when the message arrives. The change itself stands even if this fails (Redis
 * away); connections are then re-checked when their instance's subscription comes back.
 */
export async function announceAccessChange(services: { pubsub: PubSub; logger: Logger }, ...changes: AccessChange[]): Promise<void> {
  for (const change of changes) {
    await services.pubsub
      .publish(ACCESS_CHANNEL, JSON.stringify(change))
      .catch((error: unknown) => services.logger.error({ err: error, change }, 'could not announce an access change'));
  }
}

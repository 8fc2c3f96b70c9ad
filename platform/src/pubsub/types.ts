/** Handler for a message published on a channel. */
export type MessageHandler = (message: string, channel: string) => void;

/**
 * Fan-out between service instances. The Redis adapter spans processes; the memory adapter serves the
 * embedded one-process default. Both deliver messages on a channel in publish order.
 */
export interface PubSub {
  /**
   * Resolves to how many subscribers the message reached (Redis counts one per subscribed connection, so
   * one per instance subscribed to the channel, the publisher's own included).
   */
  publish(channel: string, message: string): Promise<number>;
  /**
   * How many subscribers each channel has now, counted as `publish` counts them (Redis: one per subscribed
   * connection, this one's included), in the order asked: one round trip for any number of channels.
   */
  listeners(channels: string[]): Promise<number[]>;
  /** Subscribes and resolves once the subscription is active; the returned function unsubscribes. */
  subscribe(channel: string, handler: MessageHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** Called after a lost subscription connection is back (messages published meanwhile were missed). */
  onReconnect(handler: () => void): void;
}

/** Handler for a message published on a channel. */
export type MessageHandler = (message: string, channel: string) => void;

/**
 * Fan-out between service instances. The Redis adapter spans processes; the memory adapter serves the
 * embedded one-process default. Both deliver messages on a channel in publish order.
 */
export interface PubSub {
  publish(channel: string, message: string): Promise<void>;
  /** Subscribes and resolves once the subscription is active; the returned function unsubscribes. */
  subscribe(channel: string, handler: MessageHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** Called after a lost subscription connection is back (messages published meanwhile were missed). */
  onReconnect(handler: () => void): void;
}

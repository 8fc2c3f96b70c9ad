import type { ServerMessage } from '@tablecraft/core/play';

/** A connected person in a room on this instance. */
export interface RoomClient {
  connectionId: string;
  /**
   * One browser tab in the room, the same across its reconnects (hello's clientId; the connection id for
   * a protocol 1 client). Its ops are numbered by clientSeq, so a resent op is recognised.
   */
  clientId: string;
  userId: string | null;
  /** Who is connected, spectators too (null for a visitor): how the room's people list names them. */
  accountId?: string | null;
  /** For a guest, the address it came from (as the limits count it): a removal of the guest holds it too. */
  guestAddress?: string;
  name: string;
  image: string;
  /** Sends a message; `encoded` is its JSON when the caller encoded it once for several clients. */
  send(message: ServerMessage, encoded?: string): void;
  /**
   * Sends a relayed transient event (drag, cursor, presence): its JSON, encoded once as UTF-8 for everyone,
   * as one text frame. It may be dropped for a client that is far behind: the next event supersedes it.
   */
  sendTransient(payload: Buffer): void;
}

/** Who a client is to the others in the room: their account, spectators too, or null for a visitor. */
export const personOf = (client: RoomClient) => client.accountId ?? client.userId;

/** A client's arrival or departure, as everyone in the room hears of it. */
export function presenceOf(client: RoomClient, online: boolean) {
  return {
    kind: 'presence' as const,
    userId: personOf(client),
    connectionId: client.connectionId,
    name: client.name,
    image: client.image,
    online,
  };
}

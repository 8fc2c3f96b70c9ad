import { displayNameOf } from '@tablecraft/core';
import type { LogFact } from '@tablecraft/core/play';
import type { Queryable } from '@tablecraft/platform';
import type { ApiServices, UserRecord } from '../common/index.ts';
import { keepRoomEvent, type KeptRoomEvent } from './room-events-store.ts';

// What is done to a room as a whole goes in its log like a move, naming who did it, so nobody at the table
// wonders why the host changed or the room closed (docs/ARCHITECTURE.md, "Who may hand over, end, close
// and reopen a room"). A line is kept in the transaction that makes the change (room-log.ts), and once
// that has committed every socket instance with the room loaded passes it to everyone there, on the room's
// control channel; whoever joins later reads it in the log's pages. Its fact names people, never a seat,
// so every seat and spectator reads the same line.

/** What each change says after the name of whoever made it. */
export const roomEventText = {
  handedOver: (to: Pick<UserRecord, 'name' | 'guest'>) => `made ${displayNameOf(to)} the host`,
  ended: 'ended the game: its shuffles and rolls can be checked now',
  closed: 'closed the room for now',
  reopened: 'reopened the room',
  /** The host's account was deleted, and the room passed to a player who was in it. */
  leftTo: (to: Pick<UserRecord, 'name' | 'guest'>) => `left Tablecraft: ${displayNameOf(to)} is the host now`,
  /** The host's account was deleted, with nobody in the room to take it: closed, and the game's owner holds it. */
  leftClosedTo: (owner: Pick<UserRecord, 'name' | 'guest'>) =>
    `left Tablecraft: the room is closed for now, and ${displayNameOf(owner)}, the game's owner, holds it`,
};

/** A kept line and the room it is for, to pass on once its change has committed. */
export interface RoomLine {
  code: string;
  line: KeptRoomEvent;
}

/** The fact of a change `actor` made, as the room log keeps it (the same shape as an op's). */
export function roomEventFact(actor: Pick<UserRecord, 'id' | 'name' | 'guest'>, text: string): LogFact {
  return { actor: { userId: actor.id, seatId: null, name: displayNameOf(actor), color: null }, parts: [text] };
}

/** Keeps the line of a change `actor` makes to the room; inside the transaction that makes it. */
export function keepRoomEventBy(
  db: Queryable,
  roomId: string,
  actor: Pick<UserRecord, 'id' | 'name' | 'guest'>,
  text: string,
): Promise<KeptRoomEvent> {
  return keepRoomEvent(db, roomId, roomEventFact(actor, text));
}

/**
 * Passes kept lines to everyone in the room now, after their change committed; `event` on the room's
 * control channel (socket/src/rooms/room-control.ts). The line stays kept if this fails (Redis away):
 * those in the room then read it when they next join.
 */
export async function tellRoom(services: Pick<ApiServices, 'pubsub' | 'logger'>, code: string, ...lines: KeptRoomEvent[]): Promise<void> {
  for (const line of lines) {
    await services.pubsub
      .publish(`room-control:${code}`, JSON.stringify({ type: 'event', afterSeq: line.afterSeq, n: line.n, fact: line.fact, at: line.at }))
      .catch((error: unknown) => services.logger.error({ err: error, room: code }, 'could not pass a room log line to the room'));
  }
}

/** Passes lines kept for several rooms (an account's deletion hands over each room it hosted). */
export async function tellRooms(services: Pick<ApiServices, 'pubsub' | 'logger'>, lines: RoomLine[]): Promise<void> {
  for (const { code, line } of lines) await tellRoom(services, code, line);
}

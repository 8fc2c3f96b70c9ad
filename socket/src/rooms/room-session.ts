import type { WebSocket } from 'ws';
import type { ChatMessage, LogLine } from '@tablecraft/core/play';
import type { Sequencer } from './sequencer.ts';
import type { RoomBan, RoomRecord } from './room-records.ts';
import type { History } from './room-log.ts';
import type { SubmitResult } from './resend-answers.ts';
import type { RoomClient } from './room-client.ts';
import { RoomLifecycle, type RoomHostDeps } from './room-lifecycle.ts';
import { RoomRequests, type JoinedRoom } from './room-requests.ts';

export { HEAD_CHECK_MS, PRESENCE_MARK_MS, SNAPSHOT_EVERY, type RoomHostDeps } from './room-lifecycle.ts';
export { TABLE_BUSY, type JoinedRoom } from './room-requests.ts';
export type { History, SubmitResult };

/**
 * Rooms served by this instance: loads a room on its first client, commits ops to the room's log in
 * Postgres before anyone hears of them, applies committed ops in order, sends each client what its seat
 * may see, relays transient events, snapshots, and unloads empty rooms. The rooms' lifecycle is
 * RoomLifecycle's (room-lifecycle.ts); what clients ask of them, RoomRequests' (room-requests.ts).
 */
export class RoomHost {
  readonly instance: string;
  readonly sequencer: Sequencer;
  private readonly rooms: RoomLifecycle;
  private readonly requests: RoomRequests;

  constructor(deps: RoomHostDeps) {
    this.rooms = new RoomLifecycle(deps);
    this.requests = new RoomRequests(this.rooms, deps);
    this.instance = this.rooms.instance;
    this.sequencer = this.rooms.sequencer;
  }

  /** Adds a client to a room, loading it if needed: its starting point (RoomRequests.join). */
  join(record: RoomRecord, client: RoomClient, lastSeq?: number): Promise<JoinedRoom> {
    return this.requests.join(record, client, lastSeq);
  }

  /** An older page of the log or of the chat, for a client scrolling back. */
  history(
    code: string,
    client: RoomClient,
    of: 'log' | 'chat',
    before: number,
  ): Promise<({ of: 'log' } & History<LogLine>) | ({ of: 'chat' } & History<ChatMessage>)> {
    return this.requests.history(code, client, of, before);
  }

  /** Keeps a chat message and delivers it to everyone in the room, on every instance. */
  chat(code: string, client: RoomClient, text: string): Promise<SubmitResult> {
    return this.requests.chat(code, client, text);
  }

  /** Tells the room someone arrived, after their welcome is sent. */
  announce(code: string, client: RoomClient): Promise<void> {
    return this.requests.announce(code, client);
  }

  /** Removes a client; the last one out snapshots and unloads the room. */
  leave(code: string, client: RoomClient): Promise<void> {
    return this.requests.leave(code, client);
  }

  /** Checks an op against this replica and commits it to the room's log (RoomRequests.submit). */
  submit(code: string, client: RoomClient, clientSeq: number, rawOp: unknown): Promise<SubmitResult> {
    return this.requests.submit(code, client, clientSeq, rawOp);
  }

  /** A page's entropy for a room whose start shuffle waits for one (RoomRequests.setUp). */
  setUp(code: string, client: RoomClient, entropy: string): Promise<void> {
    return this.requests.setUp(code, client, entropy);
  }

  /** Relays a drag or cursor to the room's other clients on every instance; a promise only when it leaves this one. */
  relay(code: string, client: RoomClient, event: Record<string, unknown>): Promise<void> | undefined {
    return this.requests.relay(code, client, event);
  }

  /** Every loaded room catches up from the log, after pub/sub or Redis comes back. */
  resync(): Promise<void> {
    return this.rooms.resync();
  }

  /** The room's host as the database says now (after a handover), told to everyone here. */
  setHost(code: string, hostId: string): void {
    this.rooms.setHost(code, hostId);
  }

  /** Frees every seat held by, or kept for, someone the host removed. */
  enforceBans(code: string, bans: RoomBan[]): Promise<void> {
    return this.rooms.enforceBans(code, bans);
  }

  /** How many rooms this instance holds in memory (health, tests). */
  loadedRoomCount(): number {
    return this.rooms.loadedRoomCount();
  }

  /** Snapshots and unloads every room (shutdown). */
  closeAll(): Promise<void> {
    return this.rooms.closeAll();
  }
}

export type { WebSocket };

import { renderLogLine, type ChatMessage, type LogFact, type ScriptLogEntry } from '@tablecraft/core/play';
import type { Logger, PubSub } from '@tablecraft/platform';
import { presenceOf, type RoomClient } from './room-client.ts';
import type { RoomRecord } from './room-records.ts';
import { lineSeqOf } from './room-talk.ts';
import { mayReadScriptLog } from './script-log.ts';
import { heardAnotherInstance, type RelayedRoom } from './transient-relay.ts';

/** A room's channel for what concerns it as a whole, heard by every instance that has it loaded (the API's too). */
const controlChannel = (code: string) => `room-control:${code}`;

/** A room as its control channel sees it: who is here and its record (who may read the script log). */
export interface ControlledRoom extends RelayedRoom {
  record: RoomRecord;
}

// What travels on the channel. The API publishes `closed`, and `event` (a line of the room log it kept for
// something done to the room as a whole: its host handed over, its game ended, the room closed; see
// api/src/rooms/room-events.ts); the instances publish the rest themselves (a chat message as saved, a
// script log entry as written), so the shapes are this module's own.
type Control =
  | { type: 'instance'; instance: string }
  | { type: 'chat'; message: ChatMessage }
  | { type: 'scriptLog'; entry: ScriptLogEntry }
  | { type: 'event'; afterSeq: number; n: number; fact: LogFact; at: string }
  | { type: 'closed' }
  | { type: 'rollcall'; to: string }
  | { type: 'roster'; to: string; people: object[] };

/** A log fact as the API publishes it: an actor with a name, and parts of text. */
function isLogFact(value: unknown): value is LogFact {
  if (typeof value !== 'object' || value === null) return false;
  const { actor, parts } = value as { actor?: { name?: unknown }; parts?: unknown };
  return typeof actor?.name === 'string' && Array.isArray(parts) && parts.every((part) => typeof part === 'string');
}

/**
 * Messages about a room as a whole, between the instances that have it: another instance now has it (so
 * drags go through Redis again), chat messages, room log lines of what was done to the room and script
 * log entries for everyone here, the room closed, and the roll call that names whoever is already here
 * to a newcomer.
 */
export class RoomControl {
  constructor(private readonly deps: { pubsub: PubSub; logger: Logger; instance: string }) {}

  private publish(code: string, control: Control): Promise<number> {
    return this.deps.pubsub.publish(controlChannel(code), JSON.stringify(control));
  }

  /** Subscribes an instance's room to its channel, then tells the instances that hold it alone that this one has it too. */
  async subscribe(code: string, room: ControlledRoom): Promise<() => Promise<void>> {
    const unsubscribe = await this.deps.pubsub.subscribe(controlChannel(code), (message) => this.receive(code, room, message));
    try {
      await this.publish(code, { type: 'instance', instance: this.deps.instance });
    } catch (error) {
      await unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  /** Delivers a kept chat message to everyone in the room, on every instance (this one too, through the channel). */
  async chat(code: string, message: ChatMessage): Promise<void> {
    await this.publish(code, { type: 'chat', message }).catch((error: unknown) =>
      this.deps.logger.warn({ err: error, room: code }, 'could not deliver a chat message'),
    );
  }

  /** Delivers script log lines no op carries to the game's members in the room, on every instance (this one too). */
  async scriptLog(code: string, entry: ScriptLogEntry): Promise<void> {
    await this.publish(code, { type: 'scriptLog', entry }).catch((error: unknown) =>
      this.deps.logger.warn({ err: error, room: code }, 'could not deliver script log lines'),
    );
  }

  /**
   * Asks every instance to name whoever is in the room to a newcomer alone (as `here`, which needs no
   * answer): from cursors alone it would learn only connection ids, and spectators would stay nameless.
   */
  async rollcall(code: string, to: string): Promise<void> {
    await this.publish(code, { type: 'rollcall', to }).catch((error: unknown) =>
      this.deps.logger.warn({ err: error, room: code }, 'could not ask who is in the room'),
    );
  }

  private receive(code: string, room: ControlledRoom, message: string): void {
    let control: Control;
    try {
      control = JSON.parse(message) as Control;
    } catch {
      return;
    }
    const clients = room.clients;
    switch (control.type) {
      case 'instance':
        if (control.instance !== this.deps.instance) heardAnotherInstance(room);
        return;
      case 'chat':
        for (const client of clients.values()) client.send({ kind: 'chat', message: control.message });
        return;
      case 'scriptLog':
        for (const client of clients.values())
          if (mayReadScriptLog(client.userId, room.record)) client.send({ kind: 'scriptLog', entries: [control.entry] });
        return;
      case 'event': {
        // The same line for every seat: such a fact names people, never a seat. Sent as kept, with its
        // place in the log (a page that read it already in its welcome drops it by its seq).
        const { afterSeq, n, fact, at } = control;
        if (!Number.isSafeInteger(afterSeq) || !Number.isSafeInteger(n) || n < 1 || typeof at !== 'string' || !isLogFact(fact)) return;
        const line = renderLogLine(fact, null, lineSeqOf(afterSeq, n), at);
        for (const client of clients.values()) client.send({ kind: 'log', line });
        return;
      }
      case 'closed':
        for (const client of clients.values()) client.send({ kind: 'roomClosed', reason: 'The host closed this room.' });
        return;
      case 'rollcall': {
        if (typeof control.to !== 'string') return;
        const people = [...clients.values()]
          .filter((client: RoomClient) => client.connectionId !== control.to)
          .map((client) => ({ ...presenceOf(client, true), here: true }));
        // Best effort, nothing waits: a roster that does not arrive is asked for again at the next rollcall.
        if (people.length > 0) void this.publish(code, { type: 'roster', to: control.to, people }).catch(() => undefined);
        return;
      }
      case 'roster': {
        const newcomer = typeof control.to === 'string' ? clients.get(control.to) : undefined;
        if (newcomer && Array.isArray(control.people))
          for (const person of control.people) newcomer.sendTransient(Buffer.from(JSON.stringify(person)));
        return;
      }
    }
  }
}

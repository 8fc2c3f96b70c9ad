import { metrics, type PubSub } from '@tablecraft/platform';
import type { RoomClient } from './room-client.ts';

// How many local connections each relayed drag or cursor went to (an operator's view of fan-out).
const relayFanout = metrics.relayFanout();

/**
 * While no other instance listens on a room's transient channel, its drags and cursors stay off Redis. This
 * often the instance asks Redis, in one PUBSUB NUMSUB for all its rooms, which channels another instance
 * also listens on. A room stays "alone" for two of these periods after Redis last said so, so a missed
 * announcement of another instance costs at most that long of others' drags.
 */
export const TRANSIENT_PROBE_MS = 1_000;

/** A room as the relay sees it: who is here, and until when no other instance is known to listen. */
export interface RelayedRoom {
  clients: Map<string, RoomClient>;
  /** 0: another instance may listen. Set by the probe or a publish only this instance heard; cleared by another's word. */
  aloneUntil: number;
  /** How many times another instance was heard in the room: a probe answered before the last of them is stale. */
  othersHeard: number;
}

/** Another instance spoke in the room (an event, its announcement): drags and cursors go to Redis again. */
export function heardAnotherInstance(room: RelayedRoom): void {
  room.aloneUntil = 0;
  room.othersHeard += 1;
}

const transientChannel = (code: string) => `room:${code}:transient`;

/**
 * Transient events (drags, cursors, arrivals) go straight to this instance's clients in the room, and to
 * the other instances as "<instance>|<connectionId>|<json>" on the room's channel; each instance skips its
 * own messages, and passes the JSON on encoded once, with no parse or re-serialise per client on the
 * hottest path. Drags and cursors (`unlessAlone`) skip Redis while no other instance has the room: balanced
 * by room, that is every room, and Redis then carries committed ops and arrivals only.
 */
export class TransientRelay {
  // The rooms subscribed here, for the probe; and the probe's timer while there are any.
  private readonly rooms = new Map<string, RelayedRoom>();
  private probing: NodeJS.Timeout | null = null;
  private probeUnderWay = false;

  constructor(private readonly deps: { pubsub: PubSub; instance: string }) {}

  /**
   * Relays an event: at once to the clients here, then to the other instances unless none listens. Returns
   * the publish's promise, or nothing when it stays here (most drags): no promise per frame on the hot path.
   */
  publish(
    code: string,
    room: RelayedRoom | undefined,
    event: { connectionId: string } & Record<string, unknown>,
    options: { unlessAlone?: boolean } = {},
  ): Promise<void> | undefined {
    const json = JSON.stringify(event);
    if (room) relayTo(room.clients, event.connectionId, json);
    const now = Date.now();
    if (options.unlessAlone && room && now < room.aloneUntil) return undefined;
    // Also the fallback while the probe has no answer (Redis away): a publish says how many heard it.
    const othersHeard = room?.othersHeard;
    return this.deps.pubsub.publish(transientChannel(code), `${this.deps.instance}|${event.connectionId}|${json}`).then((receivers) => {
      // Only this instance heard it (or nobody: the room is unloading), and no other spoke meanwhile: stay off Redis for a while.
      if (room && receivers <= 1 && room.othersHeard === othersHeard) room.aloneUntil = Math.max(room.aloneUntil, now + TRANSIENT_PROBE_MS);
    });
  }

  /** Passes the other instances' events in a room to its clients here; resolves once subscribed. */
  async subscribe(code: string, room: RelayedRoom): Promise<() => Promise<void>> {
    const instance = this.deps.instance;
    const unsubscribe = await this.deps.pubsub.subscribe(transientChannel(code), (message) => {
      const first = message.indexOf('|');
      if (message.startsWith(instance) && first === instance.length) return; // relayed here already
      heardAnotherInstance(room); // another instance has someone in the room
      const second = message.indexOf('|', first + 1);
      relayTo(room.clients, message.slice(first + 1, second), message.slice(second + 1));
    });
    this.rooms.set(code, room);
    this.probing ??= setInterval(() => void this.probe(), TRANSIENT_PROBE_MS).unref();
    return async () => {
      if (this.rooms.get(code) === room) this.rooms.delete(code);
      if (this.rooms.size === 0 && this.probing) {
        clearInterval(this.probing);
        this.probing = null;
      }
      await unsubscribe();
    };
  }

  /**
   * One question to Redis for every room here: is this instance the only one on its channel? One command a
   * period for the whole instance, where a publish per room would cost a write and a wake-up of Redis each.
   */
  private async probe(): Promise<void> {
    if (this.probeUnderWay) return;
    this.probeUnderWay = true;
    const rooms = [...this.rooms.entries()].map(([code, room]) => ({ code, room, othersHeard: room.othersHeard }));
    const asked = Date.now();
    try {
      const listeners = await this.deps.pubsub.listeners(rooms.map(({ code }) => transientChannel(code)));
      rooms.forEach(({ room, othersHeard }, i) => {
        if (room.othersHeard !== othersHeard) return; // another instance spoke meanwhile: its word is newer
        if (listeners[i]! <= 1) room.aloneUntil = Math.max(room.aloneUntil, asked + 2 * TRANSIENT_PROBE_MS);
        else room.aloneUntil = 0;
      });
    } catch {
      // Redis away: each room's alone-ness lapses, and its next drag asks by publishing.
    } finally {
      this.probeUnderWay = false;
    }
  }
}

/**
 * Sends a serialised transient event to a room's clients here, except the one it came from: encoded once,
 * the same bytes sent to every receiver (ws adds only each frame's header).
 */
function relayTo(clients: Map<string, RoomClient>, sender: string, json: string): void {
  let payload: Buffer | undefined;
  let sent = 0;
  for (const client of clients.values()) {
    if (client.connectionId === sender) continue;
    client.sendTransient((payload ??= Buffer.from(json)));
    sent += 1;
  }
  relayFanout.observe(sent);
}

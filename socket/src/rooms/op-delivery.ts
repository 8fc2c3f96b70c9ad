import type { LogFact, LogLine, MissedMessage, RoomState } from '@tablecraft/core/play';
import type { RoomEngine } from './engine-port.ts';
import type { AppliedEntry, LoadedRoom } from './loaded-room.ts';
import type { RoomClient } from './room-client.ts';
import type { RoomRecord } from './room-records.ts';
import type { SequencedEntry } from './sequencer.ts';
import { hearsScriptFailures, mayReadScriptLog, scriptsFailed } from './script-log.ts';

/** A message with its JSON, encoded once for every client it goes to. */
interface Encoded<M> {
  message: M;
  json: string;
}
const encoded = <M>(message: M): Encoded<M> => ({ message, json: JSON.stringify(message) });

/** The client id in the log belongs to one user: another user naming the same id shares nothing with it. */
export const logClientId = (client: RoomClient) => `${client.userId ?? 'visitor'}:${client.clientId}`;

/** A room as delivery sees it: who is here, its replica, and its record (who may read the script log). */
export interface DeliveredRoom {
  clients: Map<string, RoomClient>;
  room: LoadedRoom;
  record: RoomRecord;
}

/**
 * What each client in a room is told of the ops the replica applies, each redacted for the seat it holds:
 * the op (or its skip), the sender's verdict, the log's line for that seat, and the scripts' answer to the
 * game's members only. Nothing here decides what happens to an op; it only says it, per seat.
 */
export class OpDelivery {
  constructor(private readonly engine: RoomEngine) {}

  private seatOf(state: RoomState, client: RoomClient): string | null {
    return client.userId ? this.engine.seatOf(state, client.userId) : null;
  }

  /**
   * An applied entry as a seat (or a spectator, null) is told of it, with its commitment (skipped ones
   * too): every page keeps them, to check the room's record against once it is revealed.
   */
  opMessage(entry: AppliedEntry, seatId: string | null): MissedMessage {
    const commitment = entry.commitment ? { commitment: entry.commitment } : {};
    if (!entry.ok) return { kind: 'skip', seq: entry.seq, ...commitment };
    const changes = this.engine.redact(entry.before, entry.after, entry.changes, seatId);
    return { kind: 'op', seq: entry.seq, actor: entry.payload.actor, changes, ...commitment };
  }

  /**
   * What a client resuming from `lastSeq` missed (replayed from `log`, the replica's `logSince`), or null
   * when it needs the whole view: the replica no
   * longer holds those ops, or the client's seat changed meanwhile (its view was built for another seat,
   * and ops redacted for the seat it holds now could show what that seat saw before it sat there).
   */
  missed(
    hosted: DeliveredRoom,
    client: RoomClient,
    seatId: string | null,
    lastSeq: number,
    log: readonly SequencedEntry[],
  ): MissedMessage[] | null {
    const entries = hosted.room.appliedSince(lastSeq, log);
    if (!entries) return null;
    const seatIn = (state: RoomState) => this.seatOf(state, client);
    if (entries.some((entry) => entry.ok && (seatIn(entry.before) !== seatId || seatIn(entry.after) !== seatId))) return null;
    return entries.map((entry) => this.opMessage(entry, seatId));
  }

  /** Tells everyone here of one applied entry; `fact` is what everyone may know of it, for the log's line. */
  applied(hosted: DeliveredRoom, entry: AppliedEntry, fact: LogFact | null, at: string): void {
    const { engine } = this;
    const state = hosted.room.state;
    const origin = entry.payload.origin;
    const { actor } = entry.payload;
    const failed = entry.ok && scriptsFailed(entry.payload);
    // Redacted, rendered and encoded once per seat, however many of its clients (tabs, spectators) are here.
    const messages = new Map<string | null, Encoded<MissedMessage>>();
    const lines = new Map<string | null, Encoded<{ kind: 'log'; line: LogLine }>>();
    const messageFor = (seatId: string | null) => {
      let message = messages.get(seatId);
      if (!message) messages.set(seatId, (message = encoded(this.opMessage(entry, seatId))));
      return message;
    };
    const lineFor = (described: LogFact, seatId: string | null) => {
      let line = lines.get(seatId);
      if (!line) lines.set(seatId, (line = encoded({ kind: 'log', line: engine.renderLine(described, seatId, entry.seq, at) })));
      return line;
    };
    for (const client of hosted.clients.values()) {
      // The sender's tab gets the verdict wherever it is connected now (it may have reconnected meanwhile).
      const isOrigin = client.userId === entry.payload.actor.userId && logClientId(client) === origin.clientId;
      if (!entry.ok && isOrigin) {
        client.send({ kind: 'reject', clientSeq: origin.clientSeq, code: entry.code, reason: entry.reason, seq: entry.seq });
        continue;
      }
      const seatId = this.seatOf(state, client);
      const message = messageFor(seatId);
      client.send(message.message, message.json);
      if (entry.ok && isOrigin) client.send({ kind: 'ack', clientSeq: origin.clientSeq, seq: entry.seq });
      // The log's line, rendered for this seat from what everyone may know of the op.
      if (fact) {
        const line = lineFor(fact, seatId);
        client.send(line.message, line.json);
      }
      // What the scripts said answering it, to the game's members only (an applied op's: a skipped op's answer never happened).
      if (entry.ok && entry.payload.scriptLog?.length && mayReadScriptLog(client.userId, hosted.record)) {
        client.send({ kind: 'scriptLog', entries: [{ seq: entry.seq, at, lines: entry.payload.scriptLog }] });
      }
      // That the scripts failed on a move, never why: to the player whose move it was (whose button did
      // nothing), the host and the game's members. Everyone else is sent exactly what a success sends them.
      const yours = client.userId === actor.userId;
      if (failed && (yours || hearsScriptFailures(client.userId, hosted.record)))
        client.send({ kind: 'scriptFailed', seq: entry.seq, actor: { userId: actor.userId, seatId: actor.seatId }, yours });
    }
  }

  /** After the replica jumped to a snapshot: every client here gets the whole view at the new number. */
  resync(hosted: DeliveredRoom): void {
    const { state, seq } = hosted.room;
    for (const client of hosted.clients.values()) {
      const seatId = this.seatOf(state, client);
      client.send({ kind: 'resync', seq, seatId, view: this.engine.view(state, seatId) });
    }
  }
}

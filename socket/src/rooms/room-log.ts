import type { Logger, Queryable } from '@tablecraft/platform';
import { HISTORY_PAGE, type ChatMessage, type LogFact, type LogLine, type LogNames } from '@tablecraft/core/play';
import type { RoomEngine } from './engine-port.ts';
import type { AppliedEntry, LoadedRoom } from './loaded-room.ts';
import type { RoomRecord } from './room-records.ts';
import { isOpLine, loadChat, loadLogFacts } from './room-talk.ts';
import type { RoomRef, SequencedEntry } from './sequencer.ts';

/** A page of the room log (lines rendered for one seat) or of its chat, oldest first; `more`: older ones exist. */
export interface History<T> {
  items: T[];
  more: boolean;
}

/** A room as its log sees it: its replica, the names its game gives its parts, and people's names. */
export interface LoggedRoom {
  ref: RoomRef;
  record: RoomRecord;
  room: LoadedRoom;
  /** The names the game gives its parts, for the room log's lines. */
  names: LogNames;
  /**
   * People's display names for the log's lines, the same on every instance: those who had been in the room
   * when it loaded, then each actor's as carried by their ops (a seat is claimed by an op).
   */
  userNames: Map<string, string>;
}

/**
 * The room log and chat as a seat reads them: what everyone may know of each applied op (its fact, kept in
 * Postgres), rendered per seat ("you" decided for that seat), and pages of older lines and messages.
 */
export class RoomLog {
  constructor(private readonly deps: { db: Queryable; engine: RoomEngine; logger: Logger }) {}

  /**
   * A page of the room log before `before` (a seq), each line rendered for `seatId`. Lines come from the kept
   * facts, which say only what everyone may know; "you" is decided here, for this seat.
   */
  async page(hosted: LoggedRoom, seatId: string | null, before?: number): Promise<History<LogLine>> {
    const render = this.deps.engine.renderLine;
    const page = await loadLogFacts(this.deps.db, hosted.ref.id, HISTORY_PAGE, before);
    return { items: page.items.map((item) => render(item.fact, seatId, item.seq, item.at)), more: page.more };
  }

  /**
   * The op after which a joining client's log needs lines of ops this replica applied (their facts may
   * still be on their way to Postgres): the last op whose line is kept. A line kept between ops (the host
   * handed over…) may be newer than an op whose line is still on its way; with none kept on the page, from
   * before its first line.
   */
  lastKept(page: { items: Array<{ seq: number }> }): number {
    const opLines = page.items.filter((item) => isOpLine(item.seq));
    return opLines.at(-1)?.seq ?? Math.max(0, Math.floor(page.items[0]?.seq ?? 0) - 1);
  }

  /**
   * The log a joining client starts with: the kept lines, then those of ops this replica applied since the
   * last kept one (replayed from `log`, the replica's `logSince`), all rendered for its seat.
   */
  joined(
    hosted: LoggedRoom,
    seatId: string | null,
    page: { items: Array<{ seq: number; fact: LogFact; at: string }>; more: boolean },
    log: readonly SequencedEntry[],
  ): History<LogLine> {
    const render = this.deps.engine.renderLine;
    const items = page.items.map((item) => render(item.fact, seatId, item.seq, item.at));
    const last = this.lastKept(page);
    const now = new Date().toISOString();
    for (const entry of hosted.room.appliedSince(last, log) ?? []) {
      const fact = entry.ok && entry.seq > last ? this.describe(hosted, entry) : null;
      if (fact) items.push(render(fact, seatId, entry.seq, now));
    }
    items.sort((a, b) => a.seq - b.seq);
    return { items: items.slice(-HISTORY_PAGE), more: page.more || items.length > HISTORY_PAGE };
  }

  async chatPage(hosted: LoggedRoom, before?: number): Promise<History<ChatMessage>> {
    return loadChat(this.deps.db, hosted.ref.id, HISTORY_PAGE, before);
  }

  /** What everyone may know of an applied op, for the room log; null when the engine tells nothing of it. */
  describe(hosted: LoggedRoom, entry: Extract<AppliedEntry, { ok: true }>): LogFact | null {
    const { engine } = this.deps;
    const op = engine.parseOp(entry.payload.op);
    if (!op) return null;
    const actor = entry.payload.actor;
    // The actor's name as they sent the op; others' as every instance knows them (never from who is connected here).
    if (entry.payload.name) hosted.userNames.set(actor.userId, entry.payload.name);
    for (const [userId, name] of Object.entries(entry.payload.names ?? {})) hosted.userNames.set(userId, name);
    const nameOf = (userId: string) => hosted.userNames.get(userId);
    try {
      return engine.describe({
        op,
        before: entry.before,
        after: entry.after,
        changes: entry.changes,
        actor,
        names: hosted.names,
        nameOf,
      });
    } catch (error) {
      this.deps.logger.warn({ err: error, room: hosted.record.code, seq: entry.seq }, 'could not describe an op for the log');
      return null;
    }
  }
}

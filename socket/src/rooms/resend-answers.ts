import type { Logger, Queryable } from '@tablecraft/platform';
import type { Op } from '@tablecraft/core/play';
import type { RoomEngine } from './engine-port.ts';
import type { LoadedRoom } from './loaded-room.ts';
import { outcomeIn, replayVerdicts, type LogVerdicts, type Outcome } from './op-outcome.ts';
import type { RoomClient } from './room-client.ts';
import { isSameOp } from './same-op.ts';
import type { RoomRef, SequencedEntry, Sequencer } from './sequencer.ts';

/** A room as resends see it: its replica, and the verdicts of its older ops from the last replay of its log. */
export interface ResentRoom {
  ref: RoomRef;
  room: LoadedRoom;
  /** Verdicts of old ops from the last replay of the log, shared by every resend the replica no longer remembers. */
  oldVerdicts?: Promise<LogVerdicts | null>;
}

export type SubmitResult = { ok: true } | { ok: false; code: string; reason: string };

/**
 * Answers a resent op (a clientSeq already logged) with what its first send got: an ack with its sequence
 * number, or the reject it met when it was applied, so an op sent twice across a reconnect is applied once
 * and its sender still learns its fate.
 */
export class ResendAnswers {
  constructor(private readonly deps: { db: Queryable; sequencer: Sequencer; engine: RoomEngine; logger: Logger }) {}

  /** Sent once this replica has applied the op, so the op itself reached the client first. */
  async answer(
    hosted: ResentRoom,
    client: RoomClient,
    clientId: string,
    clientSeq: number,
    known: SequencedEntry | null,
    op: Op,
  ): Promise<SubmitResult> {
    try {
      const entry = known ?? (await this.deps.sequencer.find(hosted.ref, clientId, clientSeq));
      if (!entry) return { ok: false, code: 'STALE_OP', reason: 'That move number was already used; reload the page.' };
      // Another op under a number already used is no resend: it was not applied, and must not look acknowledged.
      if (!isSameOp(this.deps.engine, entry, op))
        return { ok: false, code: 'CLIENT_SEQ_REUSED', reason: 'That move number was already used for another move; reload the page.' };
      await hosted.room.waitFor(entry.seq);
      let outcome = hosted.room.outcomeOf(entry.seq) ?? (await this.oldOutcome(hosted, entry.seq));
      if (!outcome) {
        this.deps.logger.warn(
          { room: hosted.ref.code, seq: entry.seq },
          'the verdict on a resent op is not known (a room from before the log); acknowledging it',
        );
        outcome = { ok: true };
      }
      if (outcome.ok) client.send({ kind: 'ack', clientSeq, seq: entry.seq, duplicate: true });
      else client.send({ kind: 'reject', clientSeq, code: outcome.code, reason: outcome.reason, seq: entry.seq });
      return { ok: true };
    } catch (error) {
      this.deps.logger.warn({ err: error, room: hosted.ref.code }, 'could not answer a resent op');
      return { ok: false, code: 'UNAVAILABLE', reason: 'The table is reconnecting; try that again in a moment.' };
    }
  }

  /**
   * The verdict on an op older than the replica remembers. One replay of the log (to the replica's head)
   * answers every such resend up to there; only a resend of something newer than it replays again.
   */
  private async oldOutcome(hosted: ResentRoom, seq: number): Promise<Outcome | null> {
    const pending = hosted.oldVerdicts;
    if (pending) {
      const known = await pending.catch(() => null);
      if (known && seq > known.from && seq <= known.upTo) return outcomeIn(known, seq);
      // The log does not reach back far enough (a room from before it): asking again would not change that.
      if (known === null && hosted.oldVerdicts === pending) return null;
      // Another resend started a newer replay while this one waited: that one covers this op.
      if (hosted.oldVerdicts !== pending && hosted.oldVerdicts) return this.oldOutcome(hosted, seq);
    }
    const replay = replayVerdicts(this.deps, hosted.ref, hosted.room.seq);
    hosted.oldVerdicts = replay;
    // A failed replay is not kept: the next resend tries again.
    replay.catch(() => {
      if (hosted.oldVerdicts === replay) hosted.oldVerdicts = undefined;
    });
    return outcomeIn(await replay, seq);
  }
}

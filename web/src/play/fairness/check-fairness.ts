import { verifyRoomLog, type FairnessTranscript, type VerifyResult } from '@tablecraft/core/play';
import type { LoggedOp } from './documents.ts';

/**
 * What a check proved. `moves`: ops replayed with their commitments checked. With this browser's copy,
 * `fromCopy` of them matched the commitments this browser received, `own` of its moves (and the start
 * shuffle, when it offered the entropy) mixed the entropy it sent under its own move numbers, and `others`
 * are other pages' moves whose server half is the room secret's own (their entropy is theirs to check).
 * `unchecked`: random moves this check cannot vouch for, and why; `asYouElsewhere`: moves logged as this
 * player from a tab this browser never had.
 */
export type FairnessResult =
  | ({ ok: true; moves: number; fromCopy?: number; own?: number } & Pick<VerifyResult, 'others' | 'unchecked' | 'asYouElsewhere'>)
  | { ok: false; moves: number; problems: string[] };

/**
 * Replays an ended room's log in this browser with the same engine the server runs: every op from the
 * state before the first move, checking that each matches its commitment and that each move's server half
 * is the one the revealed room secret gives it. With `transcript` (what this browser was sent while it
 * played, and the entropy it sent), the record must also be the one this browser was committed to.
 */
export function checkFairness(
  initialState: unknown,
  ops: LoggedOp[],
  transcript?: FairnessTranscript,
  roomSecret?: string | null,
): FairnessResult {
  if (initialState === null || initialState === undefined)
    return {
      ok: false,
      moves: 0,
      problems: ['This room was played before its moves were recorded for checking, so it cannot be verified.'],
    };
  try {
    const result = verifyRoomLog(
      initialState as Parameters<typeof verifyRoomLog>[0],
      ops as Parameters<typeof verifyRoomLog>[1],
      transcript,
      roomSecret,
    );
    if (!result.ok) return { ok: false, moves: result.checked, problems: result.problems };
    const { others, unchecked, asYouElsewhere } = result;
    return transcript
      ? { ok: true, moves: result.checked, fromCopy: result.fromTranscript, own: result.own, others, unchecked, asYouElsewhere }
      : { ok: true, moves: result.checked, others, unchecked, asYouElsewhere };
  } catch (error) {
    return { ok: false, moves: 0, problems: [`The log could not be replayed: ${error instanceof Error ? error.message : String(error)}`] };
  }
}

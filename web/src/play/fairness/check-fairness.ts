import { verifyRoomLog, type FairnessTranscript } from '@tablecraft/core/play';
import type { LoggedOp } from './documents.ts';

/**
 * `moves`: ops replayed with their commitments checked; with this browser's copy, `fromCopy` of them
 * matched the commitments this browser received and `own` of its own moves mixed the entropy it sent.
 */
export type FairnessResult =
  { ok: true; moves: number; fromCopy?: number; own?: number } | { ok: false; moves: number; problems: string[] };

/**
 * Replays an ended room's log in this browser with the same engine the server runs: every op from the
 * state before the first move, checking that each matches its commitment. With `transcript` (what this
 * browser was sent while it played, and the entropy it sent), the record must also be the one this
 * browser was committed to: so not even the server could have chosen or changed a result.
 */
export function checkFairness(initialState: unknown, ops: LoggedOp[], transcript?: FairnessTranscript): FairnessResult {
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
    );
    if (result.ok)
      return transcript
        ? { ok: true, moves: result.checked, fromCopy: result.fromTranscript, own: result.own }
        : { ok: true, moves: result.checked };
    const problems = result.problems.map(describeProblem);
    return { ok: false, moves: result.checked, problems: problems.length ? problems : ['The log does not replay to a valid room.'] };
  } catch (error) {
    return { ok: false, moves: 0, problems: [`The log could not be replayed: ${error instanceof Error ? error.message : String(error)}`] };
  }
}

/** A problem as a sentence, whatever shape the verifier gives it. */
function describeProblem(problem: unknown): string {
  if (typeof problem === 'string') return problem;
  if (problem && typeof problem === 'object') {
    const { seq, reason, message } = problem as { seq?: unknown; reason?: unknown; message?: unknown };
    const text = typeof reason === 'string' ? reason : typeof message === 'string' ? message : JSON.stringify(problem);
    return typeof seq === 'number' ? `Move ${seq}: ${text}` : text;
  }
  return String(problem);
}

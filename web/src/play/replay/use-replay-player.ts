import { useCallback, useEffect, useReducer, useState } from 'react';
import type { Replay } from '@tablecraft/core/play';

/** Moves a second at 1×; the speeds a replay offers. */
export const SPEEDS = [0.5, 1, 2, 4, 8] as const;
const MOVE_MS = 1000;

/**
 * Playing a replay: the move it shows, play and pause, and speed. Going to a move checks every move up to
 * it first (Replay.advanceTo), so a failed check stops playing at the last move that holds.
 */
export function useReplayPlayer(replay: Replay | null, start = 0) {
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(1);
  // The replay checks moves in place: a change of how far it got is a render of its own.
  const [, checked] = useReducer((n: number) => n + 1, 0);

  const goTo = useCallback(
    (index: number) => {
      if (!replay) return;
      const reached = replay.advanceTo(index);
      setStep(Math.max(0, Math.min(index, reached)));
      if (index > reached) setPlaying(false);
      checked();
    },
    [replay],
  );

  // An address may name a move to start at (a shared moment of the game).
  useEffect(() => {
    if (replay && start > 0) goTo(start);
  }, [replay, start, goTo]);

  const atEnd = replay !== null && step >= replay.end;
  useEffect(() => {
    if (!playing || !replay) return;
    if (atEnd) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => goTo(step + 1), MOVE_MS / speed);
    return () => clearTimeout(timer);
  }, [playing, replay, step, speed, atEnd, goTo]);

  const play = useCallback(() => {
    // Played to the end: play it again from the start.
    if (replay && step >= replay.end && !replay.stopped) goTo(0);
    setPlaying(true);
  }, [replay, step, goTo]);

  const pause = useCallback(() => setPlaying(false), []);

  return { step, goTo, playing, play, pause, speed, setSpeed, atEnd };
}

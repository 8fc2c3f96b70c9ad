import type { ApplyResult } from './apply.ts';
import { Draft } from './draft.ts';
import type { Op } from './ops.ts';
import { shuffleAtStart } from './start-shuffle.ts';
import type { Piece, RoomState } from './state.ts';

// Ops that concern the game's scripts: a player pressing a button (what scripts answer), and the game's
// own ops (labels, variables, timers, its setup and a timer going off), which players are refused before
// they get here (canAct). None of them is a step anyone can undo.

/** The most variables and pending timers one room keeps. */
export const MAX_VARIABLES = 64;
export const MAX_TIMERS = 20;

type ScriptOp = Extract<Op, { type: 'press' | 'label' | 'setVariable' | 'setTimer' | 'cancelTimer' | 'setup' | 'timer' }>;

const refuse = (code: string, reason: string): ApplyResult => ({ ok: false, code, reason });
const unchanged = (state: RoomState, next: Partial<RoomState>): ApplyResult => ({
  ok: true,
  state: { ...state, ...next, opIndex: state.opIndex + 1 },
  changes: { pieces: [], piles: [], hands: [], seats: false },
  random: false,
});

export function isScriptOp(op: Op): op is ScriptOp {
  return (
    op.type === 'press' ||
    op.type === 'label' ||
    op.type === 'setVariable' ||
    op.type === 'setTimer' ||
    op.type === 'cancelTimer' ||
    op.type === 'setup' ||
    op.type === 'timer'
  );
}

/**
 * `piece` is the piece as the actor may know it (undefined when it may not: then it does not exist for
 * them), so a press on a hidden card is refused exactly as one on an id nobody has.
 */
export function applyScriptOp(state: RoomState, op: ScriptOp, piece: Piece | undefined): ApplyResult {
  switch (op.type) {
    case 'press': {
      if (!piece) return refuse('GONE', 'That piece is no longer there.');
      const button = state.components[piece.componentId]?.buttons?.find((candidate) => candidate.id === op.buttonId);
      if (!button) return refuse('NO_SUCH_BUTTON', 'That piece has no such button.');
      return unchanged(state, {});
    }
    case 'label': {
      if (!piece) return refuse('GONE', 'That piece is no longer there.');
      if ((piece.label ?? null) === op.text) return unchanged(state, {});
      const draft = new Draft(state, op.seed);
      const labelled = draft.piece(op.pieceId);
      if (op.text === null) delete labelled.label;
      else labelled.label = op.text;
      return { ok: true, state: draft.finish(), changes: draft.changes, random: false };
    }
    case 'setVariable': {
      const variables = { ...state.variables };
      if (!(op.name in variables) && Object.keys(variables).length >= MAX_VARIABLES)
        return refuse('TOO_MANY_VARIABLES', `A room keeps at most ${MAX_VARIABLES} variables.`);
      variables[op.name] = op.value;
      return unchanged(state, { variables });
    }
    case 'setTimer': {
      const timers = { ...state.timers };
      if (!(op.timerId in timers) && Object.keys(timers).length >= MAX_TIMERS)
        return refuse('TOO_MANY_TIMERS', `A room has at most ${MAX_TIMERS} timers waiting.`);
      timers[op.timerId] = { name: op.name, at: op.at, data: op.data };
      return unchanged(state, { timers });
    }
    case 'cancelTimer':
    case 'timer': {
      // A timer goes off once: a second try (another instance, a retry) is refused here.
      if (!state.timers?.[op.timerId]) return refuse('NO_SUCH_TIMER', 'That timer is not waiting.');
      const { [op.timerId]: _gone, ...timers } = state.timers;
      return unchanged(state, { timers });
    }
    case 'setup': {
      if (state.setUp) return refuse('ALREADY_SET_UP', 'The game was set up already.');
      // Decks marked "shuffled at start" are shuffled here, from the setup op's seed, before the scripts' onSetup sees them.
      const draft = new Draft(state, op.seed);
      shuffleAtStart(state, draft);
      return { ok: true, state: { ...draft.finish(), setUp: true }, changes: draft.changes, random: draft.random.used };
    }
  }
}

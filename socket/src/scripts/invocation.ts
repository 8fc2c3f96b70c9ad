import { applyOp, followUpSeed, GAME_ACTOR, opSchema, RandomStream, type Op, type RoomState } from '@tablecraft/core/play';
import { componentId, pieceId, pileId, resolveOpNames, seatId } from './names.ts';
import { MAX_LOG_LINE_CHARS, MAX_LOG_LINES_PER_EVENT, MAX_OPS_PER_EVENT, MIN_TIMER_MS } from './limits.ts';

export { GAME_ACTOR };

/** An own entry of a record (never one every object inherits, such as constructor). */
const own = <T>(record: Record<string, T>, key: string): T | undefined => (Object.hasOwn(record, key) ? record[key] : undefined);

/**
 * The ops a script may perform: those that act on pieces and piles. Ops about a seat's own hand, looking,
 * seats and undo belong to players (a script deals to seats instead).
 */
export const SCRIPT_OPS = new Set<Op['type']>([
  'move',
  'moveMany',
  'flip',
  'flipMany',
  'rotate',
  'rotateMany',
  'bringToFront',
  'shuffle',
  'deal',
  'take',
  'roll',
  'counter',
  'gather',
  'moveAll',
  'flipStack',
  'cut',
  'label',
  'setVariable',
  'setTimer',
  'cancelTimer',
]);

/**
 * Nonce of Math.random's keystream, apart from core's PURPOSE values (1–5) and follow-up seeds: 's','c'
 * and the use in the low byte. With the event's seed and the room's op index it is unique to the event.
 * (The ops' own seeds are core's followUpSeed, which a room's verification checks.)
 */
const RANDOM_NONCE = 0x73630001;

function randomStream(seed: string, event: number, opIndex: number): RandomStream {
  const nonce = new Uint8Array(12);
  const view = new DataView(nonce.buffer);
  view.setUint32(0, RANDOM_NONCE, true);
  view.setUint32(4, event, true);
  view.setUint32(8, opIndex, true);
  return new RandomStream(seed, nonce);
}

export interface LogLine {
  script: string;
  text: string;
}

/**
 * One event's run, from the host's side: the room as the scripts' actions leave it, the ops they made
 * (each with a seed drawn from the event's seed), their log lines, and answers to the API's calls.
 */
export class Invocation {
  state: RoomState;
  readonly ops: Op[] = [];
  readonly logLines: LogLine[] = [];
  /** The script now running: named in its log lines. */
  script = '';
  private readonly random: RandomStream;
  private stateJson: string | null = null;
  private droppedLines = false;

  constructor(
    state: RoomState,
    private readonly seed: string,
    eventCode: number,
    /** beforeOp only decides: it reads, logs and refuses, but cannot act. */
    private readonly mayAct: boolean,
    /** The event's time (ms since the epoch): Date.now() in the sandbox, and what timers count from. */
    private readonly time = 0,
  ) {
    this.state = state;
    this.random = randomStream(seed, eventCode, state.opIndex);
  }

  /** What a script's call leaves behind, so a failed call can be taken back whole. */
  mark(): { state: RoomState; ops: number } {
    return { state: this.state, ops: this.ops.length };
  }

  rollBack(mark: { state: RoomState; ops: number }): void {
    this.state = mark.state;
    this.stateJson = null;
    this.ops.length = mark.ops;
  }

  /** A number in [0, 1) with 53 random bits, from the event's seed. */
  nextRandom(): number {
    const high = this.random.uint32() >>> 5;
    const low = this.random.uint32() >>> 6;
    return (high * 67108864 + low) / 9007199254740992;
  }

  /** Answers one API call (arguments and answer in JSON; '' for nothing), or throws a message for the script. */
  answer(name: string, arg: string): string {
    switch (name) {
      case 'state':
        return (this.stateJson ??= JSON.stringify(this.state));
      case 'piece':
        return JSON.stringify(own(this.state.pieces, pieceId(this.state, JSON.parse(arg) as string)) ?? null);
      case 'piecesOf': {
        const ref = JSON.parse(arg) as string;
        const component = componentId(this.state, ref) ?? ref;
        return JSON.stringify(
          Object.values(this.state.pieces)
            .filter((piece) => piece.componentId === component)
            .map((piece) => piece.id),
        );
      }
      case 'pile':
        return JSON.stringify(own(this.state.piles, pileId(this.state, JSON.parse(arg) as string)) ?? null);
      case 'hand':
        return JSON.stringify(own(this.state.hands, seatId(this.state, JSON.parse(arg) as string)) ?? null);
      case 'seats':
        return JSON.stringify(this.state.seats);
      case 'act':
        return JSON.stringify(this.act(JSON.parse(arg)));
      case 'get': {
        const value = this.state.variables?.[JSON.parse(arg) as string];
        return JSON.stringify(value === undefined ? null : value);
      }
      case 'after': {
        const { ms, name, data } = JSON.parse(arg) as { ms: unknown; name: unknown; data: unknown };
        if (typeof ms !== 'number' || !Number.isFinite(ms)) throw new Error('game.after needs a number of milliseconds.');
        // The timer's id is its op's seed's first bits: the same on every replay, never guessable before.
        const timerId = `timer-${followUpSeed(this.seed, this.ops.length).slice(0, 16)}`;
        const result = this.act({
          type: 'setTimer',
          timerId,
          name: String(name),
          at: this.time + Math.max(MIN_TIMER_MS, Math.round(ms)),
          data: data ?? null,
        });
        return JSON.stringify(result.ok ? { ...result, timerId } : result);
      }
      case 'log':
        this.log(JSON.parse(arg) as string);
        return '';
    }
    throw new Error(`There is no ${name} in the script API.`);
  }

  private act(raw: unknown): { ok: true } | { ok: false; code: string; reason: string } {
    if (!this.mayAct) throw new Error('beforeOp only decides whether an op goes ahead; act in onOp, after it.');
    if (this.ops.length >= MAX_OPS_PER_EVENT) throw new Error(`One event may make at most ${MAX_OPS_PER_EVENT} ops.`);
    // Parts named by the names the author gave them are given by id; a name that fits several throws here.
    const parsed = opSchema.safeParse(resolveOpNames(this.state, raw));
    if (!parsed.success)
      return {
        ok: false,
        code: 'BAD_OP',
        reason: `That is not an op the game knows: ${parsed.error.issues[0]?.message ?? 'wrong shape'}.`,
      };
    if (!SCRIPT_OPS.has(parsed.data.type))
      return { ok: false, code: 'NOT_FOR_SCRIPTS', reason: `Scripts cannot ${parsed.data.type}; that is for players.` };
    // The k-th op kept gets the k-th seed of the event's: the one a room's verification expects (core's followUpSeed).
    const op = { ...parsed.data, seed: followUpSeed(this.seed, this.ops.length) } as Op;
    const result = applyOp(this.state, op, GAME_ACTOR);
    if (!result.ok) return { ok: false, code: result.code, reason: result.reason };
    this.state = result.state;
    this.stateJson = null;
    this.ops.push(op);
    return { ok: true };
  }

  /** A script's log line (cut to length); past the event's limit, one line says the rest were dropped. */
  log(text: string): void {
    if (this.logLines.length >= MAX_LOG_LINES_PER_EVENT) {
      if (!this.droppedLines)
        this.logLines.push({ script: this.script, text: `More than ${MAX_LOG_LINES_PER_EVENT} lines: the rest were dropped.` });
      this.droppedLines = true;
      return;
    }
    this.logLines.push({
      script: this.script,
      text: text.length > MAX_LOG_LINE_CHARS ? `${text.slice(0, MAX_LOG_LINE_CHARS - 1)}…` : text,
    });
  }
}

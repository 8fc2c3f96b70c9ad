import { applyOp, opSchema, RandomStream, type Actor, type Op, type RoomState } from '@tablecraft/core/play';
import { MAX_LOG_LINE_CHARS, MAX_LOG_LINES_PER_EVENT, MAX_OPS_PER_EVENT } from './limits.ts';

/** The game's own authority: it may act on any piece (core's applyOp lets `game` name what seats cannot see). */
export const GAME_ACTOR: Actor = { userId: 'game', seatId: null, game: true };

/**
 * The ops a script may perform: those that act on pieces and piles. Ops about a seat's own hand, looking,
 * seats and undo belong to players (a script deals to seats instead).
 */
export const SCRIPT_OPS = new Set<Op['type']>(['move', 'moveMany', 'flip', 'flipMany', 'rotate', 'rotateMany', 'bringToFront', 'shuffle', 'deal', 'take', 'roll', 'counter', 'gather', 'moveAll', 'flipStack', 'cut']);

/**
 * Nonces of the scripts' keystreams, apart from core's PURPOSE values (1–5): 's','c' and the use in the
 * low byte. With the event's seed and the room's op index they make each stream unique.
 */
const STREAM = { random: 0x73630001, seeds: 0x73630002 } as const;

function stream(seed: string, use: keyof typeof STREAM, event: number, opIndex: number): RandomStream {
  const nonce = new Uint8Array(12);
  const view = new DataView(nonce.buffer);
  view.setUint32(0, STREAM[use], true);
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
  private readonly seeds: RandomStream;
  private stateJson: string | null = null;
  private droppedLines = false;

  constructor(
    state: RoomState,
    seed: string,
    eventCode: number,
    /** beforeOp only decides: it reads, logs and refuses, but cannot act. */
    private readonly mayAct: boolean,
  ) {
    this.state = state;
    this.random = stream(seed, 'random', eventCode, state.opIndex);
    this.seeds = stream(seed, 'seeds', eventCode, state.opIndex);
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
        return JSON.stringify(this.state.pieces[JSON.parse(arg) as string] ?? null);
      case 'piecesOf': {
        const componentId = JSON.parse(arg) as string;
        return JSON.stringify(Object.values(this.state.pieces).filter((piece) => piece.componentId === componentId).map((piece) => piece.id));
      }
      case 'pile':
        return JSON.stringify(this.state.piles[JSON.parse(arg) as string] ?? null);
      case 'hand':
        return JSON.stringify(this.state.hands[JSON.parse(arg) as string] ?? null);
      case 'seats':
        return JSON.stringify(this.state.seats);
      case 'act':
        return JSON.stringify(this.act(JSON.parse(arg)));
      case 'log':
        this.log(JSON.parse(arg) as string);
        return '';
    }
    throw new Error(`There is no ${name} in the script API.`);
  }

  private act(raw: unknown): { ok: true } | { ok: false; code: string; reason: string } {
    if (!this.mayAct) throw new Error('beforeOp only decides whether an op goes ahead; act in onOp, after it.');
    if (this.ops.length >= MAX_OPS_PER_EVENT) throw new Error(`One event may make at most ${MAX_OPS_PER_EVENT} ops.`);
    const parsed = opSchema.safeParse(raw);
    if (!parsed.success) return { ok: false, code: 'BAD_OP', reason: `That is not an op the game knows: ${parsed.error.issues[0]?.message ?? 'wrong shape'}.` };
    if (!SCRIPT_OPS.has(parsed.data.type)) return { ok: false, code: 'NOT_FOR_SCRIPTS', reason: `Scripts cannot ${parsed.data.type}; that is for players.` };
    // The seed is drawn whether or not the engine agrees, so what follows never depends on a refusal's timing.
    const op = { ...parsed.data, seed: this.seedHex() } as Op;
    const result = applyOp(this.state, op, GAME_ACTOR);
    if (!result.ok) return { ok: false, code: result.code, reason: result.reason };
    this.state = result.state;
    this.stateJson = null;
    this.ops.push(op);
    return { ok: true };
  }

  private seedHex(): string {
    let hex = '';
    for (let i = 0; i < 8; i++) hex += this.seeds.uint32().toString(16).padStart(8, '0');
    return hex;
  }

  /** A script's log line (cut to length); past the event's limit, one line says the rest were dropped. */
  log(text: string): void {
    if (this.logLines.length >= MAX_LOG_LINES_PER_EVENT) {
      if (!this.droppedLines) this.logLines.push({ script: this.script, text: `More than ${MAX_LOG_LINES_PER_EVENT} lines: the rest were dropped.` });
      this.droppedLines = true;
      return;
    }
    this.logLines.push({ script: this.script, text: text.length > MAX_LOG_LINE_CHARS ? `${text.slice(0, MAX_LOG_LINE_CHARS - 1)}…` : text });
  }
}

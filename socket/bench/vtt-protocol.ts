// The load generator's other side: the same game-night load spoken in VirtualTabletop.io's protocol, so the
// ratio the relay targets are stated in can be measured in one run on one machine. JSON frames `{func, args}`:
// `room {playerName, roomID}` joins (answered with `state`), `delta {id, s: {widgetId: changes}}` changes the
// table and goes to the others, `mouse {…}` goes to everyone as `{player, mouseState}`. A drag is a delta of the
// dragger's widget's x (its send time) and y; an op a delta that also carries `opAt` (VTT has no separate
// committed op: every delta is one, and none is durable); a cursor a mouse frame whose x is its send time.
// TARGET=vtt measures a VirtualTabletop.io server at VTT_URL; TARGET=floor starts `floor-relay.ts` instead.
import { spawn, execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

export const vttJoin = (roomId: string, playerName: string) => JSON.stringify({ func: 'room', args: { playerName, roomID: roomId } });
/** The dragger's widget, made before the load starts: VTT refuses a delta to a widget that does not exist. */
export const vttCreateWidget = (widget: string) => `{"func":"delta","args":{"id":0,"s":{"${widget}":{"id":"${widget}","x":0,"y":0}}}}`;
export const vttDrag = (widget: string, now: number, y: number) =>
  `{"func":"delta","args":{"id":0,"s":{"${widget}":{"x":${now},"y":${y}}}}}`;
export const vttOp = (widget: string, now: number, turn: number) =>
  `{"func":"delta","args":{"id":0,"s":{"${widget}":{"rotation":${(turn % 4) * 90},"opAt":${now}}}}}`;
export const vttCursor = (now: number, y: number) => `{"func":"mouse","args":{"x":${now},"y":${y}}}`;

const FUNC_STATE = Buffer.from('"func":"state"');
const FUNC_DELTA = Buffer.from('"func":"delta"');
const FUNC_MOUSE = Buffer.from('"func":"mouse"');
const OP_AT = Buffer.from('"opAt":');
const X = Buffer.from('"x":');

/** Reads the number after `mark` in a frame, up to the next comma or brace, without decoding the frame. */
function numberAfter(data: Buffer, mark: Buffer, from: number): number {
  const start = data.indexOf(mark, from) + mark.length;
  let end = start;
  while (end < data.length && data[end] !== 0x2c && data[end] !== 0x7d) end++;
  return Number(data.toString('latin1', start, end));
}

export type VttReceipt = { kind: 'drag' | 'cursor' | 'op'; sentAt: number } | { kind: 'state' } | null;

/** What a received frame is, and when it was sent; `ownMouse` marks this client's own cursor, echoed back by VTT. */
export function readVttFrame(data: Buffer, ownMouse: Buffer): VttReceipt {
  const delta = data.indexOf(FUNC_DELTA);
  if (delta !== -1) {
    const opAt = data.indexOf(OP_AT, delta);
    return opAt !== -1 ? { kind: 'op', sentAt: numberAfter(data, OP_AT, opAt) } : { kind: 'drag', sentAt: numberAfter(data, X, delta) };
  }
  const mouse = data.indexOf(FUNC_MOUSE);
  if (mouse !== -1) return data.indexOf(ownMouse, mouse) !== -1 ? null : { kind: 'cursor', sentAt: numberAfter(data, X, mouse) };
  if (data.indexOf(FUNC_STATE) !== -1) return { kind: 'state' };
  return null;
}

/** The mark of a client's own cursor in VTT's mouse broadcast. */
export const ownMouseMark = (playerName: string) => Buffer.from(`"player":"${playerName}"`);

export interface VttServer {
  url: string;
  /** The server's process, for its CPU and memory (null: not known, not reported). */
  pid: number | null;
  stop(): Promise<void>;
}

/**
 * Starts the floor relay as its own process; with `databaseUrl`, its ops are durable before they are relayed
 * (floor-relay.ts), and `nodeFlags` are added to its command line (an inspector port, for its memory).
 */
export async function startFloorRelay(options: { databaseUrl?: string; nodeFlags?: string[] } = {}): Promise<VttServer> {
  // SOCKET_CPU_PROF_DIR profiles it as it does the socket processes, for a side-by-side read of where time goes.
  const profile = process.env.SOCKET_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SOCKET_CPU_PROF_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, ...(options.nodeFlags ?? []), '--import', 'tsx', 'socket/bench/floor-relay.ts', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...(options.databaseUrl ? { FLOOR_DATABASE_URL: options.databaseUrl } : {}) },
  });
  const lines = createInterface({ input: child.stdout! });
  const [line] = (await once(lines, 'line')) as [string];
  const port = Number(/^listening (\d+)$/.exec(line)?.[1]);
  if (!port) throw new Error(`floor relay did not start: ${line}`);
  return {
    url: `ws://127.0.0.1:${port}/`,
    pid: child.pid ?? null,
    stop: async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** A VirtualTabletop.io server started by hand: its address, and its process (VTT_PID, or whoever listens on the port). */
export function externalVtt(url: string): VttServer {
  const port = new URL(url).port || '80';
  let pid = Number(process.env.VTT_PID) || null;
  if (!pid) {
    try {
      const listening = execFileSync('ss', ['-Hltnp', `sport = :${port}`]).toString();
      pid = Number(/pid=(\d+)/.exec(listening)?.[1]) || null;
    } catch {
      pid = null;
    }
  }
  return { url, pid, stop: async () => undefined };
}

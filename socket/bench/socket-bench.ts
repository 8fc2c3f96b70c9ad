// `npm run bench:socket`: two socket processes on the real Redis, ROOMS rooms of CLIENTS clients spread
// over both; every client sends DRAGS_PER_SECOND drag updates and OPS_PER_SECOND committed ops for
// SECONDS seconds (PROFILE=game-night: one dragger and four cursors per room, below). Reports send→receive
// latency per kind (drags, cursors, ops), message rates, CPU per process and per committed op, memory per
// process and per client, and lost or out-of-order ops. Results go to bench/results/ and docs/BENCHMARKS.md.
// TARGET=vtt (with VTT_URL) plays the same load against a VirtualTabletop.io server, TARGET=floor against the
// floor relay (vtt-protocol.ts); PROFILE=ping-pong measures one move in flight at a time instead of a load.
import { execSync } from 'node:child_process';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { connectLean, type LeanClient } from './lean-client.ts';
import {
  externalVtt,
  ownMouseMark,
  readVttFrame,
  startFloorRelay,
  vttCreateWidget,
  vttCursor,
  vttDrag,
  vttJoin,
  vttOp,
} from './vtt-protocol.ts';
import { freePort, startSocketProcess, type SocketProcess } from '../../testing/socket-process.ts';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from '../../testing/env.ts';
import { memoryAfterCollection } from './inspector.ts';
import { BENCH_SCRIPT, prepareBenchRooms } from './bench-rooms.ts';
import {
  COMMIT_TIMES,
  histogramBuckets,
  histogramSummary,
  Latencies,
  machineTicks,
  postgresPids,
  postgresTicks,
  processStats,
  SCRIPT_TIMES,
} from './measures.ts';

// PROFILE=game-night: what a table does on a game night, not a stress test. In each room ONE client drags
// a piece at 20 updates a second and commits an op every 2 s, while the others move their cursors at 5 a
// second. The default profile (uniform) has every client drag at DRAGS_PER_SECOND and commit OPS_PER_SECOND.
const GAME_NIGHT = process.env.PROFILE === 'game-night';
// PROFILE=ping-pong: an unloaded service, one move in flight: the first client of one room sends an op, and the
// next once the second client received it, PINGS times; then as many drags. Its p50 is the floor of a move's latency.
const PING_PONG = process.env.PROFILE === 'ping-pong';
const PINGS = PING_PONG ? Number(process.env.PINGS ?? 300) : 0;
// PROFILE=flood: committed ops as fast as a player may send them (OPS_PER_SECOND, 19 by default, under the 20
// a connection is allowed) from both clients of every room, and nothing else: how many durable moves the
// service commits a second, and what each costs in CPU, Postgres's included.
const FLOOD = process.env.PROFILE === 'flood';
// PROFILE=memory: ROOMS rooms of two clients and 20 ops each, then a full collection in every server process
// (through its inspector): what a loaded room keeps beyond what the process held before any room.
const MEMORY = process.env.PROFILE === 'memory';
const MEMORY_OPS = Number(process.env.MEMORY_OPS ?? 20);
const PING_SPACING_MS = 60;
// PROFILE=ping-pong: how long the servers' idle CPU is read before the ops (IDLE_MS), to leave it out of an op's.
const IDLE_MS = Number(process.env.IDLE_MS ?? 10_000);
// TARGET=tablecraft (the default): two socket processes on the real Redis and Postgres. TARGET=vtt: a
// VirtualTabletop.io server at VTT_URL, started by hand (docs/BENCHMARKS.md); TARGET=floor: the floor relay.
const TARGET = (['vtt', 'floor'].includes(process.env.TARGET ?? '') ? process.env.TARGET : 'tablecraft') as 'tablecraft' | 'vtt' | 'floor';
// SPREAD=client (the default): each room's clients alternate between the two processes, so every drag
// crosses Redis (a balancer that ignores the room). SPREAD=room: each room's clients all on one process,
// rooms alternating, as the chart's socket Ingress balanced by room sends them (docs/DEPLOYMENT.md).
const SPREAD = process.env.SPREAD === 'room' ? 'room' : 'client';
// PROCESSES=1 runs one socket process instead of the cluster's two (to tell the topology's cost from a frame's).
const PROCESSES = Number(process.env.PROCESSES ?? 2);
const ROOMS = PING_PONG ? 1 : Number(process.env.ROOMS ?? 200);
const CLIENTS = PING_PONG || FLOOD || MEMORY ? 2 : Number(process.env.CLIENTS ?? 5);
const SECONDS = PING_PONG || MEMORY ? 0 : Number(process.env.SECONDS ?? 60);
// The rooms loaded and played before the first reading: what a process pays once (code compiled as it runs
// hot, its pools, the game's revision) is not a room's.
// WARM_ROOMS sets how many (PROFILE=memory): the more, the less of what V8 compiles as it runs hot lands in the measured rooms.
const WARM_ROOMS = Math.min(Number(process.env.WARM_ROOMS ?? 10), Math.floor(ROOMS / 2));
const WARMUP = process.env.WARMUP !== '0';
// Acknowledged ops per client before measuring (WARMUP_OPS; 1 by default). A scripted run needs more:
// V8 compiles the script engine's glue as it runs hot, and a process's first few thousand script calls
// carry those compilations (milliseconds each), which a server pays once at start, not per op.
const WARMUP_OPS = Number(process.env.WARMUP_OPS ?? 1);
// Warm-up ops' numbers: their acks are awaited, not measured.
const warmingUp = new Set<number>();
let warmupSeq = 0;
let warmedUp: () => void = () => undefined;
const warmUp = new Promise<void>((resolve) => (warmedUp = resolve));
const DRAGS_PER_SECOND = Number(process.env.DRAGS_PER_SECOND ?? (GAME_NIGHT ? 20 : 10));
const OPS_PER_SECOND = Number(process.env.OPS_PER_SECOND ?? (GAME_NIGHT ? 0.5 : FLOOD ? 19 : 1));
const CURSORS_PER_SECOND = Number(process.env.CURSORS_PER_SECOND ?? 5);
/** Whether client `index` of its room drags and commits (all of them, or only the first on a game night). */
const drags = (index: number) => !GAME_NIGHT || index === 0;
// SCRIPTS=1: the game has a script answering every op (a variable counted, a label every tenth move), as
// a scripted game would; the processes' own histogram says what the scripts added to each op.
const SCRIPTS = process.env.SCRIPTS === '1';

// A drag moves the client's own token on the table (only pieces everyone sees are relayed), and its x is
// its send time: "kind":"drag",… "x":<ms>,
const DRAG_MARK = Buffer.from('"kind":"drag"');
const CURSOR_MARK = Buffer.from('"kind":"cursor"');
const X_MARK = Buffer.from('"x":');
const COMMA = 0x2c;

const log = (line: string) => console.log(`[bench:socket] ${line}`);

/** One player of the load: its socket, room, place in the room, and what it drags. */
interface BenchClient {
  socket: LeanClient;
  room: number;
  index: number;
  lastSeq: number;
  pieceId: string;
  sentAt: Map<number, number>;
}

/** The servers under load: Tablecraft's two socket processes (with their database), or one VTT-protocol server. */
interface Servers {
  /** Where client `index` of room `room` connects. */
  urlFor(room: number, index: number): string;
  /** The server processes, for their CPU and memory. */
  pids: number[];
  rooms: Array<{ code: string; tokens: string[] }>;
  /** Tablecraft's processes, for their metrics. */
  processes: SocketProcess[];
  /** The database the server commits to, if any: its Postgres backends are the run's (postgresPids). */
  databaseUrl?: string;
  /** Each server process's inspector port (PROFILE=memory only), for its memory after a full collection. */
  inspectPorts: number[];
  /**
   * Tablecraft's committed ops without their room log line, once the lines written behind the ops have had
   * time to land (up to 15 s): every rotation the load sends has one.
   */
  lostLogLines?: () => Promise<number>;
  stop(): Promise<void>;
}

async function startServers(): Promise<Servers> {
  if (TARGET !== 'tablecraft') {
    const url = process.env.VTT_URL;
    if (TARGET === 'vtt' && !url) throw new Error('TARGET=vtt needs VTT_URL (ws://host:port/ of a VirtualTabletop.io server)');
    const inspectPorts = MEMORY && TARGET === 'floor' ? [await freePort()] : [];
    // The floor's ops are durable (one INSERT each) unless FLOOR_DURABLE=0: the committed op's floor.
    const server =
      TARGET === 'floor'
        ? await startFloorRelay({
            databaseUrl: process.env.FLOOR_DURABLE === '0' ? undefined : TEST_DATABASE_URL,
            nodeFlags: inspectPorts.map((port) => `--inspect=127.0.0.1:${port}`),
          })
        : externalVtt(url!);
    // Room ids as VTT takes them: letters and digits, fresh every run.
    const rooms = Array.from({ length: ROOMS }, () => ({ code: `bench${randomBytes(6).toString('hex')}`, tokens: [] }));
    return {
      urlFor: () => server.url,
      pids: server.pid ? [server.pid] : [],
      rooms,
      processes: [],
      databaseUrl: TARGET === 'floor' && process.env.FLOOR_DURABLE !== '0' ? TEST_DATABASE_URL : undefined,
      inspectPorts,
      stop: () => server.stop(),
    };
  }
  const db = await prepareBenchRooms({ rooms: ROOMS, clients: CLIENTS, script: SCRIPTS ? BENCH_SCRIPT : null });
  const env = { DATABASE_URL: db.url, REDIS_URL: TEST_REDIS_URL };
  // What the image runs: the bundle, built from the sources as they are now, with the image's flags.
  // SOCKET_BUNDLE=dir runs another build instead (a copy of socket/dist from an earlier commit), so a
  // change is measured against the code before it in the same hour.
  const bundle = process.env.SOCKET_BUNDLE;
  if (!bundle) execSync('npm run --silent build -w socket', { stdio: 'ignore' });
  const processes: SocketProcess[] = [];
  const inspectPorts: number[] = [];
  for (let n = 0; n < PROCESSES; n++) {
    if (MEMORY) inspectPorts.push(await freePort());
    const nodeFlags = MEMORY ? [`--inspect=127.0.0.1:${inspectPorts[n]}`] : [];
    processes.push(await startSocketProcess(env, { built: true, nodeFlags, script: bundle ? `${bundle}/main.js` : undefined }));
  }
  return {
    // Alternating processes so each room spans both, or (SPREAD=room) each room on one.
    urlFor: (room, index) => processes[(SPREAD === 'room' ? room : room + index) % processes.length]!.url,
    pids: processes.map((p) => p.child.pid!),
    rooms: db.rooms,
    processes,
    databaseUrl: db.url,
    inspectPorts,
    lostLogLines: async () => {
      const pool = new pg.Pool({ connectionString: db.url, max: 1 });
      try {
        let lost = Infinity;
        for (let waited = 0; waited <= 15_000 && lost > 0; waited += 500) {
          if (waited > 0) await new Promise((resolve) => setTimeout(resolve, 500));
          const { rows } = await pool.query<{ n: string }>(
            'SELECT count(*) AS n FROM room_ops o WHERE NOT EXISTS (SELECT 1 FROM room_log l WHERE l.room_id = o.room_id AND l.seq = o.seq)',
          );
          lost = Number(rows[0]!.n);
        }
        return lost;
      } finally {
        await pool.end();
      }
    },
    stop: async () => {
      await Promise.all(processes.map((p) => p.stop()));
      await db.drop();
    },
  };
}

/** Joins a Tablecraft room: hello, then the welcome, whose view names the piece this client drags. */
async function joinTablecraft(socket: LeanClient, code: string, token: string | undefined, index: number) {
  const welcome = await new Promise<{ kind: string; seq: number; view: { pieces: Record<string, { id: string }> } }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no welcome within 30 s')), 30_000);
    socket.onFrame((payload) => {
      const message = JSON.parse(payload.toString()) as { kind: string; seq: number; view: { pieces: Record<string, { id: string }> } };
      if (message.kind !== 'welcome' && message.kind !== 'error') return; // presence of others joining
      clearTimeout(timer);
      resolve(message);
    });
    socket.send(
      JSON.stringify({
        kind: 'hello',
        protocolVersion: 2,
        roomCode: code,
        clientId: `tab-${Math.random().toString(36).slice(2)}-0123456789`,
      }),
    );
  });
  if (welcome.kind !== 'welcome') throw new Error(`join failed: ${JSON.stringify(welcome)} (token ${token ? 'sent' : 'none'})`);
  return { lastSeq: welcome.seq, pieceId: Object.keys(welcome.view.pieces).sort()[index]! };
}

/** Joins a VTT room: `room`, then its `state`; a client that drags makes its widget first. */
async function joinVtt(socket: LeanClient, code: string, name: string, widget: string, makesWidget: boolean) {
  const own = ownMouseMark(name);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no state within 30 s')), 30_000);
    socket.onFrame((payload) => {
      if (readVttFrame(payload, own)?.kind !== 'state') return;
      clearTimeout(timer);
      resolve();
    });
    socket.send(vttJoin(code, name));
  });
  if (makesWidget) socket.send(vttCreateWidget(widget));
  return { lastSeq: 0, pieceId: widget };
}

// The frames a client sends, in the target's protocol; x carries the send time, read back by the receivers.
const dragFrame = (client: BenchClient, now: number) =>
  TARGET === 'tablecraft'
    ? `{"kind":"drag","pieceId":"${client.pieceId}","x":${now},"y":${Math.random() * 1000}}`
    : vttDrag(client.pieceId, now, Math.random() * 1000);
const cursorFrame = (now: number) =>
  TARGET === 'tablecraft' ? `{"kind":"cursor","x":${now},"y":${Math.random() * 1000}}` : vttCursor(now, Math.random() * 1000);
const opFrame = (client: BenchClient, seq: number, now: number) =>
  TARGET === 'tablecraft'
    ? `{"kind":"op","clientSeq":${seq},"op":{"type":"rotate","pieceId":"${client.pieceId}","direction":1}}`
    : vttOp(client.pieceId, now, seq);

async function main() {
  log(
    PING_PONG
      ? `ping-pong: one move in flight between two clients of one room, ${PINGS} ops then ${PINGS} drags`
      : FLOOD
        ? `flood: ${ROOMS} rooms × 2 clients, each sending committed ops at ${OPS_PER_SECOND}/s and nothing else, ${SECONDS} s`
        : MEMORY
          ? `memory: ${ROOMS} rooms × 2 clients, ${MEMORY_OPS} ops each, then a full collection`
          : GAME_NIGHT
            ? `${ROOMS} rooms × ${CLIENTS} clients, game night: one dragger at ${DRAGS_PER_SECOND}/s with ${OPS_PER_SECOND} op/s, ${CLIENTS - 1} cursors at ${CURSORS_PER_SECOND}/s, ${SECONDS} s${SCRIPTS ? ', a script answering every op' : ''}`
            : `${ROOMS} rooms × ${CLIENTS} clients, ${DRAGS_PER_SECOND} drags/s and ${OPS_PER_SECOND} op/s each, ${SECONDS} s${SCRIPTS ? ', a script answering every op' : ''}`,
  );
  log(
    TARGET === 'tablecraft'
      ? SPREAD === 'room'
        ? "Tablecraft, each room's clients on one process (balanced by room)"
        : "Tablecraft, each room's clients spread over both processes"
      : TARGET === 'floor'
        ? `the floor relay (one process, VTT protocol, ${process.env.FLOOR_DURABLE === '0' ? 'nothing durable' : 'each op one INSERT before it is relayed'})`
        : `VirtualTabletop.io at ${process.env.VTT_URL}`,
  );
  const servers = await startServers();
  // Memory before anyone connects: what the clients add is the growth from here.
  const rssBefore = servers.pids.map((pid) => processStats(pid).rssMb);
  // HEAP_SNAPSHOTS=dir also writes each process's heap before and after (read them with heap-diff.ts).
  const snapshotDir = process.env.HEAP_SNAPSHOTS;
  const snapshotFile = (when: string, i: number) => (snapshotDir ? `${snapshotDir}/${TARGET}-${when}-${i}.heapsnapshot` : undefined);
  // Read once the first WARM_ROOMS rooms are loaded and played (in the connecting loop).
  let collectedBefore: Array<Awaited<ReturnType<typeof memoryAfterCollection>>> = [];
  const draggers = GAME_NIGHT ? 1 : CLIENTS;
  const drag = new Latencies(ROOMS * draggers * (CLIENTS - 1) * DRAGS_PER_SECOND * (SECONDS + 10) * 1.1 + PINGS);
  const cursor = new Latencies(GAME_NIGHT ? ROOMS * (CLIENTS - 1) * (CLIENTS - 1) * CURSORS_PER_SECOND * (SECONDS + 10) * 1.1 : 0);
  const vttOps = new Latencies(ROOMS * draggers * (CLIENTS - 1) * OPS_PER_SECOND * (SECONDS + 10) * 1.1 + PINGS);
  let received = 0;
  let sent = 0;
  // Ops that reached a client other than their sender (PROFILE=memory waits for all of them).
  let opsArrived = 0;
  let lostOrOutOfOrder = 0;
  let resyncs = 0;
  const clients: BenchClient[] = [];
  // Per room: when each sequence number's op was sent (known from its ack), and [seq, receivedAt] pairs.
  const opSentAt = servers.rooms.map(() => new Map<number, number>());
  const opReceipts: number[][] = servers.rooms.map(() => []);
  const rejected = new Map<string, number>();
  // The slowest drag of each second: tells a steady queue from a few stalls.
  const worstDragEachSecond = new Array<number>(SECONDS + 3).fill(0);
  let started = Infinity;
  // Ping-pong: the one move in flight, and who waits for its arrival at the other client.
  let inFlight: { kind: 'op' | 'drag'; sentAt: number; arrived: (ms: number) => void } | null = null;
  const arrived = (kind: 'op' | 'drag', now: number) => {
    if (inFlight?.kind !== kind) return;
    const ms = now - inFlight.sentAt;
    const done = inFlight.arrived;
    inFlight = null;
    done(ms);
  };

  for (const [r, room] of servers.rooms.entries()) {
    for (let i = 0; i < CLIENTS; i++) {
      const socket = await connectLean(servers.urlFor(r, i), room.tokens[i] ? `tc_session=${room.tokens[i]}` : undefined);
      const name = `${room.code}-${i}`;
      const joined =
        TARGET === 'tablecraft'
          ? await joinTablecraft(socket, room.code, room.tokens[i], i)
          : await joinVtt(socket, room.code, name, `w${i}`, drags(i));
      const client: BenchClient = { socket, room: r, index: i, ...joined, sentAt: new Map<number, number>() };
      clients.push(client);
      const measureDrag = (latency: number, now: number) => {
        drag.add(latency);
        const second = Math.floor((now - started) / 1000);
        if (second >= 0 && second < worstDragEachSecond.length)
          worstDragEachSecond[second] = Math.max(worstDragEachSecond[second]!, latency);
      };
      if (TARGET !== 'tablecraft') {
        const own = ownMouseMark(name);
        socket.onFrame((data) => {
          const now = performance.now();
          received += 1;
          const receipt = readVttFrame(data, own);
          if (!receipt || receipt.kind === 'state') return;
          if (receipt.kind === 'op') opsArrived += 1;
          if (PING_PONG) return arrived(receipt.kind === 'op' ? 'op' : 'drag', now);
          if (started === Infinity) return;
          if (receipt.kind === 'cursor') cursor.add(now - receipt.sentAt);
          else if (receipt.kind === 'op') vttOps.add(now - receipt.sentAt);
          else measureDrag(now - receipt.sentAt, now);
        });
        continue;
      }
      socket.onFrame((data) => {
        const now = performance.now();
        received += 1;
        // Drags are most of the traffic: read the send time from the bytes, without decoding the message.
        const cursorAt = GAME_NIGHT ? data.indexOf(CURSOR_MARK) : -1;
        if (cursorAt !== -1) {
          const start = data.indexOf(X_MARK, cursorAt) + X_MARK.length;
          if (started !== Infinity) cursor.add(now - Number(data.toString('latin1', start, data.indexOf(COMMA, start))));
          return;
        }
        const mark = data.indexOf(DRAG_MARK);
        if (mark !== -1) {
          if (PING_PONG) return client.index !== 0 && arrived('drag', now);
          const start = data.indexOf(X_MARK, mark) + X_MARK.length;
          return measureDrag(now - Number(data.toString('latin1', start, data.indexOf(COMMA, start))), now);
        }
        const message = JSON.parse(data.toString()) as { kind: string; seq?: number; clientSeq?: number; code?: string };
        if (message.kind === 'ack' && message.clientSeq !== undefined) {
          if (warmingUp.delete(message.clientSeq) && warmingUp.size === 0) warmedUp();
          const at = client.sentAt.get(message.clientSeq);
          if (at !== undefined) opSentAt[r]!.set(message.seq!, at);
          client.sentAt.delete(message.clientSeq);
        } else if (message.kind === 'reject') {
          rejected.set(String(message.code), (rejected.get(String(message.code)) ?? 0) + 1);
        } else if (message.kind === 'resync') {
          // A replica that fell too far behind jumped to a snapshot: counted, and not as a loss.
          resyncs += 1;
          client.lastSeq = message.seq!;
        } else if (message.kind === 'op' || message.kind === 'skip') {
          if (message.seq !== client.lastSeq + 1) lostOrOutOfOrder += 1;
          client.lastSeq = message.seq!;
          if (message.kind === 'op') {
            if (client.index !== 0) opsArrived += 1;
            // The sender is sent the op too (with its ack): the move has arrived when the other client has it.
            if (PING_PONG && client.index !== 0) arrived('op', now);
            else opReceipts[r]!.push(message.seq!, now);
          }
        }
      });
    }
    if (MEMORY && r === WARM_ROOMS - 1) {
      sendMemoryOps(clients, () => ++warmupSeq);
      await waitForArrivals(() => opsArrived, WARM_ROOMS * MEMORY_OPS);
      collectedBefore = await Promise.all(servers.inspectPorts.map((port, i) => memoryAfterCollection(port, snapshotFile('before', i))));
    }
  }
  log(`${clients.length} clients connected`);

  // One acknowledged op per client before measuring: the first commits open each process's database
  // connections and plan its statements, a start-up cost (about half a second) that is not the service's
  // steady latency. WARMUP=0 measures from a cold start. (VTT acknowledges nothing: its warm-up is the joins.)
  if (WARMUP && TARGET === 'tablecraft' && !MEMORY) {
    for (let round = 0; round < WARMUP_OPS; round++) {
      for (const client of clients) {
        if (!drags(client.index)) continue;
        const seq = ++warmupSeq;
        warmingUp.add(seq);
        client.socket.send(opFrame(client, seq, performance.now()));
      }
    }
    await warmUp;
    log(`warmed up: ${WARMUP_OPS} op(s) acknowledged per client that commits`);
  }
  const rssConnected = servers.pids.map((pid) => processStats(pid).rssMb);
  if (MEMORY)
    return measureRoomMemory(
      servers,
      clients,
      collectedBefore,
      () => opsArrived,
      () => ++warmupSeq,
      (i) => snapshotFile('after', i),
    );
  // Script times are counted from here: the histograms are cumulative since each process started.
  const scriptTimesBefore = SCRIPTS ? await Promise.all(servers.processes.map((p) => histogramBuckets(p.port, SCRIPT_TIMES.name))) : null;
  const commitTimesNow = () => Promise.all(servers.processes.map((p) => histogramBuckets(p.port, COMMIT_TIMES.name)));
  const commitTimesBefore = await commitTimesNow();
  // The processes' own commit times since the measurement began (none for a server that is not Tablecraft).
  const opCommits = async () =>
    servers.processes.length > 0 ? { opCommits: histogramSummary(await commitTimesNow(), commitTimesBefore, COMMIT_TIMES.bounds) } : {};

  // The whole machine's share: the load generator (this process) and Redis compete for the same cores.
  const redisPid = TARGET === 'tablecraft' ? Number(execSync('pgrep -o redis-server').toString().trim()) || null : null;
  const generatorBefore = process.cpuUsage();
  const generatorWaitBefore = processStats(process.pid).runQueueWaitNs;
  const machineBefore = machineTicks();
  const redisBefore = redisPid ? processStats(redisPid).cpuTicks : 0;
  const postgres = servers.databaseUrl ? await postgresPids(servers.databaseUrl) : undefined;
  const postgresBefore = postgresTicks(postgres);
  const before = servers.pids.map((pid) => processStats(pid));
  const maxRss = [...rssConnected];
  started = performance.now();
  let clientSeq = warmupSeq;
  const timers: NodeJS.Timeout[] = [];
  const sampler = setInterval(() => servers.pids.forEach((pid, i) => (maxRss[i] = Math.max(maxRss[i]!, processStats(pid).rssMb))), 1000);
  if (PING_PONG) {
    // One move at a time from the first client to the second, each sent once the last one arrived.
    const [from] = clients;
    const op = new Latencies(PINGS);
    // What the ops cost the servers and Postgres, one in flight: over the ops alone, before the drags, less
    // what the same processes spend idle (timers, heartbeats, checks) over as long, read first for IDLE_MS.
    const cpuNow = () => ({
      server: servers.pids.reduce((sum, pid) => sum + processStats(pid).cpuTicks, 0),
      postgres: postgresTicks(postgres),
    });
    const idleFrom = { ...cpuNow(), at: performance.now() };
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const idleTo = { ...cpuNow(), at: performance.now() };
    const idlePerMs = {
      server: (idleTo.server - idleFrom.server) / (idleTo.at - idleFrom.at),
      postgres: (idleTo.postgres - idleFrom.postgres) / (idleTo.at - idleFrom.at),
    };
    let opCpu = { serverTicks: 0, postgresTicks: 0 };
    for (const kind of ['op', 'drag'] as const) {
      const cpuBefore = { ...cpuNow(), at: performance.now() };
      for (let n = 0; n < PINGS; n++) {
        const ms = await new Promise<number>((resolve) => {
          const now = performance.now();
          inFlight = { kind, sentAt: now, arrived: resolve };
          from!.socket.send(kind === 'op' ? opFrame(from!, ++clientSeq, now) : dragFrame(from!, now));
          sent += 1;
        });
        (kind === 'op' ? op : drag).add(ms);
        // Within the service's rates (20 ops and 30 drags a second): a faster sender is refused, as a player would be.
        await new Promise((resolve) => setTimeout(resolve, PING_SPACING_MS));
      }
      if (kind === 'op') {
        const cpuAfter = cpuNow();
        const ms = performance.now() - cpuBefore.at;
        opCpu = {
          serverTicks: cpuAfter.server - cpuBefore.server - idlePerMs.server * ms,
          postgresTicks: cpuAfter.postgres - cpuBefore.postgres - idlePerMs.postgres * ms,
        };
      }
    }
    clearInterval(sampler);
    // Ticks are hundredths of a second; µs per op.
    const perOp = (ticks: number) => Math.round((ticks * 10_000) / PINGS);
    const result = {
      date: new Date().toISOString(),
      machine: machineName(),
      target: TARGET,
      profile: 'ping-pong',
      op: op.summary(),
      drag: drag.summary(),
      // Server and Postgres CPU per op, one in flight, beyond what they spend idle (µs; ticks of 10 ms over
      // PINGS ops, so ±10,000/PINGS each way, and the idle rate's own error over the ops' duration).
      cpuUsPerOp: { server: perOp(opCpu.serverTicks), postgres: perOp(opCpu.postgresTicks) },
      idleCpuPercent: { server: Math.round(idlePerMs.server * 1000), postgres: Math.round(idlePerMs.postgres * 1000) },
      ...(await opCommits()),
    };
    return finish(result, servers, clients, `socket-ping-pong${TARGET === 'tablecraft' ? '' : `-${TARGET}`}`);
  }
  // A committed op, numbered and timed from its send (matched to its receipt through the ack).
  const sendOp = (client: BenchClient) => {
    const seq = ++clientSeq;
    const now = performance.now();
    client.sentAt.set(seq, now);
    client.socket.send(opFrame(client, seq, now));
    sent += 1;
  };
  for (const client of clients) {
    // Spread each client's sends over the second so load is even, as real players' are.
    const offset = Math.random() * 1000;
    timers.push(
      setTimeout(() => {
        if (FLOOD) {
          timers.push(
            setInterval(() => {
              // As many in flight as a connection's burst allows: past it the sender waits for acks.
              if (TARGET === 'tablecraft' && client.sentAt.size >= 40) return;
              sendOp(client);
            }, 1000 / OPS_PER_SECOND),
          );
          return;
        }
        if (!drags(client.index)) {
          timers.push(
            setInterval(() => {
              client.socket.send(cursorFrame(performance.now()));
              sent += 1;
            }, 1000 / CURSORS_PER_SECOND),
          );
          return;
        }
        timers.push(
          setInterval(() => {
            client.socket.send(dragFrame(client, performance.now()));
            sent += 1;
          }, 1000 / DRAGS_PER_SECOND),
        );
        timers.push(setInterval(() => sendOp(client), 1000 / OPS_PER_SECOND));
      }, offset),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  for (const timer of timers) clearInterval(timer);
  clearInterval(sampler);
  const elapsed = (performance.now() - started) / 1000;
  const after = servers.pids.map((pid) => processStats(pid));
  const scriptTimes = SCRIPTS ? await Promise.all(servers.processes.map((p) => histogramBuckets(p.port, SCRIPT_TIMES.name))) : null;
  const commitShares = await opCommits();
  const generatorCpu = process.cpuUsage(generatorBefore);
  const generatorWait = processStats(process.pid).runQueueWaitNs - generatorWaitBefore;
  const machineAfter = machineTicks();
  const redisAfter = redisPid ? processStats(redisPid).cpuTicks : 0;
  const postgresAfter = postgresTicks(postgres);
  const sentInWindow = sent;
  const receivedInWindow = received;
  // Let in-flight messages land before counting latencies and losses.
  await new Promise((resolve) => setTimeout(resolve, 2000));

  // Tablecraft's ops: from the send to another client's receipt, matched through the ack's sequence number.
  const ops = TARGET === 'tablecraft' ? new Latencies(opReceipts.reduce((sum, r) => sum + r.length / 2, 0)) : vttOps;
  for (const [r, receipts] of opReceipts.entries()) {
    for (let k = 0; k < receipts.length; k += 2) {
      const at = opSentAt[r]!.get(receipts[k]!);
      if (at !== undefined) ops.add(receipts[k + 1]! - at);
    }
  }
  const committed = TARGET === 'tablecraft' ? opSentAt.reduce((sum, room) => sum + room.size, 0) : ops.count / Math.max(1, CLIENTS - 1);
  const unacked = clients.reduce((sum, client) => sum + client.sentAt.size, 0);
  const ticksPerSecond = 100;
  const serverTicks = after.reduce((sum, a, i) => sum + a.cpuTicks - before[i]!.cpuTicks, 0);
  // What the clients cost in memory: the most the servers held under the load, over what they held before any connected.
  const rssGrowth = maxRss.reduce((sum, rss, i) => sum + rss - rssBefore[i]!, 0);
  const result = {
    date: new Date().toISOString(),
    machine: machineName(),
    target: TARGET,
    rooms: ROOMS,
    clientsPerRoom: CLIENTS,
    seconds: SECONDS,
    profile: GAME_NIGHT ? 'game-night' : FLOOD ? 'flood' : 'uniform',
    spread: SPREAD,
    drag: drag.summary(),
    ...(GAME_NIGHT ? { cursor: cursor.summary() } : {}),
    op: ops.summary(),
    messagesSentPerSecond: Math.round(sentInWindow / elapsed),
    messagesReceivedPerSecond: Math.round(receivedInWindow / elapsed),
    worstDragEachSecondMs: worstDragEachSecond.map(Math.round),
    lostOrOutOfOrderOps: lostOrOutOfOrder,
    resyncs,
    unacknowledgedOps: unacked,
    rejectedOps: Object.fromEntries(rejected),
    // Connections the server closed during the run, by close code (1013: busy, its own queue overflowed).
    closedByServer: closedByCode(clients),
    ...(servers.lostLogLines ? { lostLogLines: await servers.lostLogLines() } : {}),
    processes: servers.pids.map((_, i) => ({
      cpuPercent: Math.round(((after[i]!.cpuTicks - before[i]!.cpuTicks) / ticksPerSecond / elapsed) * 100),
      maxRssMb: Math.round(maxRss[i]!),
      // Milliseconds a second its main thread was ready to run and waited for a core.
      runQueueWaitMsPerSecond: Math.round((after[i]!.runQueueWaitNs - before[i]!.runQueueWaitNs) / 1e6 / elapsed),
    })),
    // The server processes' CPU per op (everything they did, relaying included, over the ops), and their
    // memory: in all per client, and what connecting the clients added per 100 of them.
    socketCpuMsPerOp: Math.round((serverTicks / ticksPerSecond / Math.max(1, committed)) * 1000 * 100) / 100,
    committedOpsPerSecond: Math.round(committed / elapsed),
    // Postgres's processes of the run (its database's backends, WAL writer, checkpointer) over the same window,
    // and the two together per op.
    postgresCpuPercent: Math.round(((postgresAfter - postgresBefore) / ticksPerSecond / elapsed) * 100),
    cpuMsPerOpWithPostgres:
      Math.round(((serverTicks + postgresAfter - postgresBefore) / ticksPerSecond / Math.max(1, committed)) * 1000 * 100) / 100,
    rssMbPerClient: Math.round((maxRss.reduce((sum, rss) => sum + rss, 0) / clients.length) * 1000) / 1000,
    rssGrowthMbPer100Clients: Math.round((rssGrowth / clients.length) * 100 * 10) / 10,
    loadGeneratorCpuPercent: Math.round(((generatorCpu.user + generatorCpu.system) / 1e6 / elapsed) * 100),
    loadGeneratorRunQueueWaitMsPerSecond: Math.round(generatorWait / 1e6 / elapsed),
    redisCpuPercent: redisPid ? Math.round(((redisAfter - redisBefore) / ticksPerSecond / elapsed) * 100) : null,
    ...(scriptTimes && scriptTimesBefore ? { scripts: histogramSummary(scriptTimes, scriptTimesBefore, SCRIPT_TIMES.bounds) } : {}),
    // Inside the processes: from an op's check to its commit (the batch's wait, the statement, the WAL flush).
    ...commitShares,
    machineBusyPercent: Math.round((1 - (machineAfter.idle - machineBefore.idle) / (machineAfter.total - machineBefore.total)) * 100),
  };
  const name = `socket-${ROOMS}-rooms${GAME_NIGHT ? '-game-night' : FLOOD ? '-flood' : ''}${TARGET !== 'tablecraft' ? `-${TARGET}` : SPREAD === 'room' ? '-by-room' : ''}${SCRIPTS ? '-scripts' : ''}`;
  await finish(result, servers, clients, name);
  if (TARGET !== 'tablecraft') return;
  const ok = result.lostOrOutOfOrderOps === 0 && result.drag.p99 < 20 && result.op.p99 < 40 && (!result.cursor || result.cursor.p99 < 20);
  log(ok ? 'targets met' : 'targets NOT met (drag p99 < 20 ms, op p99 < 40 ms, 0 lost)');
}

/** PROFILE=memory: the first client of each of these clients' rooms sends MEMORY_OPS ops. */
function sendMemoryOps(clients: BenchClient[], nextSeq: () => number) {
  for (let n = 0; n < MEMORY_OPS; n++)
    for (const client of clients) if (client.index === 0) client.socket.send(opFrame(client, nextSeq(), performance.now()));
}

/** Resolves once `expected` ops in all have reached a client other than their sender. */
async function waitForArrivals(arrived: () => number, expected: number) {
  const deadline = performance.now() + 120_000;
  while (arrived() < expected) {
    if (performance.now() > deadline) throw new Error(`only ${arrived()} of ${expected} ops arrived within 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * PROFILE=memory: the first WARM_ROOMS rooms were loaded, played and measured as they connected (in the
 * connecting loop above); now the first client of every other room sends MEMORY_OPS ops, and once the other
 * client has them all, every server process collects its garbage twice and reports its memory: the growth
 * per room over the reading with only the warm rooms loaded.
 */
async function measureRoomMemory(
  servers: Servers,
  clients: BenchClient[],
  before: Array<Awaited<ReturnType<typeof memoryAfterCollection>>>,
  opsArrived: () => number,
  nextSeq: () => number,
  snapshotFile: (i: number) => string | undefined,
) {
  const measured = clients.filter((client) => client.room >= WARM_ROOMS);
  sendMemoryOps(measured, nextSeq);
  await waitForArrivals(opsArrived, ROOMS * MEMORY_OPS);
  const after = await Promise.all(servers.inspectPorts.map((port, i) => memoryAfterCollection(port, snapshotFile(i))));
  const grew = (key: 'heapUsedMb' | 'rssMb' | 'externalMb' | 'codeMb') =>
    Math.round((after.reduce((sum, a, i) => sum + a[key] - before[i]![key], 0) / (ROOMS - WARM_ROOMS)) * 1024 * 10) / 10;
  const result = {
    date: new Date().toISOString(),
    machine: machineName(),
    target: TARGET,
    profile: 'memory',
    rooms: ROOMS,
    warmRooms: WARM_ROOMS,
    opsPerRoom: MEMORY_OPS,
    before,
    after,
    // What one room (two connections, MEMORY_OPS ops) keeps once the garbage is collected, in kB.
    // heapWithoutCode leaves out the code spaces, which grow with what the process compiled, not with its rooms.
    perRoomKb: {
      heapUsed: grew('heapUsedMb'),
      heapWithoutCode: Math.round((grew('heapUsedMb') - grew('codeMb')) * 10) / 10,
      external: grew('externalMb'),
      rss: grew('rssMb'),
    },
  };
  await finish(
    result,
    servers,
    clients,
    `socket-${ROOMS}-rooms-memory${TARGET === 'tablecraft' ? (SPREAD === 'room' ? '-by-room' : '') : `-${TARGET}`}`,
  );
}

function closedByCode(clients: BenchClient[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { socket } of clients) if (socket.closedWith !== null) counts[socket.closedWith] = (counts[socket.closedWith] ?? 0) + 1;
  return counts;
}

const machineName = () => `${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown'}`;

/** Prints and keeps the result (bench/results/<name>-<date>.json), then closes the clients and the servers. */
async function finish(result: { date: string }, servers: Servers, clients: BenchClient[], name: string) {
  console.log(JSON.stringify(result, null, 2));
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    `bench/results/${name}-${result.date.slice(0, 10)}${process.env.RUN ? `-run${process.env.RUN}` : ''}.json`,
    `${JSON.stringify(result, null, 2)}\n`,
  );
  for (const client of clients) client.socket.close();
  await servers.stop();
}

await main();

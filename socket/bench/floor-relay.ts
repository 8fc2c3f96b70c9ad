// A floor for the relay benchmark, measured on the same machine in the same hour as the service: the least a
// Node WebSocket relay does for a table. One process, rooms in memory, nothing checked, nothing durable: each
// frame is parsed once, and each receiver gets its own JSON.stringify and send. That is the shape of
// VirtualTabletop.io's relay path (`{func, args}` frames, `room` to join, `state` on joining, `delta` to the
// others, `mouse` to everyone), and it speaks that subset of its protocol, so the generator's `TARGET=vtt`
// mode is checked against it, and a day's numbers carry a same-day reference beside the figures measured
// against VirtualTabletop.io itself. It is not VirtualTabletop.io: see docs/BENCHMARKS.md for running that.
//
// With FLOOR_DATABASE_URL, an op (a delta carrying `opAt`) is durable before it is relayed: one autocommitted
// INSERT into that Postgres, then the echo. That is the least a committed move costs (one commit's round trip
// and its WAL flush, nothing batched), the floor the service's committed op is measured against.
//
// `tsx socket/bench/floor-relay.ts [port]` listens on the port (0: any) and prints `listening <port>`.
import { createServer } from 'node:http';
import pg from 'pg';
import { WebSocketServer, type WebSocket } from 'ws';

const durable = process.env.FLOOR_DATABASE_URL ? new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 }) : null;
if (durable)
  await durable.query(
    'CREATE TABLE IF NOT EXISTS bench_floor_ops (id bigserial PRIMARY KEY, room text NOT NULL, body jsonb NOT NULL, at timestamptz NOT NULL DEFAULT now())',
  );

interface Player {
  name: string;
  socket: WebSocket;
}

interface Room {
  id: string;
  players: Player[];
  state: Record<string, Record<string, unknown>>;
  deltaId: number;
}

const rooms = new Map<string, Room>();

const send = (player: Player, func: string, args: unknown) => player.socket.send(JSON.stringify({ func, args }));

function broadcast(room: Room, func: string, args: unknown, except?: Player) {
  for (const player of room.players) if (player !== except) send(player, func, args);
}

function applyDelta(room: Room, delta: { s?: Record<string, Record<string, unknown> | null> }) {
  for (const [id, change] of Object.entries(delta.s ?? {})) {
    if (change === null) delete room.state[id];
    else room.state[id] = { ...room.state[id], ...change };
  }
}

const server = createServer((_req, res) => res.writeHead(404).end());
const wss = new WebSocketServer({ server });
wss.on('connection', (socket) => {
  let player: Player | null = null;
  let room: Room | null = null;
  socket.on('message', (data) => {
    const { func, args } = JSON.parse(String(data)) as { func: string; args: Record<string, unknown> };
    if (func === 'room') {
      const id = String(args.roomID);
      room = rooms.get(id) ?? { id, players: [], state: {}, deltaId: 0 };
      rooms.set(id, room);
      player = { name: String(args.playerName), socket };
      room.players.push(player);
      send(player, 'state', { ...room.state, _meta: { deltaID: room.deltaId } });
      broadcast(room, 'meta', { activePlayers: room.players.map((p) => p.name) });
    } else if (room && player && func === 'delta') {
      const [inRoom, from] = [room, player];
      const relay = () => {
        applyDelta(inRoom, args);
        args.id = ++inRoom.deltaId;
        broadcast(inRoom, 'delta', args, from);
      };
      const isOp = Object.values((args.s ?? {}) as Record<string, Record<string, unknown> | null>).some(
        (change) => change && 'opAt' in change,
      );
      if (durable && isOp)
        durable.query('INSERT INTO bench_floor_ops (room, body) VALUES ($1, $2)', [inRoom.id, args]).then(relay, (error: unknown) => {
          console.error('floor relay: could not commit an op', error);
        });
      else relay();
    } else if (room && player && func === 'mouse') {
      broadcast(room, 'mouse', { player: player.name, mouseState: args });
    }
  });
  socket.on('close', () => {
    if (!room || !player) return;
    room.players = room.players.filter((p) => p !== player);
    if (room.players.length === 0) for (const [id, r] of rooms) if (r === room) rooms.delete(id);
  });
});

server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
});

// Stopped by the benchmark: exit normally, so a CPU profile asked for (--cpu-prof) is written.
process.on('SIGTERM', () => {
  if (!durable) process.exit(0);
  // A signal handler cannot wait; a failed drop is ignored (the next run reuses the table and drops it) and the process exits.
  void durable
    .query('DROP TABLE IF EXISTS bench_floor_ops')
    .catch(() => undefined)
    .finally(() => process.exit(0));
});

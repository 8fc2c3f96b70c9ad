// `npm run verify-room -- CODE`: replays a room's whole op log from its initial state and checks every
// seed against the commitment everyone received when the op was applied. Exits 0 when the log holds up,
// 1 when it does not (each problem is printed), 2 when the room cannot be checked at all.
// DATABASE_URL names the database; without it, the embedded default of `npm start` (.data/postgres).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { verifyRoomLog, type LoggedOp } from '@tablecraft/core/play';
import { createPool } from '@tablecraft/platform';
import { loadRoomLog } from '../api/src/rooms/room-log.ts';
import { postgresAnswers, startEmbeddedPostgres, type EmbeddedDatabase } from './lib/embedded-postgres.ts';

const code = process.argv[2]?.trim().toLowerCase();
if (!code) {
  console.error('Usage: npm run verify-room -- ROOM_CODE');
  process.exit(2);
}

/** The database to read: DATABASE_URL, else the embedded one (already running under `npm start`, or started here). */
async function database(): Promise<{ url: string; embedded?: EmbeddedDatabase }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL };
  const port = Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329);
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/tablecraft`;
  if (await postgresAnswers(url)) return { url };
  const dataDir = resolve(process.env.DATA_DIR ?? '.data', 'postgres');
  if (!existsSync(dataDir))
    throw new Error(`No DATABASE_URL, and no embedded database in ${dataDir} (run npm start once, or set DATABASE_URL).`);
  const embedded = await startEmbeddedPostgres({ dataDir, port, database: 'tablecraft', log: (line) => console.error(line) });
  return { url: embedded.url, embedded };
}

async function verify(url: string, roomCode: string): Promise<number> {
  const pool = createPool(url, { max: 2, applicationName: 'tablecraft-verify-room' });
  try {
    const room = (await pool.query<{ id: string; status: string }>('SELECT id, status FROM rooms WHERE code = $1', [roomCode])).rows[0];
    if (!room) {
      console.error(`There is no room ${roomCode}.`);
      return 2;
    }
    const log = await loadRoomLog(pool, room.id);
    if (!log || log.initialState === null) {
      console.error(`Room ${roomCode} has no initial state (it is older than the op log), so it cannot be replayed from its start.`);
      return 2;
    }
    console.log(
      `Room ${roomCode} (${room.status}): replaying ${log.ops.length} op${log.ops.length === 1 ? '' : 's'} from its initial state.`,
    );
    const result = verifyRoomLog(log.initialState, log.ops as unknown as LoggedOp[]);
    if (result.ok) {
      console.log(`PASS: every op replayed, and all ${result.checked} seeds match the commitments sent when they were used.`);
      return 0;
    }
    console.log(
      `FAIL: ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} (${result.checked} of ${log.ops.length} seeds check out):`,
    );
    for (const problem of result.problems) console.log(`  - ${problem}`);
    return 1;
  } finally {
    await pool.end();
  }
}

let exitCode = 2;
let embedded: EmbeddedDatabase | undefined;
try {
  const db = await database();
  embedded = db.embedded;
  exitCode = await verify(db.url, code);
} catch (error) {
  console.error(`Could not check room ${code}: ${(error as Error).message}`);
} finally {
  await embedded?.stop();
}
process.exit(exitCode);

// `npm run verify-room -- CODE [TRANSCRIPT.json]` (or just `-- TRANSCRIPT.json`): replays a room's whole op
// log from its initial state and checks every op against its commitment. The record alone is only
// consistent with itself (the server wrote both); with a player's transcript, downloaded from the room's
// "Verify fairness" page, it must also be the record that player's page was committed to while it played
// (core/src/play/fairness.ts). Exits 0 when the log holds up, 1 when it does not (each problem is printed),
// 2 when the room cannot be checked at all.
// DATABASE_URL names the database; without it, the embedded default of `npm start` (.data/postgres).
import { readFileSync } from 'node:fs';
import { transcriptSchema, verifyRoomLog, type FairnessTranscript, type LoggedOp } from '@tablecraft/core/play';
import { createPool } from '@tablecraft/platform';
import { loadRoomLog } from '../api/src/rooms/room-log.ts';
import { maintenanceDatabase, type EmbeddedDatabase } from './lib/embedded-postgres.ts';

/** A player's transcript file, or a sentence saying why it cannot be read. */
function readTranscript(path: string): FairnessTranscript | string {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return `Could not read the transcript ${path}: ${(error as Error).message}`;
  }
  const parsed = transcriptSchema.safeParse(json);
  return parsed.success ? parsed.data : `${path} is not a fairness transcript: ${parsed.error.issues[0]?.message ?? 'wrong shape'}`;
}

const args = process.argv.slice(2).map((arg) => arg.trim());
const transcriptPath = args.find((arg) => arg.endsWith('.json'));
const read = transcriptPath ? readTranscript(transcriptPath) : undefined;
if (typeof read === 'string') {
  console.error(read);
  process.exit(2);
}
const transcript: FairnessTranscript | undefined = read;
const code = (args.find((arg) => !arg.endsWith('.json')) ?? transcript?.roomCode)?.toLowerCase();
if (!code) {
  console.error('Usage: npm run verify-room -- ROOM_CODE [TRANSCRIPT.json]');
  process.exit(2);
}
if (transcript && transcript.roomCode.toLowerCase() !== code) {
  console.error(`The transcript is of room ${transcript.roomCode}, not of room ${code}.`);
  process.exit(2);
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
    const result = verifyRoomLog(log.initialState, log.ops as unknown as LoggedOp[], transcript, log.roomSecret);
    if (result.ok) {
      console.log(
        `PASS: every op replayed, all ${result.checked} match the commitments logged with them, and every move's server seed is the one the room's secret seed gives it.`,
      );
      if (transcript) {
        console.log(
          `Checked against your transcript: the room's seed and initial state${transcript.initialState.length ? '' : ' (none received)'}, ${result.fromTranscript} ops whose commitments your page received, and ${result.own} of your own moves mixing the entropy your page sent under their own numbers.`,
        );
        if (result.others > 0)
          console.log(`${result.others} other players' moves: their server seeds check out; the entropy in them is theirs to check.`);
        if (result.asYouElsewhere.length > 0)
          console.log(
            `Moves logged as you from a tab this transcript never had (another browser or device, or not yours): ${result.asYouElsewhere.join(', ')}.`,
          );
      } else {
        console.log(
          "Without a player's transcript this only shows the record is consistent with itself: pass one (downloaded from the room's Verify fairness page) to check it against what a player was sent.",
        );
      }
      for (const { seq, why } of result.unchecked) console.log(`  not vouched for: op ${seq}: ${why}`);
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
  const db = await maintenanceDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? '.data',
    log: (line) => console.error(line),
  });
  embedded = db.embedded;
  exitCode = await verify(db.url, code);
} catch (error) {
  console.error(`Could not check room ${code}: ${(error as Error).message}`);
} finally {
  await embedded?.stop();
}
process.exit(exitCode);

import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  emptyTranscript,
  entryCommitment,
  FairnessRecorder,
  freshEntropy,
  mixSeed,
  prepareChance,
  type FairnessTranscript,
  type Op,
} from '@tablecraft/core/play';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { openSocket, type TestSocket } from '../../testing/socket-client.ts';
import { startSocketProcess, type SocketProcess } from '../../testing/socket-process.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';

// Provably fair: a room played for real on a socket process, then closed, replays from its durable log
// with every seed matching the commitment sent at the time; a seed altered in the database is caught.
let t: TestApi;
let socketProcess: SocketProcess;
let setup: Awaited<ReturnType<typeof createCardRoom>>;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await startTestApi();
  socketProcess = await startSocketProcess({ DATABASE_URL: t.db.url, REDIS_URL: inject('redisUrl') });
  setup = await createCardRoom(t);
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await socketProcess?.stop();
  await t?.close();
});

/** Runs `npm run verify-room -- CODE [TRANSCRIPT]` against the test database, as an operator would. */
async function verifyRoom(code: string, transcript?: string): Promise<{ exitCode: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'verify-room', '--', code, ...(transcript ? [transcript] : [])],
      {
        env: { ...process.env, DATABASE_URL: t.db.url },
        timeout: 60_000,
      },
    );
    return { exitCode: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { exitCode: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

type View = { seats: Array<{ id: string }>; pieces: Record<string, { id: string; componentId: string }> };

describe('npm run verify-room', () => {
  it('passes on a real closed room and fails, naming the op, once a seed is altered', async () => {
    const alice = await openSocket(socketProcess.url, setup.alice.cookie);
    sockets.push(alice);
    alice.send({ kind: 'hello', protocolVersion: 2, roomCode: setup.room.code, clientId: 'verify-room-alice-tab' });
    const welcome = await alice.waitFor<{ view: View }>((m) => m.kind === 'welcome');
    const piece = (componentId: string) => Object.values(welcome.view.pieces).find((p) => p.componentId === componentId)!.id;
    const ops = [
      { type: 'claimSeat', seatId: welcome.view.seats[0]!.id },
      { type: 'shuffle', pileId: piece('deck') },
      { type: 'draw', pileId: piece('deck'), count: 2 },
      { type: 'roll', pieceId: piece('die') },
      { type: 'shuffle', pileId: piece('deck') },
    ];
    for (const [index, op] of ops.entries()) {
      alice.send({ kind: 'op', clientSeq: index + 1, op });
      expect(await alice.waitFor((m) => (m.kind === 'ack' || m.kind === 'reject') && m.clientSeq === index + 1)).toMatchObject({
        kind: 'ack',
      });
    }
    const closed = await t.graphql(
      'mutation ($id: ID!) { closeRoom(id: $id) { status } }',
      { id: setup.room.id },
      { cookie: setup.alice.cookie },
    );
    expect(closed.body.errors).toBeUndefined();

    const good = await verifyRoom(setup.room.code.toUpperCase());
    expect(good.output).toContain('PASS');
    expect(good.output).toContain(`replaying ${ops.length} ops`);
    expect(good.exitCode).toBe(0);

    // Someone swaps the seed of the second shuffle for another: the replay no longer matches what was promised.
    const altered = await t.db.pool.query(
      `UPDATE room_ops SET payload = jsonb_set(payload, '{op,seed}', to_jsonb(repeat('ab', 32))) WHERE room_id = $1 AND seq = 5`,
      [setup.room.id],
    );
    expect(altered.rowCount).toBe(1);
    const bad = await verifyRoom(setup.room.code);
    expect(bad.exitCode).toBe(1);
    expect(bad.output).toContain('FAIL');
    expect(bad.output).toMatch(/Op 5.*seed does not match/);
  }, 90_000);

  it('says so when there is no such room', async () => {
    const missing = await verifyRoom('nosuchroom');
    expect(missing.exitCode).toBe(2);
    expect(missing.output).toContain('There is no room nosuchroom');
  });
});

// A player's page keeps what it was sent while it played (its transcript, fairness.ts): checked against it,
// the record a dishonest server could rewrite consistently with itself no longer passes.
describe('npm run verify-room with a player’s transcript', () => {
  type Row = { seq: number; payload: { op: Op; actor: unknown; followUps?: unknown[] }; commitment: string };
  let room: Awaited<ReturnType<typeof createCardRoom>>;
  let transcript: FairnessTranscript;
  let file: string;
  let rows: Row[];
  let initialState: { piles: Record<string, string[]>; pieces: Record<string, { componentId: string }> };
  let secret: string;
  const roomSecret = () => secret;
  const dir = mkdtempSync(join(tmpdir(), 'verify-room-'));

  beforeAll(async () => {
    room = await createCardRoom(t);
    const alice = await openSocket(socketProcess.url, room.alice.cookie);
    sockets.push(alice);
    const clientId = 'verify-room-transcript-tab';
    const recorder = new FairnessRecorder(clientId, emptyTranscript(room.room.code));
    let heard = 0;
    // As the page does: everything heard is recorded in order, and each op as it is sent.
    const hear = () => {
      while (heard < alice.messages.length) recorder.heard(alice.messages[heard++] as never);
    };
    alice.send({ kind: 'hello', protocolVersion: 4, roomCode: room.room.code, clientId });
    const welcome = await alice.waitFor<{ view: View }>((m) => m.kind === 'welcome');
    const piece = (componentId: string) => Object.values(welcome.view.pieces).find((p) => p.componentId === componentId)!.id;
    const ops = [
      { type: 'claimSeat', seatId: welcome.view.seats[0]!.id },
      { type: 'shuffle', pileId: piece('deck') },
      { type: 'deal', pileId: piece('deck'), count: 1 },
      { type: 'roll', pieceId: piece('die') },
      { type: 'shuffle', pileId: piece('deck') },
    ];
    for (const [index, op] of ops.entries()) {
      hear();
      const message = { kind: 'op', clientSeq: index + 1, op: { ...op, entropy: freshEntropy() } };
      recorder.sending(message);
      alice.send(message);
      expect(await alice.waitFor((m) => (m.kind === 'ack' || m.kind === 'reject') && m.clientSeq === index + 1)).toMatchObject({
        kind: 'ack',
      });
    }
    await alice.waitFor((m) => m.kind === 'op' && m.seq === ops.length);
    hear();
    transcript = recorder.transcript;
    expect(transcript.initialState).toHaveLength(1);
    expect(transcript.ops).toHaveLength(ops.length);
    expect(transcript.sent.map((sent) => sent.seq)).toEqual([1, 2, 3, 4, 5]);
    file = join(dir, 'transcript.json');
    writeFileSync(file, JSON.stringify(transcript));
    const closed = await t.graphql(
      'mutation ($id: ID!) { closeRoom(id: $id) { status } }',
      { id: room.room.id },
      { cookie: room.alice.cookie },
    );
    expect(closed.body.errors).toBeUndefined();
    rows = (await t.db.pool.query<Row>('SELECT seq, payload, commitment FROM room_ops WHERE room_id = $1 ORDER BY seq', [room.room.id]))
      .rows;
    const row = (await t.db.pool.query('SELECT initial_state, secret_seed FROM rooms WHERE id = $1', [room.room.id])).rows[0];
    initialState = row.initial_state;
    secret = row.secret_seed;
  }, 60_000);

  /** Rewrites op `seq` in the log (and its commitment, unless `commitment` is false), runs `check`, and puts it back. */
  async function withOp(seq: number, change: (op: Op) => Op, check: () => Promise<void>, commitment = true) {
    const row = rows[seq - 1]!;
    const payload = { ...row.payload, op: change(structuredClone(row.payload.op)) };
    const next = commitment ? entryCommitment(payload) : row.commitment;
    await t.db.pool.query('UPDATE room_ops SET payload = payload || $3::jsonb, commitment = $4 WHERE room_id = $1 AND seq = $2', [
      room.room.id,
      seq,
      JSON.stringify({ op: payload.op }),
      next,
    ]);
    try {
      await check();
    } finally {
      await t.db.pool.query('UPDATE room_ops SET payload = $3::jsonb, commitment = $4 WHERE room_id = $1 AND seq = $2', [
        room.room.id,
        seq,
        JSON.stringify(row.payload),
        row.commitment,
      ]);
    }
  }

  async function fails(pattern: RegExp, transcriptFile = file) {
    const result = await verifyRoom(room.room.code, transcriptFile);
    expect(result.output).toContain('FAIL');
    expect(result.output).toMatch(pattern);
    expect(result.exitCode).toBe(1);
  }

  it('passes the honest room, checking every op and each of the player’s own moves against the transcript', async () => {
    const result = await verifyRoom(room.room.code, file);
    expect(result.output).toContain('PASS');
    expect(result.output).toMatch(
      /your transcript: the room's seed and initial state, 5 ops whose commitments your page received, and 5 of your own moves/,
    );
    expect(result.exitCode).toBe(0);
  }, 90_000);

  it('fails a changed seed', async () => {
    await withOp(
      2,
      (op) => ({ ...op, seed: 'ab'.repeat(32) }),
      () => fails(/Op 2/),
      false,
    );
  }, 90_000);

  it('fails a seed changed together with its commitment', async () => {
    const serverSeed = 'cd'.repeat(32);
    await withOp(
      5,
      (op) => ({ ...op, serverSeed, seed: mixSeed(serverSeed, op.entropy!, op.nonce!) }),
      async () => {
        // A server half chosen afterwards is not the one the revealed room secret gives: the record alone tells,
        // and the player's transcript tells that it is not the op the page was committed to.
        const alone = await verifyRoom(room.room.code);
        expect(alone.output).toMatch(/Op 5's server seed is not the one the room's secret seed gives its move/);
        await fails(/Op 5 is not the op your page received/);
      },
    );
  }, 90_000);

  it('fails a changed op', async () => {
    await withOp(
      2,
      (op) => ({ ...op, type: 'cut' }) as Op,
      () => fails(/Op 2 is not the op your page received/),
    );
  }, 90_000);

  it('fails a changed deal count', async () => {
    await withOp(
      3,
      (op) => ({ ...op, count: 2 }) as Op,
      () => fails(/Op 3 is not the op your page received/),
    );
  }, 90_000);

  it('fails two cards swapped in the initial state', async () => {
    const deck = Object.keys(initialState.piles).find((id) => initialState.pieces[id]?.componentId === 'deck')!;
    const cards = initialState.piles[deck]!;
    const swapped = { ...initialState, piles: { ...initialState.piles, [deck]: [cards[1], cards[0], ...cards.slice(2)] } };
    await t.db.pool.query('UPDATE rooms SET initial_state = $2::jsonb WHERE id = $1', [room.room.id, JSON.stringify(swapped)]);
    try {
      await fails(/initial state is not the one your page was committed to/);
    } finally {
      await t.db.pool.query('UPDATE rooms SET initial_state = $2::jsonb WHERE id = $1', [room.room.id, JSON.stringify(initialState)]);
    }
  }, 90_000);

  it('fails a room whose server ignored the entropy the player sent', async () => {
    // A server that drew op 4's seed alone from the start, and sent the page that entry's commitment then.
    const seed = 'ef'.repeat(32);
    const row = rows[3]!;
    const { entropy: _entropy, serverSeed: _serverSeed, nonce: _nonce, ...alone } = row.payload.op;
    const rigged = { ...alone, seed } as Op;
    const riggedTranscript = structuredClone(transcript);
    riggedTranscript.ops = riggedTranscript.ops.map(([seq, commitment]) =>
      seq === 4 ? [seq, entryCommitment({ ...row.payload, op: rigged })] : [seq, commitment],
    );
    const riggedFile = join(dir, 'rigged-transcript.json');
    writeFileSync(riggedFile, JSON.stringify(riggedTranscript));
    await withOp(
      4,
      () => rigged,
      () => fails(/Op 4 is your page's move, but its seed does not mix the entropy your page sent/, riggedFile),
    );
  }, 90_000);

  it('fails a nonce the server ground, even with the commitment sent at the time', async () => {
    // As a server would have played it: the page's entropy mixed under another nonce, committed to then.
    const row = rows[1]!;
    const ground = prepareChance(row.payload.op, { roomSecret: roomSecret(), source: row.payload.op.source!, nonce: 41 }, () => '');
    const riggedTranscript = structuredClone(transcript);
    riggedTranscript.ops = riggedTranscript.ops.map(([seq, commitment]) =>
      seq === 2 ? [seq, entryCommitment({ ...row.payload, op: ground })] : [seq, commitment],
    );
    const riggedFile = join(dir, 'ground-transcript.json');
    writeFileSync(riggedFile, JSON.stringify(riggedTranscript));
    await withOp(
      2,
      () => ground,
      () => fails(/Op 2 is your page's move 2, but its seed was mixed with nonce 41/, riggedFile),
    );
  }, 90_000);

  it('reads the room from the transcript alone', async () => {
    const result = await verifyRoom(file);
    expect(result.output).toContain('PASS');
    expect(result.exitCode).toBe(0);
  }, 90_000);
});

// A deck shuffled when the room opens is shuffled by the setup op, mixing the entropy of the first page
// that offers it once it holds the room's commitments: its page keeps the setup's commitment, and a setup
// rewritten after the game fails that page's check.
describe('npm run verify-room on a room shuffled at start', () => {
  it('passes the honest setup mixing the page’s entropy, and fails it rewritten afterwards', async () => {
    const room = await createCardRoom(t, { shuffleAtStart: true });
    const alice = await openSocket(socketProcess.url, room.alice.cookie);
    sockets.push(alice);
    const clientId = 'verify-room-setup-tab';
    const recorder = new FairnessRecorder(clientId, emptyTranscript(room.room.code));
    let heard = 0;
    const hear = () => {
      while (heard < alice.messages.length) recorder.heard(alice.messages[heard++] as never);
    };
    alice.send({ kind: 'hello', protocolVersion: 5, roomCode: room.room.code, clientId });
    const fairness = await alice.waitFor<{ setupWaits: boolean; setup: unknown }>((m) => m.kind === 'fairness');
    expect(fairness).toMatchObject({ setupWaits: true, setup: null });
    await alice.waitFor((m) => m.kind === 'welcome');
    hear();
    const offer = { kind: 'setup', entropy: freshEntropy() };
    recorder.sending(offer);
    alice.send(offer);
    await alice.waitFor((m) => m.kind === 'op' && m.seq === 1);
    hear();
    expect(recorder.transcript.ops.map(([seq]) => seq)).toEqual([1]);
    // A page joining now is committed to the setup before its welcome, and is not asked for entropy.
    const again = await openSocket(socketProcess.url, room.alice.cookie);
    sockets.push(again);
    again.send({ kind: 'hello', protocolVersion: 5, roomCode: room.room.code, clientId: 'verify-room-setup-tab-2' });
    expect(await again.waitFor((m) => m.kind === 'fairness')).toMatchObject({ setupWaits: false, setup: { seq: 1 } });
    const file = join(mkdtempSync(join(tmpdir(), 'verify-setup-')), 'transcript.json');
    writeFileSync(file, JSON.stringify(recorder.transcript));
    const closed = await t.graphql(
      'mutation ($id: ID!) { closeRoom(id: $id) { status } }',
      { id: room.room.id },
      { cookie: room.alice.cookie },
    );
    expect(closed.body.errors).toBeUndefined();

    const honest = await verifyRoom(room.room.code, file);
    expect(honest.output).toContain('PASS');
    expect(honest.output).toMatch(/and 1 of your own moves/);
    expect(honest.exitCode).toBe(0);

    // The start order rewritten after the game (a seed chosen to put a card on top), its commitment made to match.
    const [setupRow] = (
      await t.db.pool.query<{ payload: { op: Op; actor: unknown } }>('SELECT payload FROM room_ops WHERE room_id = $1 AND seq = 1', [
        room.room.id,
      ])
    ).rows;
    const serverSeed = 'cd'.repeat(32);
    const op = { ...setupRow!.payload.op, serverSeed, seed: mixSeed(serverSeed, setupRow!.payload.op.entropy!, 0) };
    await t.db.pool.query(
      'UPDATE room_ops SET payload = jsonb_set(payload, $2, $3::jsonb), commitment = $4 WHERE room_id = $1 AND seq = 1',
      [room.room.id, '{op}', JSON.stringify(op), entryCommitment({ ...setupRow!.payload, op } as never)],
    );
    const rewritten = await verifyRoom(room.room.code, file);
    expect(rewritten.exitCode).toBe(1);
    expect(rewritten.output).toMatch(/Op 1 is not the op your page received/);
  }, 90_000);
});

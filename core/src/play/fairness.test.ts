import { describe, expect, it } from 'vitest';
import { fullDocument } from '../game/test-fixtures.ts';
import { playFairRoom, tamper } from './fair-room.ts';
import { emptyTranscript, initialRoomState, mergeTranscripts, transcriptSchema } from './index.ts';
import { verifyRoomLog } from './verify.ts';

// The room's record is checked against a player's own transcript: what their page received while it
// played (the commitment to the initial state, every op's commitment, the server seed's commitment before
// each op it sent) and the entropy it sent. Each way a server could rig or rewrite a room fails it.

const room = () => playFairRoom(initialRoomState(fullDocument(), { seed: 'a'.repeat(64) }));

describe('a room checked against a player’s transcript', () => {
  it('passes an honest room, checking every op and the player’s own against the page’s copy', () => {
    const { initial, log, transcript, roomSecret } = room();
    const result = verifyRoomLog(initial, log, transcript, roomSecret);
    expect(result.problems).toEqual([]);
    expect(result).toMatchObject({ ok: true, checked: log.length, fromTranscript: log.length, own: 4 });
  });

  it('fails a changed seed', () => {
    const { initial, log, transcript, roomSecret } = room();
    const result = verifyRoomLog(initial, tamper.seed(log, 4), transcript, roomSecret);
    expect(result.ok).toBe(false);
    expect(result.problems.join('\n')).toMatch(/Op 4/);
  });

  it('fails a seed changed together with its commitment in the record', () => {
    const { initial, log, transcript, roomSecret } = room();
    const tampered = tamper.seedAndCommitment(log, 4);
    // The server half chosen afterwards is not the one the revealed room secret gives: the record alone tells.
    expect(verifyRoomLog(initial, tampered, undefined, roomSecret).problems.join('\n')).toMatch(/Op 4's server seed is not the one/);
    const result = verifyRoomLog(initial, tampered, transcript, roomSecret);
    expect(result.ok).toBe(false);
    expect(result.problems.join('\n')).toMatch(/Op 4.*your page received/);
  });

  it('fails a changed op', () => {
    const { initial, log, transcript, roomSecret } = room();
    const tampered = tamper.op(log, 6, (op) => ({ ...op, type: 'flip' }));
    expect(verifyRoomLog(initial, tampered, transcript, roomSecret).problems.join('\n')).toMatch(/Op 6.*your page received/);
  });

  it('fails a changed deal count', () => {
    const { initial, log, transcript, roomSecret } = room();
    const dealt = log.findIndex((entry) => (entry.payload.op as { type: string }).type === 'deal') + 1;
    const tampered = tamper.op(log, dealt, (op) => ({ ...op, count: 3 }));
    expect(verifyRoomLog(initial, tampered, undefined, roomSecret).ok).toBe(true);
    const result = verifyRoomLog(initial, tampered, transcript, roomSecret);
    expect(result.ok).toBe(false);
    expect(result.problems.join('\n')).toMatch(new RegExp(`Op ${dealt}.*your page received`));
  });

  it('fails two cards swapped in the initial state', () => {
    const { initial, log, transcript, roomSecret } = room();
    const swapped = tamper.swapCards(initial);
    const result = verifyRoomLog(swapped, log, transcript, roomSecret);
    expect(result.ok).toBe(false);
    expect(result.problems[0]).toMatch(/initial state.*not the one your page was committed to/i);
  });

  it('fails when the player’s entropy was ignored', () => {
    const { initial, log, transcript, roomSecret } = playFairRoom(initialRoomState(fullDocument(), { seed: 'a'.repeat(64) }), {
      ignoreEntropyAt: 4,
    });
    // The server's own record is consistent (its seed matches its commitment), and the page's copy of
    // every commitment matches too: only the page's own entropy shows what happened.
    expect(verifyRoomLog(initial, log, undefined, roomSecret).ok).toBe(true);
    const result = verifyRoomLog(initial, log, transcript, roomSecret);
    expect(result.ok).toBe(false);
    expect(result.problems.join('\n')).toMatch(/Op 4.*entropy your page sent/);
  });

  it('fails a server seed that was not the one committed to before the op', () => {
    const { initial, log, transcript, roomSecret } = playFairRoom(initialRoomState(fullDocument(), { seed: 'a'.repeat(64) }), {
      swapServerSeedAt: 4,
    });
    const result = verifyRoomLog(initial, log, transcript, roomSecret);
    expect(result.ok).toBe(false);
    expect(result.problems.join('\n')).toMatch(/Op 4's server seed is not the one the room's secret seed gives its move/);
  });

  it('fails a nonce the server picked instead of the move’s number on the page', () => {
    const { initial, log, transcript, roomSecret } = playFairRoom(initialRoomState(fullDocument(), { seed: 'a'.repeat(64) }), {
      grindNonceAt: { seq: 4, nonce: 41 },
    });
    const result = verifyRoomLog(initial, log, transcript, roomSecret);
    expect(result.ok).toBe(false);
    expect(result.problems.join('\n')).toMatch(/Op 4.*nonce/);
  });

  it('fails a seed that does not mix its server seed, entropy and nonce, even without a transcript', () => {
    const { initial, log, roomSecret } = room();
    const result = verifyRoomLog(initial, tamper.seed(log, 4), undefined, roomSecret);
    expect(result.ok).toBe(false);
    expect(result.problems.join('\n')).toMatch(/Op 4/);
  });
});

describe('a browser’s transcripts of one room', () => {
  it('merge into one, an op sent again after a reload counting once, and every setup offer kept', () => {
    const { transcript } = room();
    const first = { ...transcript, sent: transcript.sent.map((sent) => ({ ...sent, seq: undefined })) };
    const offer = { clientId: 'alice-tab', clientSeq: 0, entropy: 'e'.repeat(32), serverSeeds: [] };
    const again = { ...emptyTranscript('room1'), roomSeed: ['f'.repeat(64)], sent: [transcript.sent[0]!, offer] };
    const merged = mergeTranscripts('room1', [first, again, transcript]);
    expect(merged.ops).toEqual(transcript.ops);
    expect(merged.roomSeed).toEqual([...transcript.roomSeed, 'f'.repeat(64)]);
    expect(merged.sent).toHaveLength(transcript.sent.length + 1);
    expect(merged.sent[0]).toMatchObject({ clientSeq: 1, seq: 1 });
    expect(merged.sent.at(-1)).toEqual(offer);
  });

  it('read a version-1 file, with no room seed', () => {
    const { transcript } = room();
    const { roomSeed: _roomSeed, userIds: _userIds, ...older } = transcript;
    const parsed = transcriptSchema.parse({ ...older, version: 1 });
    expect(parsed).toMatchObject({ version: 1, roomSeed: [], userIds: [] });
  });
});

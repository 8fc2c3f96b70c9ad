import { describe, expect, it } from 'vitest';
import { fullDocument } from '../game/test-fixtures.ts';
import { playFairRoom, tamper, withStartShuffle } from './fair-room.ts';
import { initialRoomState, logNamesOf, renderLogLine, verifyRoomLog, viewFor } from './index.ts';
import { Replay } from './replay.ts';
import { everyHandView } from './replay-view.ts';

// A replay plays an ended room's revealed record move by move, each move checked by the verifier's own
// rules before the table after it is shown; the first move that fails stops it there, with the reason.

const document = fullDocument();
const initial = () => withStartShuffle(initialRoomState(document, { seed: 'b'.repeat(64) }));
const names = logNamesOf(document);

describe('replaying an ended room', () => {
  it('steps through an honest record to the table the whole check ends on, move by move', () => {
    const room = playFairRoom(initial(), { salt: 'replay' });
    const replay = new Replay({ initialState: room.initial, roomSecret: room.roomSecret, ops: room.log }, { names });
    expect(replay.length).toBe(room.log.length);
    for (let k = 0; k <= room.log.length; k++) {
      const prefix = verifyRoomLog(room.initial, room.log.slice(0, k), undefined, room.roomSecret);
      expect(prefix.ok).toBe(true);
      expect(JSON.stringify(replay.stateAt(k))).toBe(JSON.stringify(prefix.state));
    }
    expect(replay.reached).toBe(room.log.length);
    expect(replay.stopped).toBeNull();
    expect(replay.end).toBe(room.log.length);
    // Scrubbing back never checks a move again, and shows the earlier table.
    expect(JSON.stringify(replay.stateAt(1))).toBe(JSON.stringify(verifyRoomLog(room.initial, room.log.slice(0, 1)).state));
    expect(replay.moves().map((move) => move.seq)).toEqual(room.log.map((entry) => entry.seq));
  });

  it('tells the log as the table was told it', () => {
    const room = playFairRoom(initial(), { salt: 'lines' });
    const replay = new Replay(
      { initialState: room.initial, roomSecret: room.roomSecret, ops: room.log },
      { names, nameOf: (userId) => ({ alice: 'Alice', bob: 'Bob' })[userId] },
    );
    replay.advanceTo(replay.length);
    const lines = replay.moves().flatMap((move) => (move.fact ? [renderLogLine(move.fact, null, move.seq, '')] : []));
    expect(lines.map((line) => `${line.actor.name} ${line.text}`)).toContain('Alice shuffled Deck');
    expect(lines.some((line) => line.actor.name === 'Bob' && /rolled/.test(line.text))).toBe(true);
  });

  it("shows a seat exactly its own view, a visitor none of the hands, and 'every hand' all of them", () => {
    const room = playFairRoom(initial(), { salt: 'views' });
    const replay = new Replay({ initialState: room.initial, roomSecret: room.roomSecret, ops: room.log }, { names });
    const final = replay.stateAt(replay.length);
    expect(replay.viewAt(replay.length, { seat: 'p1' })).toEqual(viewFor(final, 'p1'));
    expect(replay.viewAt(replay.length, 'visitor')).toEqual(viewFor(final, null));
    const every = replay.viewAt(replay.length, 'everyone');
    expect(every).toEqual(everyHandView(final));
    // The deal put a card in each hand: every hand shows its cards, each as its holder saw it.
    for (const seatId of ['p1', 'p2']) {
      const own = viewFor(final, seatId);
      expect(own.hands[seatId]!.cards!.length).toBeGreaterThan(0);
      expect(every.hands[seatId]).toEqual(own.hands[seatId]);
      for (const id of own.hands[seatId]!.cards!) expect(every.pieces[id]).toEqual(own.pieces[id]);
    }
    expect(Object.values(viewFor(final, null).hands).every((hand) => hand.cards === null)).toBe(true);
  });

  it('stops before a move whose record was rewritten, naming it, and shows every move before it', () => {
    const room = playFairRoom(initial(), { salt: 'rewritten' });
    const seq = 4;
    const log = tamper.seed(room.log, seq);
    const replay = new Replay({ initialState: room.initial, roomSecret: room.roomSecret, ops: log }, { names });
    expect(replay.advanceTo(log.length)).toBe(seq - 1);
    expect(replay.stopped).toEqual({ seq, reasons: [`Op ${seq}'s seed does not match the commitment published when it was applied.`] });
    expect(replay.end).toBe(seq - 1);
    expect(JSON.stringify(replay.stateAt(log.length))).toBe(JSON.stringify(verifyRoomLog(room.initial, log.slice(0, seq - 1)).state));
  });

  it('stops on a server half the room secret does not give, even with the commitment made to match', () => {
    const room = playFairRoom(initial(), { salt: 'chosen' });
    const log = tamper.seedAndCommitment(room.log, 3);
    const replay = new Replay({ initialState: room.initial, roomSecret: room.roomSecret, ops: log }, { names });
    replay.advanceTo(log.length);
    expect(replay.stopped?.seq).toBe(3);
    expect(replay.stopped?.reasons.join(' ')).toMatch(/the server chose it/);
  });

  it("does not start on a record that is not the one this browser's copy was committed to", () => {
    const room = playFairRoom(initial(), { salt: 'copy' });
    const other = tamper.swapWithNext(room.log, 4);
    const replay = new Replay(
      { initialState: room.initial, roomSecret: room.roomSecret, ops: other },
      { names, transcript: room.transcripts.alice },
    );
    expect(replay.stopped?.seq).toBe(0);
    expect(replay.advanceTo(other.length)).toBe(0);
    const honest = new Replay(
      { initialState: room.initial, roomSecret: room.roomSecret, ops: room.log },
      { names, transcript: room.transcripts.alice },
    );
    expect(honest.advanceTo(room.log.length)).toBe(room.log.length);
  });
});

import { IDBFactory } from 'fake-indexeddb';
import { vi } from 'vitest';
import { emptyTranscript, FairnessRecorder, mergeTranscripts, type ClientMessage, type ServerMessage } from '@tablecraft/core/play';
import { forgetTranscriptDatabaseForTests } from './transcript-store.ts';

// What the fairness tests hear and send, and a fresh IndexedDB for each test (happy-dom has none).

export const hex = (n: number) => n.toString(16).padStart(64, '0');
export const entropyOf = (n: number) => n.toString(16).padStart(32, '0');

/** What the socket says before each welcome: the commitments to the initial state and this connection's server seed. */
export const fairness = (n: number) => ({ kind: 'fairness', initialState: hex(n), serverSeed: hex(n + 1) }) as unknown as ServerMessage;

/** A committed op as a page receives it: what the table shows (`changes`) and its commitment. */
export const op = (seq: number) =>
  ({
    kind: 'op',
    seq,
    actor: { userId: 'u1', seatId: 'north' },
    changes: { pieces: { [`die-${seq}`]: { label: 'A die the table shows', face: 3, x: 10, y: 20 } } },
    commitment: hex(1000 + seq),
  }) as unknown as ServerMessage;

export const ack = (clientSeq: number, seq: number) => ({ kind: 'ack', clientSeq, seq }) as ServerMessage;

/** What the socket heard and what the page sent, in order. */
export type Step = ['heard', ServerMessage] | ['sent', ClientMessage];

/** The transcript a page holds after these steps, as a browser's merged copy of it reads. */
export function held(roomCode: string, clientId: string, steps: readonly Step[]) {
  const recorder = new FairnessRecorder(clientId, emptyTranscript(roomCode));
  for (const [direction, message] of steps) {
    if (direction === 'heard') recorder.heard(message);
    else recorder.sending(message);
  }
  return mergeTranscripts(roomCode, [recorder.transcript]);
}

/** An op this page sends, with its entropy. */
export const roll = (clientSeq: number) =>
  ({ kind: 'op', clientSeq, op: { type: 'roll', pieceId: 'die', entropy: entropyOf(clientSeq) } }) as ClientMessage;

/** A fresh, empty IndexedDB for this test; `null` leaves the page without one. */
export function useIndexedDb(factory: IDBFactory | null = new IDBFactory()): void {
  forgetTranscriptDatabaseForTests();
  vi.stubGlobal('indexedDB', factory ?? undefined);
}

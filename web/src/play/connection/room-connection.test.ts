import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RoomConnection, RECONNECT_DELAYS_MS, type ConnectionStatus } from './room-connection.ts';
import type { ServerMessage } from './messages.ts';
import { FakeSocket, installFakeSockets } from './fake-socket.ts';

const welcome = { kind: 'welcome', protocolVersion: 1, connectionId: 'c', role: 'player', user: null, seatId: null, seq: 7, view: {} };

describe('the room connection', () => {
  let restore: () => void;
  let statuses: Array<ConnectionStatus | string>;
  let messages: ServerMessage[];
  let connection: RoomConnection;

  beforeEach(() => {
    restore = installFakeSockets();
    statuses = [];
    messages = [];
    connection = new RoomConnection('ws://api.test/socket', 'abc', {
      onMessage: (message) => messages.push(message),
      onStatus: (status, failure) => statuses.push(failure ? `${status}:${failure.code}` : status),
      lastSeq: () => (messages.length ? 7 : undefined),
    });
    connection.start();
  });
  afterEach(() => {
    connection.stop();
    restore();
  });

  it('says hello with the room code and reports open on welcome', () => {
    FakeSocket.all[0]!.open();
    expect(FakeSocket.all[0]!.sent).toEqual([{ kind: 'hello', protocolVersion: 1, roomCode: 'abc' }]);
    expect(connection.send({ kind: 'ping' })).toBe(false);
    FakeSocket.all[0]!.receive(welcome);
    expect(statuses).toEqual(['open']);
    expect(connection.send({ kind: 'ping' })).toBe(true);
  });

  it('reconnects after a drop, resuming from the last sequence number', () => {
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.receive(welcome);
    FakeSocket.all[0]!.close();
    expect(statuses.at(-1)).toBe('reconnecting');
    expect(connection.send({ kind: 'ping' })).toBe(false);
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0]!);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.open();
    expect(FakeSocket.all[1]!.sent[0]).toEqual({ kind: 'hello', protocolVersion: 1, roomCode: 'abc', lastSeq: 7 });
    FakeSocket.all[1]!.receive(welcome);
    expect(statuses.at(-1)).toBe('open');
  });

  it('waits longer after each failed attempt', () => {
    FakeSocket.all[0]!.close();
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0]!);
    FakeSocket.all[1]!.close();
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0]!);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[1]! - RECONNECT_DELAYS_MS[0]!);
    expect(FakeSocket.all).toHaveLength(3);
  });

  it('gives up with the reason when the room is closed or unknown', () => {
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.receive({ kind: 'error', code: 'ROOM_NOT_FOUND', reason: 'There is no room with this code.' });
    expect(statuses).toEqual(['failed:ROOM_NOT_FOUND']);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('says it is reconnecting as soon as the browser goes offline', () => {
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.receive(welcome);
    window.dispatchEvent(new Event('offline'));
    expect(statuses.at(-1)).toBe('reconnecting');
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.all.length).toBeGreaterThan(1);
  });

  it('passes room messages on', () => {
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.receive(welcome);
    FakeSocket.all[0]!.receive({ kind: 'skip', seq: 8 });
    expect(messages.map((m) => m.kind)).toEqual(['welcome', 'skip']);
  });
});

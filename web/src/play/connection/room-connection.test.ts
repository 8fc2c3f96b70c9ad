import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE, PROTOCOL_VERSION, type ServerMessage } from '@tablecraft/core/play';
import { RoomConnection, RECONNECT_BASE_MS, RECONNECT_CAP_MS, reconnectDelay, type ConnectionStatus } from './room-connection.ts';
import { FakeSocket, installFakeSockets } from './fake-socket.ts';

const CLIENT_ID = 'tab-0123456789abcdef';
const welcome = {
  kind: 'welcome',
  protocolVersion: 2,
  lastClientSeq: 0,
  connectionId: 'c',
  role: 'player',
  user: null,
  seatId: null,
  seq: 7,
  view: {},
};

describe('the room connection', () => {
  let restore: () => void;
  let statuses: Array<ConnectionStatus | string>;
  let messages: ServerMessage[];
  let connection: RoomConnection;
  let failures: Array<{ kind: string; reason: string }>;
  /** The jitter's "random" number: the middle of the window unless a test says otherwise. */
  let random = 0.5;

  beforeEach(() => {
    restore = installFakeSockets();
    statuses = [];
    messages = [];
    failures = [];
    random = 0.5;
    connection = new RoomConnection(
      'ws://api.test/socket',
      'abc',
      {
        onMessage: (message) => messages.push(message),
        onStatus: (status, failure) => {
          statuses.push(failure ? `${status}:${failure.kind}` : status);
          if (failure) failures.push({ kind: failure.kind, reason: failure.reason });
        },
        lastSeq: () => (messages.length ? 7 : undefined),
      },
      { clientId: CLIENT_ID, random: () => random },
    );
    connection.start();
  });
  afterEach(() => {
    connection.stop();
    restore();
  });

  it('says hello with the room code and this tab’s client id, and reports open on welcome', () => {
    FakeSocket.all[0]!.open();
    expect(FakeSocket.all[0]!.sent).toEqual([{ kind: 'hello', protocolVersion: PROTOCOL_VERSION, roomCode: 'abc', clientId: CLIENT_ID }]);
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
    vi.advanceTimersByTime(RECONNECT_BASE_MS);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.open();
    expect(FakeSocket.all[1]!.sent[0]).toEqual({
      kind: 'hello',
      protocolVersion: PROTOCOL_VERSION,
      roomCode: 'abc',
      clientId: CLIENT_ID,
      lastSeq: 7,
    });
    FakeSocket.all[1]!.receive(welcome);
    expect(statuses.at(-1)).toBe('open');
  });

  it('waits a random time within a window that doubles after each failed attempt (full jitter)', () => {
    random = 0.999;
    FakeSocket.all[0]!.close();
    // Attempt 0: at most the base wait.
    vi.advanceTimersByTime(RECONNECT_BASE_MS - 2);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    // Attempt 1: a window twice as long.
    FakeSocket.all[1]!.close();
    vi.advanceTimersByTime(2 * RECONNECT_BASE_MS - 2);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    // A random draw of 0 comes back at once.
    random = 0;
    FakeSocket.all[2]!.close();
    vi.advanceTimersByTime(0);
    expect(FakeSocket.all).toHaveLength(4);
  });

  it('spreads clients over the whole window, never past the cap', () => {
    expect(reconnectDelay(0, () => 0)).toBe(0);
    expect(reconnectDelay(0, () => 0.5)).toBe(RECONNECT_BASE_MS / 2);
    expect(reconnectDelay(3, () => 0.5)).toBe(4 * RECONNECT_BASE_MS);
    expect(reconnectDelay(40, () => 0.999_999)).toBeLessThan(RECONNECT_CAP_MS);
    expect(reconnectDelay(40, () => 0.5)).toBe(RECONNECT_CAP_MS / 2);
    // A thousand clients dropped together come back spread out, not in one burst.
    let seed = 42;
    const lcg = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const delays = Array.from({ length: 1000 }, () => reconnectDelay(4, lcg));
    const perTenth = Array.from(
      { length: 10 },
      (_, tenth) => delays.filter((d) => Math.floor(d / ((16 * RECONNECT_BASE_MS) / 10)) === tenth).length,
    );
    for (const count of perTenth) expect(count).toBeGreaterThan(50);
  });

  it('waits longer before coming back to a busy or draining server', () => {
    random = 0.999;
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.receive(welcome);
    FakeSocket.all[0]!.close(CLOSE.busy.code, CLOSE.busy.reason);
    expect(statuses.at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(2 * RECONNECT_BASE_MS);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(2 * RECONNECT_BASE_MS);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('gives up with the reason when the room is closed or unknown', () => {
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.receive({ kind: 'error', code: 'ROOM_NOT_FOUND', reason: 'There is no room with this code.' });
    expect(statuses).toEqual(['failed:notFound']);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it.each([
    [CLOSE.removed, 'REMOVED', 'You were removed from this game.', 'removed'],
    [CLOSE.signedOut, 'SIGNED_OUT', 'You signed out.', 'signedOut'],
    [CLOSE.closed, 'ROOM_CLOSED', 'The host closed this room.', 'closed'],
    [CLOSE.removed, 'GAME_PRIVATE', 'This game is no longer public.', 'removed'],
  ])('stops with the server’s sentence when closed with %o after error %s', (close, code, reason, kind) => {
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.receive(welcome);
    FakeSocket.all[0]!.receive({ kind: 'error', code, reason });
    FakeSocket.all[0]!.close(close.code, close.reason);
    expect(failures).toEqual([{ kind, reason }]);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it.each([
    [CLOSE.removed.code, 'removed'],
    [CLOSE.signedOut.code, 'signedOut'],
    [CLOSE.closed.code, 'closed'],
    [CLOSE.notFound.code, 'notFound'],
    [CLOSE.unauthorized.code, 'unauthorized'],
    [CLOSE.incompatible.code, 'outdated'],
  ])('stops on close code %i alone, saying why in its own words', (closeCode, kind) => {
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.receive(welcome);
    FakeSocket.all[0]!.close(closeCode);
    expect(failures).toHaveLength(1);
    expect(failures[0]!.kind).toBe(kind);
    expect(failures[0]!.reason).toMatch(/\.$/);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('joins again on a new socket when restarted, even after the server refused the first (a guest just made)', () => {
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.close(CLOSE.unauthorized.code);
    expect(failures.map(({ kind }) => kind)).toEqual(['unauthorized']);
    connection.restart();
    expect(statuses.at(-1)).toBe('connecting');
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.open();
    FakeSocket.all[1]!.receive(welcome);
    expect(statuses.at(-1)).toBe('open');
    expect(connection.send({ kind: 'ping' })).toBe(true);
  });

  it.each([CLOSE.busy.code, CLOSE.helloTimeout.code, CLOSE.goingAway.code, 1006])('reconnects after close code %i', (closeCode) => {
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.receive(welcome);
    FakeSocket.all[0]!.close(closeCode);
    expect(statuses.at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(RECONNECT_CAP_MS);
    expect(FakeSocket.all).toHaveLength(2);
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

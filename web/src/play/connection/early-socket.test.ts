import { PROTOCOL_VERSION, type ServerMessage } from '@tablecraft/core/play';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RoomConnection } from './room-connection.ts';
import { openEarlySocket, takeEarlySocket } from './early-socket.ts';
import { FakeSocket, installFakeSockets } from './fake-socket.ts';
import { ClientIdentity } from './client-identity.ts';

const URL = 'ws://api.test/socket';
const welcome = { kind: 'welcome', protocolVersion: 2, connectionId: 'c', role: 'player', user: null, seatId: null, seq: 3, view: {} };

describe('the socket opened with the page', () => {
  let restore: () => void;
  let messages: ServerMessage[];
  let statuses: string[];
  let connection: RoomConnection;
  const connect = (roomCode = 'abc') => {
    connection = new RoomConnection(
      URL,
      roomCode,
      { onMessage: (m) => messages.push(m), onStatus: (s) => statuses.push(s), lastSeq: () => undefined },
      { clientId: ClientIdentity.forRoom(roomCode).clientId },
    );
    connection.start();
  };

  beforeEach(() => {
    restore = installFakeSockets();
    messages = [];
    statuses = [];
  });
  afterEach(() => {
    connection?.stop();
    takeEarlySocket(URL, 'abc');
    restore();
  });

  it('says hello with the same client id the room page then uses', () => {
    openEarlySocket(URL, 'abc');
    FakeSocket.all[0]!.open();
    const hello = FakeSocket.all[0]!.sent[0] as { clientId: string };
    expect(hello.clientId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(hello.clientId).toBe(ClientIdentity.forRoom('abc').clientId);
  });

  it('says hello at once and hands the welcome it heard to the room page, on the same socket', () => {
    openEarlySocket(URL, 'abc');
    const early = FakeSocket.all[0]!;
    early.open();
    early.receive(welcome);
    connect();
    expect(FakeSocket.all).toHaveLength(1);
    expect(early.sent).toEqual([
      { kind: 'hello', protocolVersion: PROTOCOL_VERSION, roomCode: 'abc', clientId: ClientIdentity.forRoom('abc').clientId },
    ]);
    expect(messages.map((m) => m.kind)).toEqual(['welcome']);
    expect(statuses).toEqual(['open']);
    expect(connection.send({ kind: 'cursor', x: 1, y: 2 })).toBe(true);
  });

  it('leaves the hello to the room page when the socket opens after the page took it', () => {
    openEarlySocket(URL, 'abc');
    connect();
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.receive(welcome);
    expect(FakeSocket.all).toHaveLength(1);
    expect(socket.sent).toEqual([
      { kind: 'hello', protocolVersion: PROTOCOL_VERSION, roomCode: 'abc', clientId: ClientIdentity.forRoom('abc').clientId },
    ]);
    expect(statuses).toEqual(['open']);
  });

  it('is not used for another room, and is closed when nobody takes it', () => {
    openEarlySocket(URL, 'abc');
    const early = FakeSocket.all[0]!;
    connect('xyz');
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(15_000);
    expect(early.readyState).toBe(3);
    expect(takeEarlySocket(URL, 'abc')).toBeNull();
  });

  it('is replaced by a fresh socket when it dropped before the page was ready', () => {
    openEarlySocket(URL, 'abc');
    FakeSocket.all[0]!.close();
    connect();
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.open();
    expect(FakeSocket.all[1]!.sent).toEqual([
      { kind: 'hello', protocolVersion: PROTOCOL_VERSION, roomCode: 'abc', clientId: ClientIdentity.forRoom('abc').clientId },
    ]);
  });
});

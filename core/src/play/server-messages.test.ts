import { describe, expect, it } from 'vitest';
import { serverMessageSchema } from './server-messages.ts';

// The socket service's frames, as the browser reads them. Every frame the integration tests receive is
// checked against the same schema (testing/socket-client.ts); here, what it accepts and what it refuses.
describe('server messages', () => {
  it('accepts each kind the server sends', () => {
    const line = { seq: 3, at: '2026-11-25T10:00:00.000Z', actor: { name: 'Ann', color: null, you: false }, text: 'Ann rolled a 4' };
    const chat = { id: 1, at: '2026-11-25T10:00:00.000Z', userId: 'u1', name: 'Ann', text: 'hi' };
    for (const message of [
      {
        kind: 'welcome',
        protocolVersion: 3,
        connectionId: 'c1',
        role: 'player',
        user: { id: 'u1', userName: 'ann', name: 'Ann', image: '' },
        seatId: 's1',
        seq: 4,
        lastClientSeq: 0,
        view: { seatId: 's1', pieces: {} },
        log: { items: [line], more: false },
        chat: { items: [chat], more: true },
      },
      {
        kind: 'welcome',
        protocolVersion: 3,
        connectionId: 'c2',
        role: 'spectator',
        user: null,
        seatId: null,
        seq: 4,
        resumedFrom: 2,
        missed: [{ kind: 'skip', seq: 3 }],
      },
      { kind: 'op', seq: 5, actor: { userId: 'u1', seatId: 's1' }, changes: { pieces: {}, piles: {}, hands: {} }, commitment: 'ab' },
      { kind: 'ack', clientSeq: 1, seq: 5 },
      { kind: 'reject', clientSeq: 2, code: 'NOT_YOURS', reason: 'That card is in another hand.' },
      { kind: 'drag', userId: 'u1', connectionId: 'c1', pieceId: 'p1', x: 1, y: 2, done: true },
      { kind: 'cursor', userId: null, connectionId: 'c2', x: 1, y: 2, surfaceId: 'table' },
      { kind: 'presence', userId: 'u1', connectionId: 'c1', name: 'Ann', image: '', online: true, here: true },
      { kind: 'history', of: 'log', before: 51, items: [line], more: false },
      { kind: 'history', of: 'chat', before: 9, items: [chat], more: false },
      {
        kind: 'scriptLog',
        entries: [{ seq: null, at: '2026-11-25T10:00:00.000Z', lines: [{ script: 'main', text: 'boom', error: true }] }],
      },
      { kind: 'role', role: 'spectator', seatId: null, reason: 'You were removed from this game.' },
      { kind: 'resync', seq: 9, seatId: null, view: {} },
      { kind: 'pong', t: 5 },
      { kind: 'error', code: 'FORBIDDEN', reason: 'not allowed' },
    ])
      expect(serverMessageSchema.safeParse(message).error?.message).toBeUndefined();
  });

  it('refuses a frame the browser could not read: unknown kind, missing or mistyped field', () => {
    for (const message of [
      { kind: 'teleport' },
      { kind: 'ack', clientSeq: 1 },
      { kind: 'reject', clientSeq: 1, code: 'X' },
      { kind: 'welcome', protocolVersion: 3, connectionId: 'c', role: 'admin', user: null, seatId: null, seq: 0 },
      { kind: 'history', of: 'ops', before: 1, items: [], more: false },
      { kind: 'op', seq: 1, actor: { userId: 'u1', seatId: null }, changes: 'everything' },
      { kind: 'chat', message: { id: 1, text: 'no author' } },
    ])
      expect(serverMessageSchema.safeParse(message).success, JSON.stringify(message)).toBe(false);
  });
});

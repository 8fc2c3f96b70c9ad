import { expect, it } from 'vitest';
import { MAX_FRAME_BYTES, parseClientFrame } from './protocol.ts';

it('parses each client message kind', () => {
  for (const message of [
    { kind: 'hello', protocolVersion: 2, roomCode: 'abcdefghjk', clientId: 'tab-0123456789abcdef' },
    { kind: 'op', clientSeq: 1, op: { type: 'flip', pieceId: 'p1' } },
    { kind: 'drag', pieceId: 'p1', x: 1, y: 2 },
    { kind: 'cursor', x: 1, y: 2 },
    { kind: 'ping', t: 5 },
    { kind: 'chat', text: 'who took that card?' },
    { kind: 'history', of: 'log', before: 51 },
  ])
    expect(parseClientFrame(JSON.stringify(message))).toEqual({ ok: true, message });
});

it('refuses malformed JSON, unknown kinds, wrong shapes and oversize frames, each with its reason', () => {
  expect(parseClientFrame('{nope')).toEqual({ ok: false, code: 'MALFORMED', reason: 'message is not JSON' });
  expect(parseClientFrame('{"kind":"teleport"}')).toEqual({ ok: false, code: 'MALFORMED', reason: 'unknown message kind "teleport"' });
  expect(parseClientFrame('{"kind":"history","of":"ops","before":1}')).toMatchObject({
    ok: false,
    code: 'MALFORMED',
    reason: expect.stringMatching(/^bad history message/),
  });
  expect(parseClientFrame('{"kind":"drag","pieceId":"p","x":"left","y":0}')).toMatchObject({
    ok: false,
    code: 'MALFORMED',
    reason: expect.stringMatching(/^bad drag message/),
  });
  expect(parseClientFrame(JSON.stringify({ kind: 'ping', pad: 'x'.repeat(MAX_FRAME_BYTES) }))).toMatchObject({
    ok: false,
    code: 'TOO_LARGE',
  });
  // The socket service passes the size of the frame it received; multi-byte text counts by its bytes.
  expect(parseClientFrame('{"kind":"ping"}', MAX_FRAME_BYTES + 1)).toMatchObject({ ok: false, code: 'TOO_LARGE' });
  expect(parseClientFrame(JSON.stringify({ kind: 'ping', pad: 'é'.repeat(MAX_FRAME_BYTES / 2) }))).toMatchObject({
    ok: false,
    code: 'TOO_LARGE',
  });
});

it('refuses a frame nested past the bounds before anything reads its op, within the frame size', () => {
  // 16 kB nest 8,000 deep: the op's schema overflowed the stack on it.
  const depth = 8_000;
  const frame = `{"kind":"op","clientSeq":1,"op":{"type":"setVariable","name":"x","value":${'['.repeat(depth)}${']'.repeat(depth)}}}`;
  expect(frame.length).toBeLessThanOrEqual(MAX_FRAME_BYTES);
  let answer: unknown;
  expect(() => {
    answer = parseClientFrame(frame);
  }).not.toThrow();
  expect(answer).toEqual({ ok: false, code: 'MALFORMED', reason: 'message is nested more than 64 levels deep' });
  // What a client sends is far shallower.
  const move = { kind: 'op', clientSeq: 2, op: { type: 'move', pieceId: 'p1', to: { type: 'surface', surfaceId: 's', x: 1, y: 2 } } };
  expect(parseClientFrame(JSON.stringify(move))).toEqual({ ok: true, message: move });
});

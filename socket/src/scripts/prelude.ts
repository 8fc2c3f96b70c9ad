// The script API as authors see it, written in JavaScript and run inside each room's sandbox before any
// script. It reaches the host only through `host(name, json)` (kept in this closure, never on the global
// object): reads of the room, the game's actions, log lines and random numbers. It returns the
// functions the host calls (`begin`, `invoke`, `outcome`), which no script can reach either.
// Globals the API relies on are captured first, so a script that replaces JSON or Object breaks only itself.
export const PRELUDE = String.raw`(host) => {
  'use strict';
  const parse = JSON.parse;
  const stringify = JSON.stringify;
  const freeze = Object.freeze;
  const isFrozen = Object.isFrozen;
  const keys = Object.keys;
  const define = Object.defineProperty;
  const RealDate = Date;

  let now = 0;
  let whole = null; // the whole room, parsed and frozen, until an action changes it

  const deepFreeze = (value) => {
    if (value !== null && typeof value === 'object' && !isFrozen(value)) {
      freeze(value);
      for (const key of keys(value)) deepFreeze(value[key]);
    }
    return value;
  };
  const ask = (name, arg) => {
    const out = host(name, arg === undefined ? '' : stringify(arg));
    return out === '' ? undefined : deepFreeze(parse(out));
  };
  const act = (op) => {
    const result = ask('act', op);
    if (result.ok) whole = null;
    return result;
  };
  const text = (parts) => parts.map((part) => (typeof part === 'string' ? part : stringify(part) ?? String(part))).join(' ');
  const log = (...parts) => { host('log', stringify(text(parts))); };

  const game = freeze({
    state: () => whole ?? (whole = ask('state')),
    piece: (pieceId) => ask('piece', String(pieceId)),
    piecesOf: (componentId) => ask('piecesOf', String(componentId)),
    pile: (pileId) => ask('pile', String(pileId)),
    hand: (seatId) => ask('hand', String(seatId)),
    seats: () => ask('seats'),
    act: (op) => act(op),
    move: (pieceId, to) => act({ type: 'move', pieceId, to }),
    moveMany: (moves) => act({ type: 'moveMany', moves }),
    flip: (pieceId) => act({ type: 'flip', pieceId }),
    flipMany: (pieceIds) => act({ type: 'flipMany', pieceIds }),
    rotate: (pieceId, direction = 1) => act({ type: 'rotate', pieceId, direction }),
    rotateMany: (pieceIds, direction = 1) => act({ type: 'rotateMany', pieceIds, direction }),
    bringToFront: (pieceId) => act({ type: 'bringToFront', pieceId }),
    shuffle: (pileId) => act({ type: 'shuffle', pileId }),
    deal: (pileId, count = 1, seatIds) => act(seatIds === undefined ? { type: 'deal', pileId, count } : { type: 'deal', pileId, count, seatIds }),
    take: (pileId, to, faceUp) => act(faceUp === undefined ? { type: 'take', pileId, to } : { type: 'take', pileId, to, faceUp }),
    roll: (pieceId) => act({ type: 'roll', pieceId }),
    counter: (pieceId, delta) => act({ type: 'counter', pieceId, delta }),
    gather: (pileId) => act({ type: 'gather', pileId }),
    moveAll: (pileId, to, shuffle) => act(shuffle === undefined ? { type: 'moveAll', pileId, to } : { type: 'moveAll', pileId, to, shuffle }),
    flipStack: (pileId) => act({ type: 'flipStack', pileId }),
    cut: (pileId) => act({ type: 'cut', pileId }),
    label: (pieceId, text) => act({ type: 'label', pieceId, text: text === null || text === undefined ? null : String(text) }),
    get: (name) => ask('get', String(name)),
    set: (name, value) => act({ type: 'setVariable', name: String(name), value: value === undefined ? null : value }),
    after: (ms, name, data) => {
      const result = ask('after', { ms, name: String(name), data: data === undefined ? null : data });
      if (result.ok) whole = null;
      return result;
    },
    cancel: (timerId) => act({ type: 'cancelTimer', timerId: String(timerId) }),
    log,
  });

  // Chance and time are the op's: its seed's generator and its time, so a call gives the same answer every time.
  // Local time is UTC on every instance (the host's time zone would otherwise leak into results).
  function GameDate(...args) {
    if (!new.target) return new RealDate(now).toString();
    if (args.length === 0) return new RealDate(now);
    return args.length === 1 ? new RealDate(args[0]) : new RealDate(RealDate.UTC(...args));
  }
  const proto = RealDate.prototype;
  const method = (name, value) => define(proto, name, { value, writable: false, configurable: false, enumerable: false });
  for (const part of ['FullYear', 'Month', 'Date', 'Hours', 'Minutes', 'Seconds', 'Milliseconds']) {
    method('get' + part, proto['getUTC' + part]);
    method('set' + part, proto['setUTC' + part]);
  }
  method('getDay', proto.getUTCDay);
  method('getTimezoneOffset', () => 0);
  const iso = proto.toISOString;
  const utcText = function () { return isNaN(this.getTime()) ? 'Invalid Date' : iso.call(this); };
  for (const name of ['toString', 'toDateString', 'toTimeString', 'toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']) method(name, utcText);
  GameDate.prototype = RealDate.prototype;
  GameDate.now = () => now;
  GameDate.parse = RealDate.parse;
  GameDate.UTC = RealDate.UTC;
  define(RealDate.prototype, 'constructor', { value: GameDate });
  const fixed = (target, name, value) => define(target, name, { value, writable: false, configurable: false, enumerable: false });
  fixed(Math, 'random', () => host('random', ''));
  fixed(globalThis, 'Date', GameDate);
  fixed(globalThis, 'game', game);
  fixed(globalThis, 'log', log);
  fixed(globalThis, 'console', freeze({ log, info: log, warn: log, error: log }));
  try { delete globalThis.performance; } catch {}

  const begin = (time) => { now = time; whole = null; };
  // An async handler's promise: once the host has run the queued jobs, outcome() throws what it rejected with.
  let rejected = null;
  // Calls one handler of a script's exports; a string it returns is kept (beforeOp's refusal).
  const invoke = (exports, name, args, withState) => {
    rejected = null;
    const values = withState ? [game.state()] : deepFreeze(parse(args));
    const result = exports[name](...values);
    if (result !== null && typeof result === 'object' && typeof result.then === 'function') {
      result.then(undefined, (reason) => { rejected = { reason }; });
      return '';
    }
    return typeof result === 'string' ? result : '';
  };
  const outcome = () => { if (rejected) throw rejected.reason; };
  return [begin, invoke, outcome];
}`;

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import { parse as parseCookies } from 'cookie';
import { GUEST_COOKIE, SESSION_COOKIE, displayNameOf } from '@tablecraft/core';
import { findSessionIdentity, metrics, type Logger, type Pool, type SessionKind } from '@tablecraft/platform';
import { TokenBucket } from '../rate-limit.ts';
import { CHAT_MAX_CHARS, CLOSE, MIN_PROTOCOL_VERSION, PROTOCOL_VERSION, parseClientFrame } from '@tablecraft/core/play';
import type { ConnectionLifecycle } from '../gateway.ts';
import { connectionWriter } from '../connection-writer.ts';
import type { RoomClient } from './room-client.ts';
import { TABLE_BUSY, type RoomRequests } from './room-requests.ts';
import { refusalOf, roomAccess } from './access.ts';
import { claimRoomUse, guestAddressRemoved, loadRoomRecord, releaseRoomUse, type RoomUseRefusal } from './room-records.ts';
import { clientAddress } from '../client-address.ts';
import { REMOVED_BY_HOST, type AccessWatch } from './access-watch.ts';
import { cleanChatText } from './room-talk.ts';

/** Why a guest made where the host removed a guest from stays out (the API's refusal says the same). */
export const REMOVED_GUEST_ADDRESS =
  'The host removed a guest who came from your network from this room. Log in or sign up to join it, or ask the host to let them back in.';

// Committed ops: 20 a second with bursts of 40. Transient events (drag, cursor): 30 a second.
const OP_RATE = { perSecond: 20, burst: 40 };
const TRANSIENT_RATE = { perSecond: 30, burst: 30 };
// Chat: 5 messages at once, then one every 2 seconds; older pages of the log or chat: 2 a second.
const CHAT_RATE = { perSecond: 0.5, burst: 5 };
const HISTORY_RATE = { perSecond: 2, burst: 5 };
// A client that keeps flooding after being told is cut off: the room keeps working for everyone else.
const MAX_STRIKES = 50;
// A connection's ops waiting for their commit at most. While Postgres is slow its sender is told to slow
// down (a reject it may send again) instead of queueing ops the room commits minutes later.
const MAX_OPS_WAITING = 64;
const framesDropped = metrics.framesDropped();

/**
 * One WebSocket connection: the hello handshake, who the person is (session cookie), joining the
 * room, and then ops, transient events and pings, each checked before it is handed to the room
 * (`requests`, room-requests.ts). `instance` is this instance's id, recorded with the connection's
 * presence in the room. `lifecycle` is the gateway's: told when hello arrives (its deadline and caps are
 * the gateway's).
 */
export function handleConnection(
  ws: WebSocket,
  req: IncomingMessage,
  deps: { db: Pool; requests: RoomRequests; instance: string; logger: Logger; access?: AccessWatch; proxyHops?: number },
  lifecycle: ConnectionLifecycle,
): void {
  const connectionId = randomUUID();
  const ops = new TokenBucket(OP_RATE.perSecond, OP_RATE.burst);
  const transient = new TokenBucket(TRANSIENT_RATE.perSecond, TRANSIENT_RATE.burst);
  const chats = new TokenBucket(CHAT_RATE.perSecond, CHAT_RATE.burst);
  const histories = new TokenBucket(HISTORY_RATE.perSecond, HISTORY_RATE.burst);
  let strikes = 0;
  let opsWaiting = 0;
  // Set on the first hello's arrival, before anything is awaited: a second hello sent while the first is
  // still joining must be refused, or the connection would join two rooms and leave only one of them.
  let saidHello = false;
  let roomCode: string | null = null;
  let client: RoomClient | null = null;
  let role: 'player' | 'spectator' = 'spectator';
  // Its record in the room's presence, once hello got that far: deleted when the connection closes.
  let claimed: Promise<unknown> | null = null;
  const close = (how: { code: number; reason: string }) => ws.close(how.code, how.reason);
  // Every write goes through ws (see connectionWriter); a client that stops reading is closed, as busy.
  const { send, sendTransient } = connectionWriter(ws, req.socket, {
    onOverflow: () => {
      framesDropped.inc({ kind: 'overflow' });
      close(CLOSE.busy);
    },
    onTransientDropped: () => framesDropped.inc({ kind: 'transient' }),
  });
  const strike = () => {
    strikes += 1;
    if (strikes > MAX_STRIKES) close(CLOSE.flood);
  };
  // Looked up at hello, not on connecting: connections that never say hello cost no database query. An
  // account's session comes first; without one, a guest's (bound to the browser that made it).
  // What hello needs of the upgrade request, taken now: the request itself (its headers, raw and parsed) is
  // not kept for the connection's life.
  const cookies = parseCookies(req.headers.cookie ?? '');
  const guestKind: SessionKind = { kind: 'guest', userAgent: req.headers['user-agent'] ?? '' };
  const address = clientAddress(req, deps.proxyHops ?? 0);
  const findIdentity = async () => {
    const account = await findSessionIdentity(deps.db, cookies[SESSION_COOKIE]);
    if (account) return { identity: account, token: cookies[SESSION_COOKIE], kind: { kind: 'account' } as SessionKind };
    const guest = await findSessionIdentity(deps.db, cookies[GUEST_COOKIE], guestKind);
    return guest ? { identity: guest, token: cookies[GUEST_COOKIE], kind: guestKind } : null;
  };

  const failed = (error: unknown) => {
    deps.logger.error({ err: error }, 'socket message failed');
    send({ kind: 'error', code: 'INTERNAL', reason: 'Something went wrong. Please try again later.' });
  };

  ws.on('message', (data, isBinary) => {
    if (isBinary) return close(CLOSE.malformed);
    const frame = data as Buffer;
    const parsed = parseClientFrame(frame.toString(), frame.length);
    if (!parsed.ok) {
      send({ kind: 'error', code: parsed.code, reason: parsed.reason });
      return strike();
    }
    const message = parsed.message;
    if (message.kind === 'ping') return send({ kind: 'pong', t: message.t });
    // Drags and cursors, most of what arrives: relayed at once, with no promise made for a frame that stays here.
    if (message.kind === 'drag' || message.kind === 'cursor') {
      if (!client || !roomCode) {
        send({ kind: 'error', code: 'NOT_IN_ROOM', reason: 'say hello first' });
        return strike();
      }
      // Transient, latest wins: dropped (not queued) when over the rate.
      if (!transient.take()) return strike();
      if (message.kind === 'drag' && role !== 'player') return;
      // Thrown here, an error would escape the socket's listener and end the process: it is answered instead.
      try {
        return void deps.requests.relay(roomCode, client, message)?.catch(failed);
      } catch (error) {
        return failed(error);
      }
    }
    // A socket's listener cannot wait; a failure in handling the message is logged and answered (failed).
    void (async () => {
      if (message.kind === 'hello') {
        if (saidHello) {
          send({
            kind: 'error',
            code: 'ALREADY_JOINED',
            reason: 'This connection has already said hello; open a new one for another room.',
          });
          return strike();
        }
        saidHello = true;
        lifecycle.hello();
        // A page with no clientId is from before protocol 2, whatever it says: its resends were not idempotent.
        const tooOld = message.protocolVersion < MIN_PROTOCOL_VERSION || message.clientId === undefined;
        if (tooOld || message.protocolVersion > PROTOCOL_VERSION) {
          send({
            kind: 'error',
            code: tooOld ? 'PROTOCOL_TOO_OLD' : 'PROTOCOL_TOO_NEW',
            reason: 'Reload the page to get the current version.',
          });
          return close(CLOSE.incompatible);
        }
        const code = message.roomCode.trim().toLowerCase();
        // Who it is and which room, or the server cannot tell right now: then the person is told so and
        // reconnects later. Never taken for a visitor (that would show a player a spectator's table).
        let record: Awaited<ReturnType<typeof loadRoomRecord>>;
        let session: Awaited<ReturnType<typeof findIdentity>>;
        try {
          [record, session] = await Promise.all([loadRoomRecord(deps.db, code), findIdentity()]);
        } catch (error) {
          deps.logger.error({ err: error, room: code, connectionId }, 'could not look up the session or the room for a hello');
          send({ kind: 'error', code: 'UNAVAILABLE', reason: 'The server cannot check who you are right now; try again in a moment.' });
          return close(CLOSE.busy);
        }
        if (!record) {
          send({ kind: 'error', code: 'ROOM_NOT_FOUND', reason: 'There is no room with this code.' });
          return close(CLOSE.notFound);
        }
        const user = session?.identity ?? null;
        const access = roomAccess(user ? { id: user.userId, guest: user.guest } : null, record);
        if (access === 'none') {
          const reason = refusalOf(user ? { id: user.userId, guest: user.guest } : null, record, REMOVED_BY_HOST);
          send({ kind: 'error', code: 'FORBIDDEN', reason });
          return close(CLOSE.unauthorized);
        }
        // A guest made at an address the host removed a guest from (that guest with its cookie cleared, or
        // someone the host cannot tell apart from them) stays out, as the API refuses making one there.
        if (user?.guest && (await guestAddressRemoved(deps.db, record.id, user.userId, address))) {
          send({ kind: 'error', code: 'FORBIDDEN', reason: REMOVED_GUEST_ADDRESS });
          return close(CLOSE.unauthorized);
        }
        if (record.status === 'closed') {
          send({ kind: 'error', code: 'ROOM_CLOSED', reason: 'This room is closed.' });
          return close(CLOSE.closed);
        }
        role = access;
        // A version-1 client sends no clientId: its ops are told apart per connection only.
        const joining: RoomClient = {
          connectionId,
          clientId: message.clientId ?? connectionId,
          userId: access === 'player' ? (user?.userId ?? null) : null,
          accountId: user?.userId ?? null,
          ...(user?.guest ? { guestAddress: address } : {}),
          name: user ? displayNameOf({ name: user.name, guest: user.guest }) : 'Visitor',
          image: user?.image ?? '',
          send,
          sendTransient,
        };
        // Coming in is when a test play or Play now room starts to count toward its host's plan: refused,
        // with the reason, when the host's counted rooms already fill it (room-records.ts, claimRoomUse).
        const claim = claimRoomUse(deps.db, {
          roomId: record.id,
          hostId: record.hostId,
          closesWhenIdle: record.closesWhenIdle,
          connectionId,
          instance: deps.instance,
        });
        claimed = claim;
        let refusal: RoomUseRefusal | null;
        try {
          refusal = await claim;
        } catch (error) {
          deps.logger.error({ err: error, room: code, connectionId }, 'could not record a connection in a room');
          send({ kind: 'error', code: 'UNAVAILABLE', reason: 'The table cannot be opened right now; try again in a moment.' });
          return close(CLOSE.busy);
        }
        if (refusal) {
          send({ kind: 'error', code: 'ROOM_LIMIT', reason: roomLimitReason(refusal, user?.userId === record.hostId) });
          return close(CLOSE.roomLimit);
        }
        client = joining;
        let joined: Awaited<ReturnType<typeof deps.requests.join>>;
        try {
          joined = await deps.requests.join(record, joining, message.lastSeq);
        } catch (error) {
          // The room could not be loaded (database or Redis away): said so, and closed so the page
          // reconnects later, instead of staying open outside the room it asked for.
          deps.logger.error({ err: error, room: code, connectionId }, 'could not join a room');
          send({ kind: 'error', code: 'UNAVAILABLE', reason: 'The table cannot be opened right now; try again in a moment.' });
          close(CLOSE.busy);
          return deps.requests.leave(code, joining);
        }
        // Closed while joining (the page was closed right after hello): leave at once, or the room would
        // keep a client that is gone and never be snapshotted and unloaded.
        if (ws.readyState !== ws.OPEN) return deps.requests.leave(code, client);
        roomCode = code;
        // Live access: re-checked whenever the API says access may have narrowed (closed or made a spectator).
        const unwatch = deps.access?.watch({
          record,
          client: joining,
          userId: user?.userId ?? null,
          guest: user?.guest ?? false,
          sessionToken: session?.token,
          sessionKind: session?.kind ?? { kind: 'account' },
          role: () => role,
          setRole: (next) => (role = next),
          close,
        });
        if (unwatch) ws.once('close', unwatch);
        // lastClientSeq: the highest of this tab's ops the room has sequenced; the tab resends only later ones.
        send({
          kind: 'welcome',
          protocolVersion: PROTOCOL_VERSION,
          connectionId,
          role,
          hostId: record.hostId,
          user: user
            ? { id: user.userId, userName: user.userName, name: displayNameOf({ name: user.name, guest: user.guest }), image: user.image }
            : null,
          seatId: joined.seatId,
          seq: joined.seq,
          lastClientSeq: joined.lastClientSeq,
          log: joined.log,
          chat: joined.chat,
          ...(joined.scriptLog ? { scriptLog: joined.scriptLog } : {}),
          ...('view' in joined ? { view: joined.view } : { resumedFrom: joined.resumedFrom, missed: joined.missed }),
        });
        return deps.requests.announce(code, client);
      }
      if (!client || !roomCode) {
        send({ kind: 'error', code: 'NOT_IN_ROOM', reason: 'say hello first' });
        return strike();
      }
      if (message.kind === 'op') {
        if (!ops.take()) {
          send({ kind: 'reject', clientSeq: message.clientSeq, code: 'RATE_LIMITED', reason: 'Too many moves at once; slow down.' });
          return strike();
        }
        if (role !== 'player')
          return send({ kind: 'reject', clientSeq: message.clientSeq, code: 'FORBIDDEN', reason: 'Spectators cannot move pieces.' });
        if (opsWaiting >= MAX_OPS_WAITING)
          return send({ kind: 'reject', clientSeq: message.clientSeq, code: 'RATE_LIMITED', reason: TABLE_BUSY });
        opsWaiting += 1;
        const result = await deps.requests.submit(roomCode, client, message.clientSeq, message.op).finally(() => (opsWaiting -= 1));
        // Not known whether the op was logged (Postgres failed mid-commit): a reject is final to the page, and the
        // op could still be applied. Reconnecting instead, the page learns what was logged and resends the rest.
        if (!result.ok && result.code === 'UNAVAILABLE') {
          send({ kind: 'error', code: result.code, reason: result.reason });
          return close(CLOSE.busy);
        }
        if (!result.ok) send({ kind: 'reject', clientSeq: message.clientSeq, code: result.code, reason: result.reason });
        return;
      }
      if (message.kind === 'setup') {
        // Paced like a move: the first page's entropy sets the room up once, later ones cost a lookup.
        if (!ops.take()) return strike();
        return deps.requests.setUp(roomCode, client, message.entropy);
      }
      if (message.kind === 'chat') {
        // Over the rate: refused (and not kept), with a reason the page shows beside the message box.
        if (!chats.take()) {
          send({ kind: 'chatRefused', code: 'RATE_LIMITED', reason: 'You are sending messages too fast; wait a moment.' });
          return strike();
        }
        const text = cleanChatText(message.text);
        if (!text) return send({ kind: 'chatRefused', code: 'EMPTY', reason: 'Write something to send.' });
        if (text.length > CHAT_MAX_CHARS)
          return send({ kind: 'chatRefused', code: 'TOO_LONG', reason: `Messages can be at most ${CHAT_MAX_CHARS} characters.` });
        const result = await deps.requests.chat(roomCode, client, text);
        if (!result.ok) send({ kind: 'chatRefused', code: result.code, reason: result.reason });
        return;
      }
      if (message.kind === 'history') {
        if (!histories.take()) return strike();
        const page = await deps.requests.history(roomCode, client, message.of, message.before);
        return send({ kind: 'history', before: message.before, ...page });
      }
    })().catch(failed);
  });

  ws.on('close', () => {
    if (client && roomCode) void deps.requests.leave(roomCode, client).catch((error) => deps.logger.warn({ err: error }, 'leave failed'));
    // After its record is written, if that is still under way: the room stops counting once its last connection goes.
    if (claimed)
      void claimed
        .catch(() => undefined)
        .then(() => releaseRoomUse(deps.db, connectionId))
        .catch((error: unknown) => deps.logger.warn({ err: error, connectionId }, 'could not record a departure from a room'));
  });
  // ws closes the connection itself after an error (a bad frame, one over maxPayload); 'close' follows.
  ws.on('error', (error) => deps.logger.debug({ err: error, connectionId }, 'socket error'));
}

/**
 * Why a room may not be come into while its host's counted rooms fill their plan: to the host, what to do
 * about it; to anyone else, whom to ask.
 */
export function roomLimitReason({ used, limit }: RoomUseRefusal, isHost: boolean): string {
  const upgrade = limit.better
    ? `, or upgrade to ${limit.better.name} for ${limit.better.maxOpenRooms === null ? 'unlimited open rooms' : limit.better.maxOpenRooms}`
    : '';
  return isHost
    ? `The ${limit.planName} plan allows ${limit.maxOpenRooms} open rooms, and ${used} of yours are open or in use. Close one to play here${upgrade}.`
    : `This room's host already has ${used} rooms open or in use, as many as their ${limit.planName} plan allows. Ask them to close one, then come back.`;
}

import { z } from 'zod';
import type { LogLine } from './log-lines.ts';
import type { ChatMessage } from './protocol.ts';
import type { ChangesView, RoomView } from './view.ts';

// What the socket service sends a browser, defined once for both (protocol.ts has the other direction and
// the versions). The socket service types every frame it sends with these; the web reads them with the
// same types; the integration tests' client checks every frame it receives against the schemas, so a
// field renamed on one side only fails a test. Views and changes are the engine's own types (view.ts),
// built and redacted there: here they are only said to be objects, not described a second time.

const engineObject = <T>() => z.custom<T>((value) => typeof value === 'object' && value !== null && !Array.isArray(value));

const logLine = engineObject<LogLine>();
const chatMessage = z.object({
  id: z.number(),
  at: z.string(),
  userId: z.string(),
  name: z.string(),
  text: z.string(),
}) satisfies z.ZodType<ChatMessage>;

/** One line a script wrote, or an error it met. */
const scriptLogLine = z.object({ script: z.string(), text: z.string(), error: z.literal(true).optional() });
export type ScriptLogLine = z.infer<typeof scriptLogLine>;

/** What the game's scripts wrote answering one event: the op's seq, or null for lines no op carries. */
const scriptLogEntry = z.object({ seq: z.number().int().nullable(), at: z.string(), lines: z.array(scriptLogLine) });
export type ScriptLogEntry = z.infer<typeof scriptLogEntry>;

const actor = z.object({ userId: z.string(), seatId: z.string().nullable() });

/**
 * One committed op as a seat sees it; `commitment`: SHA-256 (hex) of its whole logged entry (protocol 4,
 * every op; fairness.ts), or of its seed when it used chance (older servers). Pages keep them to check
 * the room's record against once its game ends.
 */
const opMessage = z.object({
  kind: z.literal('op'),
  seq: z.number().int(),
  actor,
  changes: engineObject<ChangesView>(),
  commitment: z.string().optional(),
});
const skipMessage = z.object({ kind: z.literal('skip'), seq: z.number().int(), commitment: z.string().optional() });

const history = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), more: z.boolean() });

const welcomeMessage = z.object({
  kind: z.literal('welcome'),
  protocolVersion: z.number().int(),
  connectionId: z.string(),
  role: z.enum(['player', 'spectator']),
  /** Who hosts the room as of this join (an older server sends none). */
  hostId: z.string().optional(),
  user: z.object({ id: z.string(), userName: z.string(), name: z.string(), image: z.string() }).nullable(),
  seatId: z.string().nullable(),
  seq: z.number().int(),
  /**
   * The highest clientSeq of this tab's clientId that the room has sequenced (0 if none): pending ops up to
   * it are done (applied or refused), the rest are sent again in order.
   */
  lastClientSeq: z.number().int().optional(),
  /** The whole view at `seq`: on a first join, or when the server cannot bring this browser's view up to date. */
  view: engineObject<RoomView>().optional(),
  /** A resumed join: the `lastSeq` this browser said hello with, and the ops it missed since, in order. */
  resumedFrom: z.number().int().optional(),
  missed: z.array(z.discriminatedUnion('kind', [opMessage, skipMessage])).optional(),
  /** The latest page of the room log, rendered for this seat, oldest first. */
  log: history(logLine).optional(),
  /** The latest page of the room's chat, oldest first. */
  chat: history(chatMessage).optional(),
  /**
   * The latest entries of the script log, oldest first: only for the game's members in a room whose game
   * has scripts. Its presence is what offers the script log panel.
   */
  scriptLog: z.array(scriptLogEntry).optional(),
});

/** Someone arrived or left; `here`: someone already in the room, named to a newcomer alone. */
const presenceMessage = z.object({
  kind: z.literal('presence'),
  /** The person's account (spectators too), or null for a visitor. */
  userId: z.string().nullable(),
  connectionId: z.string(),
  name: z.string(),
  image: z.string(),
  online: z.boolean(),
  here: z.boolean().optional(),
});

/** Relayed as the sender sent them (protocol.ts), with who sent them. */
const relayed = { userId: z.string().nullable(), connectionId: z.string(), x: z.number(), y: z.number(), surfaceId: z.string().optional() };
const dragMessage = z.object({ kind: z.literal('drag'), ...relayed, pieceId: z.string(), done: z.boolean().optional() });
const cursorMessage = z.object({ kind: z.literal('cursor'), ...relayed });

const refusal = { code: z.string(), reason: z.string() };

export const serverMessageSchema = z.discriminatedUnion('kind', [
  welcomeMessage,
  opMessage,
  skipMessage,
  presenceMessage,
  dragMessage,
  cursorMessage,
  /** `duplicate`: an op sent again that the room had already sequenced, answered with its original result. */
  z.object({ kind: z.literal('ack'), clientSeq: z.number().int(), seq: z.number().int(), duplicate: z.boolean().optional() }),
  z.object({ kind: z.literal('reject'), clientSeq: z.number().int(), ...refusal, seq: z.number().int().optional() }),
  /** The server's replica jumped past ops it had not sent: the whole view at `seq` replaces this browser's. */
  z.object({ kind: z.literal('resync'), seq: z.number().int(), seatId: z.string().nullable(), view: engineObject<RoomView>() }),
  /** Access narrowed while connected: this connection now watches; a resync with the spectator's view follows. */
  z.object({ kind: z.literal('role'), role: z.literal('spectator'), seatId: z.null(), reason: z.string() }),
  z.object({ kind: z.literal('pong'), t: z.number().optional() }),
  z.object({ kind: z.literal('roomClosed'), reason: z.string() }),
  /** The room was handed over: ops are authorized against this host from now on. */
  z.object({ kind: z.literal('host'), hostId: z.string() }),
  /** One committed op's line in the room log, as this seat may read it. */
  z.object({ kind: z.literal('log'), line: logLine }),
  /** Someone in the room said something (this browser's own messages come back this way too). */
  z.object({ kind: z.literal('chat'), message: chatMessage }),
  /** This browser's chat message was not sent: too fast, too long, or not allowed to post. */
  z.object({ kind: z.literal('chatRefused'), ...refusal }),
  /** New script log entries, sent to the game's members only. */
  z.object({ kind: z.literal('scriptLog'), entries: z.array(scriptLogEntry) }),
  /**
   * The game's scripts failed answering op `seq`, the move of `actor`: told to that player (`yours`), and to
   * the host and the game's members. Never what failed: an error's text could tell hidden cards.
   */
  z.object({ kind: z.literal('scriptFailed'), seq: z.number().int(), actor, yours: z.boolean() }),
  /** A page of older log lines or chat messages, asked for by scrolling back. */
  z.discriminatedUnion('of', [
    z.object({ kind: z.literal('history'), of: z.literal('log'), before: z.number().int(), ...history(logLine).shape }),
    z.object({ kind: z.literal('history'), of: z.literal('chat'), before: z.number().int(), ...history(chatMessage).shape }),
  ]),
  z.object({ kind: z.literal('error'), ...refusal }),
  /**
   * Sent just before each welcome (protocol 5, docs/FAIRNESS.md): the commitments to the room's initial
   * state (null for a room older than its op log), to its secret seed (every move's server half derives
   * from it) and to its setup op once logged. The page keeps them all, so no seed can be chosen after its
   * move. `setupWaits`: the start shuffle waits for entropy, which the page sends only now that it holds them.
   */
  z.object({
    kind: z.literal('fairness'),
    initialState: z.string().nullable(),
    roomSeed: z.string(),
    setup: z.object({ seq: z.number().int(), commitment: z.string() }).nullable(),
    /** The room's start shuffle waits for a page's entropy: the page answers setup {entropy}. */
    setupWaits: z.boolean(),
  }),
]);

export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type WelcomeMessage = z.infer<typeof welcomeMessage>;
export type OpMessage = z.infer<typeof opMessage>;
export type PresenceMessage = z.infer<typeof presenceMessage>;
export type DragMessage = z.infer<typeof dragMessage>;
export type CursorMessage = z.infer<typeof cursorMessage>;
export type HistoryMessage = Extract<ServerMessage, { kind: 'history' }>;
/** The ops a resumed welcome carries: each op, or the skip of one that became invalid. */
export type MissedMessage = z.infer<typeof opMessage> | z.infer<typeof skipMessage>;

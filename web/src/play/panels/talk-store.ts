import { CHAT_MAX_CHARS, type ChatMessage, type ClientMessage, type LogLine, type ServerMessage } from '@tablecraft/core/play';

// The room log and chat as this page knows them: the page each welcome brings, lines and messages as they
// arrive, and older pages asked for when the person scrolls back. Each join starts afresh from its welcome,
// so a reconnect never shows a line twice or keeps one rendered for another seat.

export interface TalkSnapshot {
  log: LogLine[];
  chat: ChatMessage[];
  logMore: boolean;
  chatMore: boolean;
  /** Why this page's last message was not sent, until the next one goes through. */
  refusal: string | null;
}

const EMPTY: TalkSnapshot = { log: [], chat: [], logMore: false, chatMore: false, refusal: null };

export class TalkStore {
  private snapshot: TalkSnapshot = EMPTY;
  private listeners = new Set<() => void>();
  private asked = { log: -1, chat: -1 };

  constructor(private readonly send: (message: ClientMessage) => boolean) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  handle(message: ServerMessage): void {
    switch (message.kind) {
      case 'welcome':
        this.asked = { log: -1, chat: -1 };
        return this.set({
          log: message.log?.items ?? [],
          chat: message.chat?.items ?? [],
          logMore: message.log?.more ?? false,
          chatMore: message.chat?.more ?? false,
          refusal: null,
        });
      case 'log':
        if (this.snapshot.log.some((line) => line.seq === message.line.seq)) return;
        return this.set({ ...this.snapshot, log: [...this.snapshot.log, message.line] });
      case 'chat':
        if (this.snapshot.chat.some((chat) => chat.id === message.message.id)) return;
        return this.set({ ...this.snapshot, chat: [...this.snapshot.chat, message.message] });
      case 'chatRefused':
        return this.set({ ...this.snapshot, refusal: message.reason });
      case 'history':
        if (message.of === 'log') {
          const known = new Set(this.snapshot.log.map((line) => line.seq));
          return this.set({
            ...this.snapshot,
            log: [...message.items.filter((line) => !known.has(line.seq)), ...this.snapshot.log],
            logMore: message.more,
          });
        }
        {
          const known = new Set(this.snapshot.chat.map((chat) => chat.id));
          return this.set({
            ...this.snapshot,
            chat: [...message.items.filter((chat) => !known.has(chat.id)), ...this.snapshot.chat],
            chatMore: message.more,
          });
        }
      default:
        return;
    }
  }

  /** Sends a chat message; false (with the reason shown) when it cannot go. */
  post(text: string): boolean {
    const trimmed = text.trim();
    if (!trimmed) return false;
    if (trimmed.length > CHAT_MAX_CHARS) {
      this.set({ ...this.snapshot, refusal: `Messages can be at most ${CHAT_MAX_CHARS} characters.` });
      return false;
    }
    const sent = this.send({ kind: 'chat', text: trimmed });
    this.set({ ...this.snapshot, refusal: sent ? null : 'Not connected; try again in a moment.' });
    return sent;
  }

  /**
   * Asks for the page before the oldest line (or message) shown, once per oldest one. A line of something
   * done to the room (its host handed over…) sits between two ops, its seq between theirs: the page is
   * asked for before the op after it, and the lines already here are dropped from it by their seq.
   */
  older(of: 'log' | 'chat'): void {
    const more = of === 'log' ? this.snapshot.logMore : this.snapshot.chatMore;
    const oldest = of === 'log' ? this.snapshot.log[0]?.seq : this.snapshot.chat[0]?.id;
    if (!more || oldest === undefined || this.asked[of] === oldest) return;
    this.asked[of] = oldest;
    this.send({ kind: 'history', of, before: Math.ceil(oldest) });
  }

  private set(next: TalkSnapshot): void {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}

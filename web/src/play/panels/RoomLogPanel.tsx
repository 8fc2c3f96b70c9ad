import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type UIEvent } from 'react';
import { CHAT_MAX_CHARS } from '@tablecraft/core/play';
import { Button } from '../../shell/button.tsx';
import type { TalkSnapshot } from './talk-store.ts';
import { NO_SEAT_COLOUR } from './people.ts';

interface Props {
  talk: TalkSnapshot;
  /** Whether this person may post (logged in and in the room); visitors read only. */
  canPost: boolean;
  /** The colour of a chat author's seat, when they hold one. */
  colourOf: (userId: string | null) => string;
  onPost: (text: string) => boolean;
  onOlder: (of: 'log' | 'chat') => void;
  onClose: () => void;
}

const timeOf = (at: string) => {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
};

/**
 * What just happened in the room, and what people said: the log (one line a move, told as this seat may
 * know it) and the chat, each newest at the bottom. New lines arrive live; scrolling to the top asks for older
 * ones. Everything is shown as text, never as markup.
 */
export function RoomLogPanel({ talk, canPost, colourOf, onPost, onOlder, onClose }: Props) {
  const [tab, setTab] = useState<'log' | 'chat'>('log');
  const [draft, setDraft] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const pinned = useRef(true);
  const count = tab === 'log' ? talk.log.length : talk.chat.length;
  const lastKey = tab === 'log' ? talk.log.at(-1)?.seq : talk.chat.at(-1)?.id;

  // Follows new lines while the person is at the bottom; leaves them be while they read older ones.
  useLayoutEffect(() => {
    const element = list.current;
    if (element && pinned.current) element.scrollTop = element.scrollHeight;
  }, [tab, lastKey, count]);

  useEffect(() => {
    pinned.current = true;
  }, [tab]);

  const onScroll = (event: UIEvent<HTMLOListElement>) => {
    const element = event.currentTarget;
    pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < 24;
    if (element.scrollTop < 24) onOlder(tab);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onPost(draft)) setDraft('');
  };

  return (
    <aside className="play-panel room-log-panel" aria-label="Room log and chat">
      <div className="room-log-header">
        <div className="room-log-tabs" role="tablist">
          <button type="button" role="tab" aria-selected={tab === 'log'} className="guide-tab" onClick={() => setTab('log')}>
            Log
          </button>
          <button type="button" role="tab" aria-selected={tab === 'chat'} className="guide-tab" onClick={() => setTab('chat')}>
            Chat
          </button>
        </div>
        <Button variant="outlined" size="small" onClick={onClose} aria-label="Close log and chat">
          ×
        </Button>
      </div>
      <ol
        className="room-log-list"
        ref={list}
        onScroll={onScroll}
        aria-live="polite"
        aria-label={tab === 'log' ? 'Room log' : 'Chat messages'}
      >
        {(tab === 'log' ? talk.logMore : talk.chatMore) ? (
          <li className="room-log-more">
            <button type="button" className="guide-tab" onClick={() => onOlder(tab)}>
              Show earlier
            </button>
          </li>
        ) : null}
        {tab === 'log'
          ? talk.log.map((line) => (
              <li key={line.seq} className="room-log-line">
                <span className="room-log-who" style={{ color: line.actor.color ?? NO_SEAT_COLOUR }}>
                  {line.actor.you ? 'You' : line.actor.name}
                </span>{' '}
                {line.text} <time dateTime={line.at}>{timeOf(line.at)}</time>
              </li>
            ))
          : talk.chat.map((message) => (
              <li key={message.id} className="room-log-line">
                <span className="room-log-who" style={{ color: colourOf(message.userId || null) }}>
                  {message.name}
                </span>
                : <span className="room-chat-text">{message.text}</span> <time dateTime={message.at}>{timeOf(message.at)}</time>
              </li>
            ))}
        {count === 0 ? <li className="room-log-empty">{tab === 'log' ? 'Nothing has happened yet.' : 'No messages yet.'}</li> : null}
      </ol>
      {tab === 'chat' ? (
        canPost ? (
          <form className="room-chat-form" onSubmit={submit}>
            <input
              aria-label="Message"
              value={draft}
              maxLength={CHAT_MAX_CHARS}
              onChange={(event) => setDraft(event.target.value)}
              placeholder="Say something…"
            />
            <Button type="submit" size="small" disabled={!draft.trim()}>
              Send
            </Button>
          </form>
        ) : (
          <p className="room-log-note">Log in to chat.</p>
        )
      ) : null}
      {tab === 'chat' && talk.refusal ? (
        <p className="room-log-note" role="alert">
          {talk.refusal}
        </p>
      ) : null}
    </aside>
  );
}

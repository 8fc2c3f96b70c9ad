import { useLayoutEffect, useRef, type UIEvent } from 'react';
import { Button } from '../../shell/button.tsx';
import type { ScriptLogSnapshot } from './script-log-store.ts';

interface Props {
  scriptLog: ScriptLogSnapshot;
  onClose: () => void;
}

const timeOf = (at: string) => {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
};

/**
 * What the game's scripts wrote and the errors they met, for the game's members: one line each, "[script]
 * text", newest at the bottom. It follows new lines while the reader is at the bottom. A script's text is
 * the author's (or a player's, passed through a script), so it is shown as text, never as markup.
 */
export function ScriptLogPanel({ scriptLog, onClose }: Props) {
  const list = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const lines = scriptLog.entries.flatMap((entry, entryIndex) =>
    entry.lines.map((line, lineIndex) => ({ ...line, at: entry.at, key: `${entry.seq ?? 'n'}-${entryIndex}-${lineIndex}` })),
  );
  const lastKey = lines.at(-1)?.key;

  useLayoutEffect(() => {
    const element = list.current;
    if (element && pinned.current) element.scrollTop = element.scrollHeight;
  }, [lastKey, lines.length]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < 24;
  };

  return (
    <aside className="play-panel room-log-panel script-log-panel" aria-label="Script log">
      <div className="room-log-header">
        <h2>Script log</h2>
        <Button variant="outlined" size="small" onClick={onClose} aria-label="Close script log">
          ×
        </Button>
      </div>
      {/* A log region: new lines are read out politely as they arrive. */}
      <div className="script-log-scroll" role="log" aria-label="Script log" ref={list} onScroll={onScroll}>
        <ol className="script-log-lines">
          {lines.map((line) => (
            <li key={line.key} className={`room-log-line script-log-line${line.error ? ' script-log-error' : ''}`}>
              <span className="script-log-script">[{line.script}]</span>{' '}
              {line.error ? (
                <>
                  <strong className="script-log-error-word">Error:</strong>{' '}
                </>
              ) : null}
              <span className="script-log-text">{line.text}</span> <time dateTime={line.at}>{timeOf(line.at)}</time>
            </li>
          ))}
          {lines.length === 0 ? <li className="room-log-empty">The game’s scripts have not written anything yet.</li> : null}
        </ol>
      </div>
    </aside>
  );
}

import { useEffect, useRef, useState } from 'react';
import { announcementsBetween, batchOf, type Heard } from './announcements.ts';

/** How long sentences gather before they are read out together: a burst of moves becomes one announcement. */
const GATHER_MS = 800;
/** Announcements kept in the live region (older ones leave it; the room log keeps everything). */
const KEPT = 5;

/**
 * Reads out, politely, what others do at the table, what they say, and why a message was refused: from the
 * room's talk as this page receives it (lines already rendered for this seat). Drags and cursors are never
 * announced; sentences arriving close together are read as one.
 */
export function Announcer({ talk, myUserId }: { talk: Heard; myUserId: string | null }) {
  const before = useRef<Heard | null>(null);
  const pending = useRef<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [said, setSaid] = useState<Array<{ id: number; text: string }>>([]);
  const next = useRef(0);

  useEffect(() => {
    const sentences = announcementsBetween(before.current, talk, myUserId);
    before.current = talk;
    if (sentences.length === 0) return;
    pending.current.push(...sentences);
    timer.current ??= setTimeout(() => {
      timer.current = null;
      const text = batchOf(pending.current);
      pending.current = [];
      next.current += 1;
      const id = next.current;
      setSaid((list) => [...list.slice(-(KEPT - 1)), { id, text }]);
    }, GATHER_MS);
  }, [talk, myUserId]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return (
    <div className="visually-hidden" role="log" aria-live="polite" aria-label="Announcements" data-testid="announcements">
      {said.map((item) => (
        <p key={item.id}>{item.text}</p>
      ))}
    </div>
  );
}

import { useCallback, useState, type ReactNode } from 'react';
import { Button } from '../../shell/button.tsx';
import { GuestSitForm } from '../door/GuestSitForm.tsx';
import { GuestNote, VisitorDoor } from '../door/VisitorDoor.tsx';
import type { ConnectionStatus } from '../connection/room-connection.ts';

interface Props {
  roomCode: string;
  roomPath: string;
  status: ConnectionStatus;
  role: 'player' | 'spectator';
  /** The viewer is known to the room (signed in, or a guest). */
  known: boolean;
  seated: boolean;
  /** What the server said changed for a spectator (watching goes on). */
  notice: string | null;
  /** A visitor where guests may sit. */
  visitorMaySit: boolean;
  /** The seat a visitor is sitting down at (its name asked first), or null. */
  sittingAt: string | null;
  onSit: (seat: string | null) => void;
  /** The name this browser's guest goes by, when it is one. */
  guestName: string | null;
  /** Seats nobody holds or is kept for (null before the table arrives): with none, nobody is offered a seat. */
  freeSeats?: number | null;
}

/**
 * The notes above the table: reconnecting, what the server said, how to join the game, who a guest is.
 * Each note about joining can be put away (for this room, until the browser closes): on a phone the guest
 * note alone took a fifth of the screen. Reconnecting stays while it lasts, and the guest's form while open.
 */
export function RoomNotes(props: Props) {
  const { hidden, hide } = useHiddenNotes(props.roomCode);
  const open = props.status === 'open';
  const full = props.freeSeats === 0;
  // A visitor where guests may sit, at a room with a free seat, gets the name and "Sit here" at once: opening
  // the room's address and one press seat them, as an invite link's door does. Put away, it folds to the
  // watching note's Sit here.
  const door = props.sittingAt ?? (props.visitorMaySit && !props.known && open && !full && !hidden.has('door') ? 'any' : null);
  const notes: Array<{ key: string; content: ReactNode; role: 'alert' | 'status' }> = [];
  if (props.notice && props.role === 'spectator') notes.push({ key: `notice:${props.notice}`, content: props.notice, role: 'alert' });
  if (props.role === 'player' && open && !props.seated)
    notes.push(
      full
        ? { key: 'full', content: 'Every seat is taken: you are watching. You can sit as soon as a seat frees up.', role: 'status' }
        : { key: 'pick-seat', content: 'Pick a free seat under Seats to join the game.', role: 'status' },
    );
  if (props.role === 'spectator' && open && !props.notice && door === null)
    notes.push({
      key: 'watching',
      role: 'status',
      content: props.known ? (
        'You are watching this room. Ask the host to add you as a player to join in.'
      ) : (
        <VisitorDoor
          roomPath={props.roomPath}
          guestsMaySit={props.visitorMaySit}
          full={full}
          sitting={props.sittingAt !== null}
          onSit={() => props.onSit('any')}
        />
      ),
    });
  return (
    <>
      {props.status === 'reconnecting' ? (
        <div className="reconnecting-banner" role="alert">
          Reconnecting… Your moves are paused and nothing is lost.
        </div>
      ) : null}
      {notes
        .filter((note) => !hidden.has(note.key))
        .map((note) => (
          <div key={note.key} className="room-note spectator-banner" role={note.role}>
            <span className="room-note-text">{note.content}</span>
            <HideButton onHide={() => hide(note.key)} />
          </div>
        ))}
      {props.guestName !== null && props.known && !hidden.has('guest') ? (
        <div className="room-note room-note-guest">
          <GuestNote roomPath={props.roomPath} name={props.guestName} />
          <HideButton onHide={() => hide('guest')} />
        </div>
      ) : null}
      {props.visitorMaySit && door !== null ? (
        <div className="spectator-banner guest-door-banner room-note">
          <GuestSitForm
            roomCode={props.roomCode}
            roomPath={props.roomPath}
            invite={null}
            seat={door}
            previousName={props.guestName}
            onCancel={props.sittingAt !== null ? () => props.onSit(null) : undefined}
            compact={props.sittingAt === null}
          />
          {props.sittingAt === null ? <HideButton onHide={() => hide('door')} /> : null}
        </div>
      ) : null}
    </>
  );
}

function HideButton({ onHide }: { onHide: () => void }) {
  return (
    <Button variant="outlined" size="small" className="room-note-hide" aria-label="Hide this note" title="Hide this note" onClick={onHide}>
      ×
    </Button>
  );
}

/** The notes put away in this room, kept for the browser's session (a reload does not bring them back). */
function useHiddenNotes(roomCode: string): { hidden: Set<string>; hide: (key: string) => void } {
  const storageKey = `tablecraft:hidden-notes:${roomCode}`;
  const [hidden, setHidden] = useState<Set<string>>(() => new Set(readHidden(storageKey)));
  const hide = useCallback(
    (key: string) =>
      setHidden((before) => {
        const next = new Set(before).add(key);
        try {
          window.sessionStorage.setItem(storageKey, JSON.stringify([...next]));
        } catch {
          // Storage refused (a private mode): the note stays away until the page is loaded again.
        }
        return next;
      }),
    [storageKey],
  );
  return { hidden, hide };
}

function readHidden(storageKey: string): string[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../shell/button.tsx';
import { buttonClassName } from '../../shell/button-class.ts';
import { useToast } from '../../shell/toasts.tsx';
import type { ConnectionStatus } from '../connection/room-connection.ts';
import { ShortcutHelp } from './ShortcutSheet.tsx';
import { InviteDialog } from '../door/InviteDialog.tsx';
import { SCRIPTS_NOTICE } from '../../games/index.ts';
import './host-tools.css';

interface Props {
  gameTitle: string;
  gameHref: string;
  roomCode: string;
  status: ConnectionStatus;
  /** Moves that used chance since joining, each sealed with a commitment to its seed. */
  sealedMoves: number;
  guidesOpen: boolean;
  canUndo: boolean;
  onToggleGuides: () => void;
  /** The room log and chat panel, when the page offers it. */
  logOpen?: boolean;
  onToggleLog?: () => void;
  /** The script log panel: offered only to the game's members, who alone are sent the log. */
  scriptLogOpen?: boolean;
  onToggleScriptLog?: () => void;
  onUndo: () => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
  /** On a narrow screen the seats and people panel is a sheet over the table, opened from the bar. */
  sideOpen?: boolean;
  onToggleSide?: () => void;
  /** Whoever manages the room (its host, or the game's owner) may close it for now for everyone. */
  canClose?: boolean;
  onClose?: () => Promise<boolean>;
  /** Its host may also end the game and reveal its record (final). */
  onEnd?: () => Promise<boolean>;
  /** The game runs its author's scripts: said in the bar, since they can see hidden cards. */
  runsScripts?: boolean;
  /** For whoever manages the room: its invite link (turned on at the first copy), in a dialog that says whom it lets in. */
  invite?: { roomId: string; roomPath: string; token: string | null } | null;
  /** Full screen (use-full-screen.ts): on or off, and the button that turns it on and off. */
  fullScreen?: boolean;
  onFullScreen?: () => void;
  /** On a phone: the table is turned a quarter turn, and the menu's button to turn it back (or turn it). */
  turned?: boolean;
  onTurn?: () => void;
  /** One row with a menu holding the rest: on a phone, and while full screen folds the bar away. */
  compact?: boolean;
}

const STATUS_TEXT: Record<ConnectionStatus, string> = {
  connecting: 'Connecting…',
  open: 'Connected',
  reconnecting: 'Reconnecting…',
  failed: 'Disconnected',
};

/** The bar above the table: the game, the room code and invite link, guides, zoom, undo, closing the room (its host) and connection state. */
export function RoomBar(props: Props) {
  const toast = useToast();
  const [inviting, setInviting] = useState(false);
  const invite = props.invite;
  const copyInvite = async () => {
    if (invite) return setInviting((open) => !open);
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.show({
        id: 'invite',
        content: 'Link copied. It lets in whoever the game lets play or watch; the host can share a link that lets anyone play.',
        variant: 'success',
      });
    } catch {
      toast.show({ id: 'invite', content: `Copy this link to invite people: ${window.location.href}`, variant: 'info', duration: 8000 });
    }
  };
  // On a phone the bar is one row: the game, the seats, full screen and a menu holding the rest
  // (play.css); elsewhere the menu's contents sit in the bar itself and its button is not shown.
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const outside = (event: PointerEvent) => {
      if (!bar.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    const key = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', key);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', key);
    };
  }, [menuOpen]);
  // A choice in the menu closes it, but for those that ask something more in place (closing the room, the keys).
  const chose = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as HTMLElement).closest('button');
    if (button && !button.hasAttribute('data-keeps-menu')) setMenuOpen(false);
  };
  return (
    <div className={`room-bar${props.compact ? ' room-bar-compact' : ''}`} role="toolbar" aria-label="Room" ref={bar}>
      <Link to={props.gameHref} className="room-bar-game">
        {props.gameTitle}
      </Link>
      {props.onToggleSide ? (
        <Button
          variant="outlined"
          size="small"
          className="room-bar-side"
          onClick={() => {
            setMenuOpen(false);
            props.onToggleSide?.();
          }}
          aria-expanded={props.sideOpen ?? false}
          aria-controls="play-side"
        >
          Seats<span className="room-bar-more-words"> &amp; people</span>
        </Button>
      ) : null}
      <button
        ref={menuButton}
        type="button"
        className={buttonClassName({ variant: 'outlined', size: 'small' }, 'room-bar-menu-button')}
        aria-expanded={menuOpen}
        aria-controls="room-bar-menu"
        onClick={() => setMenuOpen((open) => !open)}
      >
        Menu
      </button>
      <div id="room-bar-menu" className={`room-bar-menu${menuOpen ? ' room-bar-menu-open' : ''}`} onClick={chose}>
        <span className="room-bar-code">
          Room <code>{props.roomCode}</code>
        </span>
        <Button variant="outlined" size="small" onClick={() => void copyInvite()} aria-expanded={invite ? inviting : undefined}>
          Copy invite link
        </Button>
        <Button variant="outlined" size="small" onClick={props.onToggleGuides} aria-expanded={props.guidesOpen}>
          Guides
        </Button>
        {props.onToggleLog ? (
          <Button variant="outlined" size="small" onClick={props.onToggleLog} aria-expanded={props.logOpen ?? false}>
            Log &amp; chat
          </Button>
        ) : null}
        {props.onToggleScriptLog ? (
          <Button variant="outlined" size="small" onClick={props.onToggleScriptLog} aria-expanded={props.scriptLogOpen ?? false}>
            Script log
          </Button>
        ) : null}
        <span className="room-bar-spacer" />
        <Button variant="outlined" size="small" onClick={props.onUndo} disabled={!props.canUndo} title="Undo your last move (Ctrl+Z)">
          Undo
        </Button>
        <ShortcutHelp />
        <span className="room-bar-zoom">
          <Button variant="outlined" size="small" onClick={props.onZoomOut} aria-label="Zoom out">
            −
          </Button>
          <Button variant="outlined" size="small" onClick={props.onZoomIn} aria-label="Zoom in">
            +
          </Button>
          <Button variant="outlined" size="small" onClick={props.onFit}>
            Fit table
          </Button>
        </span>
        {props.onTurn ? (
          <Button
            variant="outlined"
            size="small"
            className="room-bar-turn"
            aria-pressed={props.turned ?? false}
            onClick={props.onTurn}
            title="Turn the table a quarter turn to see it larger, or back upright"
          >
            Turn table
          </Button>
        ) : null}
        {props.canClose && props.onClose ? <CloseRoom onClose={props.onClose} onEnd={props.onEnd} /> : null}
        {props.runsScripts ? <ScriptsNotice /> : null}
        <span
          className="fair-play"
          tabIndex={0}
          title={fairPlayText(props.sealedMoves)}
          aria-label={`Fair play: ${fairPlayText(props.sealedMoves)}`}
        >
          Fair play
        </span>
      </div>
      {invite && inviting ? (
        <div className="room-bar-invite">
          <InviteDialog roomId={invite.roomId} roomPath={invite.roomPath} token={invite.token} onClose={() => setInviting(false)} />
        </div>
      ) : null}
      {props.onFullScreen ? <FullScreenButton on={props.fullScreen ?? false} onToggle={props.onFullScreen} /> : null}
      <span className={`connection connection-${props.status}`} role="status" aria-live="polite" title={STATUS_TEXT[props.status]}>
        <span className="connection-text">{STATUS_TEXT[props.status]}</span>
      </span>
    </div>
  );
}

/** Full screen on and off: words beside the table on a large screen, an icon in a phone's one-row bar. */
function FullScreenButton({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  const label = on ? 'Exit full screen' : 'Full screen';
  return (
    <Button variant="outlined" size="small" className="room-bar-full" aria-pressed={on} aria-label={label} title={label} onClick={onToggle}>
      <svg className="room-bar-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d={on ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className="room-bar-full-words">{label}</span>
    </Button>
  );
}

function ScriptsNotice() {
  return (
    <span className="room-bar-scripts" role="note" title={SCRIPTS_NOTICE}>
      {SCRIPTS_NOTICE}
    </span>
  );
}

/**
 * Closing, asked once more, with the two ways apart: close for now (everyone is sent to the closed-room
 * notice, every card stays secret, the host may reopen it) or, for the host, end the game and reveal
 * (final: its record with every shuffle becomes readable, and it never reopens).
 */
function CloseRoom({ onClose, onEnd }: { onClose: () => Promise<boolean>; onEnd?: () => Promise<boolean> }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!asking) {
    return (
      <Button variant="outlined" size="small" color="red" onClick={() => setAsking(true)} data-keeps-menu>
        Close room
      </Button>
    );
  }
  // Closing or ending says how it went in a toast (a failure answers false); a rejection, unexpected, counts
  // as a failure too. So the buttons' clicks need not wait for it.
  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    if (!(await action().catch(() => false))) {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <span className="room-bar-close" role="group" aria-label="Close the room?">
      <Button
        size="small"
        color="red"
        disabled={busy}
        title="Everyone leaves the table; every card stays secret, and you can reopen the room later."
        onClick={() => void run(onClose)}
      >
        Close for now
      </Button>
      {onEnd ? (
        <Button
          size="small"
          color="red"
          disabled={busy}
          title="Final: the players can check every shuffle and roll, which shows every hidden card, and the room can never be reopened."
          onClick={() => void run(onEnd)}
        >
          End the game and reveal
        </Button>
      ) : null}
      <Button variant="outlined" size="small" disabled={busy} onClick={() => setAsking(false)}>
        Keep open
      </Button>
    </span>
  );
}

/** What the fair-play mark promises, for its tooltip. */
function fairPlayText(sealedMoves: number): string {
  const seen =
    sealedMoves === 0
      ? ''
      : ` ${sealedMoves === 1 ? 'One shuffle or roll has' : `${sealedMoves} shuffles and rolls have`} been sealed since you joined.`;
  return `Every shuffle and roll uses a secret random seed, sealed for everyone with its fingerprint the moment it happens. When the host ends the game the seeds are revealed to its players, so they can check that nothing was changed.${seen}`;
}

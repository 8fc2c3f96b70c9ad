import { useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent, type Ref } from 'react';
import type { RoomView } from '@tablecraft/core/play';
import { withScriptLabel, type LookBook } from '../table/looks.ts';
import type { ActionTarget } from '../actions/registry.ts';
import { Button } from '../../shell/button.tsx';
import { HtmlFace } from './HtmlFace.tsx';
import { cards as cardCount } from '../table/table-words.ts';

interface Props {
  ref?: Ref<HTMLElement>;
  view: RoomView;
  seatId: string | null;
  looks: LookBook;
  selected: ActionTarget;
  /** Highlighted while a piece from the table is held over the hand. */
  dropping: boolean;
  onSelect: (target: ActionTarget) => void;
  onPress: (pieceId: string, event: ReactPointerEvent<HTMLElement>) => void;
  onMenu: (target: ActionTarget, client: { x: number; y: number }) => void;
  /** Sorts the hand in the game's order (shown with two cards or more); no button without it. */
  onSort?: () => void;
  /** Enter on a card: its menu, as a right-click opens it. */
  onOpen?: (target: ActionTarget, element: HTMLElement) => void;
  /** M on a card: picked up, to be put down on a place chosen from the table's list. */
  onPickUp?: (target: ActionTarget) => void;
  /** False while the viewer cannot act (reconnecting): the sort button waits. */
  canPlay?: boolean;
}

/** The viewer's hand along the bottom: only they see these faces. Drag a card onto the table to play it. */
export function HandBar({
  ref,
  view,
  seatId,
  looks,
  selected,
  dropping,
  onSelect,
  onPress,
  onMenu,
  onSort,
  onOpen,
  onPickUp,
  canPlay = true,
}: Props) {
  const hand = seatId ? view.hands[seatId] : undefined;
  const cards = (hand?.cards ?? []).map((id) => view.pieces[id]).filter((piece) => piece !== undefined);
  // One tab stop for the whole hand (roving tabindex): the card last focused, arrow keys to the others.
  const [active, setActive] = useState<string | null>(null);
  const tabStop = cards.some((piece) => piece.id === active) ? active : (cards[0]?.id ?? null);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const buttons = [...(event.currentTarget.closest('ul')?.querySelectorAll<HTMLButtonElement>('button.hand-card') ?? [])];
    const piece = cards[index]!;
    const move = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[event.key];
    if (move !== undefined && !event.shiftKey && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      buttons[Math.max(0, Math.min(buttons.length - 1, index + move))]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      buttons[event.key === 'Home' ? 0 : buttons.length - 1]?.focus();
    } else if (event.key === 'Enter' && onOpen) {
      event.preventDefault();
      onOpen({ kind: 'piece', pieceId: piece.id }, event.currentTarget);
    } else if ((event.key === 'm' || event.key === 'M') && onPickUp && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      event.stopPropagation();
      onPickUp({ kind: 'piece', pieceId: piece.id });
    }
  };
  return (
    <section
      ref={ref}
      className={`hand-bar${seatId ? '' : ' hand-bar-watching'}${dropping ? ' hand-bar-dropping' : ''}`}
      aria-label="Your hand"
      data-testid="hand"
    >
      {!seatId ? (
        <p className="muted">Take a seat to hold cards.</p>
      ) : cards.length === 0 ? (
        <p className="muted">Your hand is empty. Draw from a pile, or drag a card here.</p>
      ) : (
        <>
          {onSort && cards.length > 1 ? (
            <Button
              variant="outlined"
              size="small"
              className="hand-sort"
              disabled={!canPlay}
              onClick={onSort}
              title="Sort your hand in the game’s order (O)"
            >
              Sort
            </Button>
          ) : null}
          <ul className="hand-cards" role="toolbar" aria-label={`Your hand, ${cardCount(cards.length)}`}>
            {cards.map((piece, index) => {
              const look = looks.piece(piece, undefined, true);
              // The scripts' text on the card is part of its name for screen readers, and shown on it.
              const name = withScriptLabel(looks.nameOf(piece), piece.label);
              const isSelected = selected.kind === 'piece' && selected.pieceId === piece.id;
              return (
                <li key={piece.id} role="none">
                  <button
                    type="button"
                    className={`hand-card${isSelected ? ' hand-card-selected' : ''}`}
                    style={{ aspectRatio: `${look.width} / ${look.height}` }}
                    aria-label={name}
                    aria-pressed={isSelected}
                    data-piece-id={piece.id}
                    tabIndex={piece.id === tabStop ? 0 : -1}
                    onFocus={() => {
                      setActive(piece.id);
                      onSelect({ kind: 'piece', pieceId: piece.id });
                    }}
                    onKeyDown={(event) => onKeyDown(event, index)}
                    onClick={() => onSelect({ kind: 'piece', pieceId: piece.id })}
                    onPointerDown={(event) => {
                      if (event.button !== 0) return;
                      onSelect({ kind: 'piece', pieceId: piece.id });
                      onPress(piece.id, event);
                    }}
                    onContextMenu={(event) => {
                      event.preventDefault();
                      onSelect({ kind: 'piece', pieceId: piece.id });
                      onMenu({ kind: 'piece', pieceId: piece.id }, { x: event.clientX, y: event.clientY });
                    }}
                  >
                    <HtmlFace face={look.side} />
                    {piece.label !== undefined ? (
                      <span className="hand-card-label" aria-hidden="true">
                        {piece.label}
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

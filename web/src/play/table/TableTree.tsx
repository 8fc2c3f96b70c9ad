import { memo, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import '../access/access.css';
import type { ActionTarget } from '../actions/registry.ts';
import type { Destination, TableSeat, TableWords } from './table-words.ts';

/** What the keyboard has picked up to move, until it is put down or let go. */
export interface Carrying {
  source: ActionTarget;
  label: string;
  destinations: Destination[];
}

interface Props {
  words: TableWords;
  /** The selection: one item (the keys act on it) and the pieces selected together. */
  selected: ActionTarget;
  group: readonly string[];
  carrying: Carrying | null;
  /** Focus landed on an item: it is selected, and so outlined on the canvas. */
  onFocusItem: (target: ActionTarget) => void;
  /** Enter (or a click): the item's menu, the same one a right-click opens. */
  onOpen: (target: ActionTarget, element: HTMLElement) => void;
  /** Space: adds the piece to the pieces selected together, or takes it out. */
  onToggle: (target: ActionTarget) => void;
  /** M: picks the item up to move it. */
  onPickUp: (target: ActionTarget) => void;
  /** Shift and an arrow: moves a piece lying on the table one step. */
  onNudge: (pieceId: string, dx: number, dy: number) => void;
  /** Focus on a place while carrying: it is shown on the canvas. */
  onPoint: (destination: Destination) => void;
  onPutDown: (destination: Destination) => void;
  /** Escape while carrying. */
  onLetGo: () => void;
  /** Enter on a seat: sit at a free one, or go to one's own hand. */
  onSeat: (seat: TableSeat) => void;
}

const keyOf = (target: ActionTarget) => (target.kind === 'pile' ? `pile:${target.pileId}` : target.kind === 'piece' ? target.pieceId : '');

const STEPS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * The table for keyboards and screen readers, beside the canvas and in step with it: piles and the pieces
 * lying on the table as buttons in reading order (arrow keys within a group, Tab from one group to the next,
 * one tab stop per group), every hand in words, and while something is carried, the places it can go.
 * Made only from the seat's own view (table-words.ts), so it never says more than the canvas shows.
 * Memoised: drags and cursors re-render the room many times a second, and a big table has a button per piece.
 */
export const TableTree = memo(function TableTree({
  words,
  selected,
  group,
  carrying,
  onFocusItem,
  onOpen,
  onToggle,
  onPickUp,
  onNudge,
  onPoint,
  onPutDown,
  onLetGo,
  onSeat,
}: Props) {
  const root = useRef<HTMLElement>(null);
  // The item of each group that Tab lands on (roving tabindex): the last one focused there.
  const [active, setActive] = useState<Record<string, string>>({});
  const [focused, setFocused] = useState<{ group: string; key: string; index: number } | null>(null);
  const [caption, setCaption] = useState<{ label: string; group: string } | null>(null);
  const selectedKey = keyOf(selected);
  const together = new Set(group);

  const groups = carrying
    ? [
        {
          id: 'places',
          label: `Put ${carrying.label} down: choose where`,
          items: carrying.destinations.map((d) => ({ key: d.key, label: d.label })),
        },
      ]
    : [
        ...words.groups.map((g) => ({ id: g.id, label: g.label, items: g.items.map((item) => ({ key: item.key, label: item.label })) })),
        ...(words.seats.length > 0
          ? [{ id: 'seats', label: 'Seats and hands', items: words.seats.map((seat) => ({ key: seat.key, label: seat.label })) }]
          : []),
      ];

  // Something that was focused left the table (drawn, played, shuffled away): the focus stays in its group,
  // on the item that took its place, so a keyboard is never dropped back at the top of the page.
  useLayoutEffect(() => {
    if (!focused || !root.current) return;
    const element = document.activeElement;
    if (element && element !== document.body) return;
    const list = groups.find((g) => g.id === focused.group)?.items ?? groups[0]?.items ?? [];
    // Still there: the person put the focus elsewhere themselves (a click on the canvas).
    if (list.some((item) => item.key === focused.key)) return;
    const next = list[Math.min(focused.index, list.length - 1)] ?? groups[0]?.items[0];
    if (next) root.current.querySelector<HTMLElement>(`[data-key="${CSS.escape(next.key)}"]`)?.focus();
  });
  // A press anywhere else is the person choosing where to be: the focus is no longer the table's to keep.
  useLayoutEffect(() => {
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setFocused(null);
    };
    window.addEventListener('pointerdown', away, true);
    return () => window.removeEventListener('pointerdown', away, true);
  }, []);

  // Picking up moves the focus to the places; letting go or putting down brings it back to the table.
  const wasCarrying = useRef(false);
  useLayoutEffect(() => {
    if (carrying && !wasCarrying.current) root.current?.querySelector<HTMLElement>('[data-group="places"] button')?.focus();
    if (!carrying && wasCarrying.current) {
      const back = root.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(selectedKey)}"]`);
      (back ?? root.current?.querySelector<HTMLElement>('[data-group] button[tabindex="0"]'))?.focus();
    }
    wasCarrying.current = carrying !== null;
  }, [carrying, selectedKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, groupId: string, index: number) => {
    const list = groups.find((g) => g.id === groupId)?.items ?? [];
    const buttons = [...(event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const step = STEPS[event.key];
    if (step && event.shiftKey && !carrying) {
      const item = words.groups.find((g) => g.id === groupId)?.items[index];
      if (item?.target.kind === 'piece') {
        event.preventDefault();
        onNudge(item.target.pieceId, step[0], step[1]);
      }
      return;
    }
    let next: number | null = null;
    if (step && !event.ctrlKey && !event.metaKey && !event.altKey) next = index + (step[0] + step[1] > 0 ? 1 : -1);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = list.length - 1;
    if (next !== null) {
      event.preventDefault();
      buttons[Math.max(0, Math.min(list.length - 1, next))]?.focus();
      return;
    }
    if (carrying) {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onLetGo();
      }
      return;
    }
    const item = words.groups.find((g) => g.id === groupId)?.items[index];
    if (!item) return;
    if (event.key === ' ') {
      event.preventDefault();
      onToggle(item.target);
    } else if ((event.key === 'm' || event.key === 'M') && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      event.stopPropagation();
      onPickUp(item.target);
    }
  };

  // The items' handlers, made once and reading the latest render: each item is memoised, so moving the focus or
  // an op that changes one pile's count re-renders that item, not a thousand.
  const latest = useRef({ groups, words, carrying, onPoint, onFocusItem, onPutDown, onOpen, onKeyDown, onSeat });
  latest.current = { groups, words, carrying, onPoint, onFocusItem, onPutDown, onOpen, onKeyDown, onSeat };
  const handlers = useRef<ItemHandlers>({
    focus: (groupId, index) => {
      const now = latest.current;
      const item = now.groups.find((g) => g.id === groupId)?.items[index];
      if (!item) return;
      setActive((before) => (before[groupId] === item.key ? before : { ...before, [groupId]: item.key }));
      setFocused({ group: groupId, key: item.key, index });
      setCaption({ label: item.label, group: groupId });
      if (now.carrying) now.onPoint(now.carrying.destinations[index]!);
      else {
        const target = now.words.groups.find((g) => g.id === groupId)?.items[index]?.target;
        if (target) now.onFocusItem(target);
      }
    },
    blur: (event) => {
      setCaption(null);
      // Into its menu is not away: when the menu's action takes the item off the table, the focus comes back to
      // its group.
      const to = event.relatedTarget as HTMLElement | null;
      if (to && !root.current?.contains(to) && !to.closest('[role="menu"]')) setFocused(null);
    },
    keyDown: (event, groupId, index) => latest.current.onKeyDown(event, groupId, index),
    click: (element, groupId, index) => {
      const now = latest.current;
      if (now.carrying) return now.onPutDown(now.carrying.destinations[index]!);
      if (groupId === 'seats') return now.words.seats[index] && now.onSeat(now.words.seats[index]);
      const target = now.words.groups.find((g) => g.id === groupId)?.items[index]?.target;
      if (target) now.onOpen(target, element);
    },
  }).current;

  return (
    <section ref={root} className="table-tree" aria-label="Table" data-testid="table-tree">
      {groups.map((g) => {
        const tabStop = g.items.some((item) => item.key === active[g.id]) ? active[g.id] : g.items[0]?.key;
        const targets = carrying ? undefined : words.groups.find((wg) => wg.id === g.id)?.items;
        return (
          <div key={g.id} role="toolbar" aria-label={g.label} aria-orientation="horizontal" data-group={g.id}>
            {g.items.map((item, index) => {
              const target = targets?.[index]?.target;
              const inGroup = target?.kind === 'piece' && together.has(target.pieceId);
              return (
                <TreeItem
                  key={item.key}
                  groupId={g.id}
                  index={index}
                  itemKey={item.key}
                  label={inGroup ? `${item.label}, selected` : item.label}
                  tabbable={item.key === tabStop}
                  handlers={handlers}
                />
              );
            })}
          </div>
        );
      })}
      {caption ? (
        // For sighted keyboard players: what has the focus, and what the keys do (the screen reader reads the button).
        <p className="table-tree-caption" aria-hidden="true">
          <strong>{caption.label}</strong>
          <span>
            {carrying
              ? 'Enter: put it here · Esc: let go'
              : caption.group === 'seats'
                ? 'Enter: sit at a free seat, or go to your hand'
                : 'Enter: actions · M: move · Space: select · ?: all keys'}
          </span>
        </p>
      ) : null}
    </section>
  );
});

interface ItemHandlers {
  focus: (groupId: string, index: number) => void;
  blur: (event: FocusEvent<HTMLButtonElement>) => void;
  keyDown: (event: KeyboardEvent<HTMLElement>, groupId: string, index: number) => void;
  click: (element: HTMLElement, groupId: string, index: number) => void;
}

/** One pile, piece or place: a button whose props are plain values and stable handlers, so it re-renders only when it changes. */
const TreeItem = memo(function TreeItem({
  groupId,
  index,
  itemKey,
  label,
  tabbable,
  handlers,
}: {
  groupId: string;
  index: number;
  itemKey: string;
  label: string;
  tabbable: boolean;
  handlers: ItemHandlers;
}) {
  return (
    <button
      type="button"
      data-key={itemKey}
      tabIndex={tabbable ? 0 : -1}
      onFocus={() => handlers.focus(groupId, index)}
      onBlur={handlers.blur}
      onKeyDown={(event) => handlers.keyDown(event, groupId, index)}
      // Space toggles the selection on key down; its key up must not also press the button.
      onKeyUp={(event) => event.key === ' ' && event.preventDefault()}
      onClick={(event) => handlers.click(event.currentTarget, groupId, index)}
    >
      {label}
    </button>
  );
});

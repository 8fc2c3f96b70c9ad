import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MockedProvider } from '@apollo/client/testing/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RoomState, ScriptLogEntry } from '@tablecraft/core/play';
import { ToastProvider } from '../shell/toasts.tsx';
import { cleanup, render, waitFor } from '../test/render.tsx';
import { FakeSocket } from './connection/fake-socket.ts';
import { PlayRoom } from './PlayRoom.tsx';
import { useRoom } from './use-room.ts';
import { pieceIdOf, play, testDocument, testRoom, viewOf } from './test-room.ts';
import { PHONE_QUERY } from './phone-layout.ts';

// The room page around the table (the canvas needs a size happy-dom does not give it, so it is not drawn):
// the game's buttons in the menus and toolbar, labels in the hand, and the script log for the game's members.

let original: unknown;
beforeEach(() => {
  original = globalThis.WebSocket;
  FakeSocket.all = [];
  (globalThis as { WebSocket: unknown }).WebSocket = FakeSocket;
  sessionStorage.clear();
});
afterEach(async () => {
  await cleanup();
  (globalThis as { WebSocket: unknown }).WebSocket = original;
});

const doc = testDocument();
const at = '2026-11-25T10:00:00.000Z';

function Page() {
  const room = useRoom('abcdefghjk', 'ws://socket.test');
  return (
    <PlayRoom
      room={room}
      roomCode="abcdefghjk"
      document={doc}
      gameTitle="Test game"
      gameHref="/"
      roomId="r1"
      hostId="alice"
      ownerId="alice"
      players={[]}
      removed={[]}
      refreshPlayers={() => undefined}
      onFailure={() => undefined}
    />
  );
}

/** The test room where Alice holds a card the author gave a button and the scripts labelled. */
function scriptedRoom(): { state: RoomState; inHand: string } {
  let state = testRoom();
  state = {
    ...state,
    components: { ...state.components, card: { ...state.components.card!, buttons: [{ id: 'score', label: 'Score it' }] } },
  };
  state = play(state, { type: 'draw', pileId: pieceIdOf(state, 'deck'), count: 1 }, 'alice');
  const inHand = state.hands.north![0]!;
  const jack = pieceIdOf(state, 'card', 'jack');
  state = {
    ...state,
    pieces: {
      ...state.pieces,
      [inHand]: { ...state.pieces[inHand]!, label: '3 points' },
      [jack]: { ...state.pieces[jack]!, label: 'Trump' },
    },
  };
  return { state, inHand };
}

async function join(options: { seatId: string | null; role?: 'player' | 'spectator'; scriptLog?: ScriptLogEntry[]; setupWaits?: boolean }) {
  const { state, inHand } = scriptedRoom();
  const rendered = await render(
    <MockedProvider mocks={[]}>
      <ToastProvider>
        <RouterProvider router={createMemoryRouter([{ path: '/', element: <Page /> }])} />
      </ToastProvider>
    </MockedProvider>,
  );
  await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
  const socket = FakeSocket.all[0]!;
  const user =
    options.seatId === 'north'
      ? { id: 'alice', userName: 'alice', name: 'Alice', image: '' }
      : { id: 'carol', userName: 'carol', name: 'Carol', image: '' };
  await act(async () => {
    socket.open();
    if (options.setupWaits !== undefined)
      socket.receive({ kind: 'fairness', initialState: null, roomSeed: 'a'.repeat(64), setup: null, setupWaits: options.setupWaits });
    socket.receive({
      kind: 'welcome',
      protocolVersion: 3,
      connectionId: 'c1',
      role: options.role ?? 'player',
      user,
      seatId: options.seatId,
      seq: 5,
      lastClientSeq: 0,
      view: viewOf(state, options.seatId),
      ...(options.scriptLog ? { scriptLog: options.scriptLog } : {}),
    });
  });
  await waitFor(() => expect(rendered.container.querySelector('.play-room')).not.toBeNull());
  return { ...rendered, socket, inHand };
}

const buttonNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find(
    (button) => button.textContent === name || button.getAttribute('aria-label') === name,
  );
const ops = (socket: FakeSocket) =>
  socket.sent
    .filter((message): message is { kind: 'op'; op: unknown } => (message as { kind?: string }).kind === 'op')
    .map((message) => message.op);

// A room whose start shuffle waits for a page's entropy (docs/FAIRNESS.md): the page offers its own once it
// holds the room's commitments and is welcomed (nothing goes out before the welcome), and only when asked.
describe('a room whose deck is shuffled when it opens', () => {
  const offers = (socket: FakeSocket) => socket.sent.filter((message) => (message as { kind?: string }).kind === 'setup');

  it('offers this page’s entropy once, after the welcome, when the room says its setup waits', async () => {
    const { socket } = await join({ seatId: null, setupWaits: true });
    expect(offers(socket)).toEqual([{ kind: 'setup', entropy: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    expect(socket.sent.findIndex((message) => (message as { kind?: string }).kind === 'setup')).toBeGreaterThan(0);
  });

  it('offers nothing when the room is set up already', async () => {
    const { socket } = await join({ seatId: null, setupWaits: false });
    expect(offers(socket)).toEqual([]);
  });
});

describe('a room whose game has scripts', () => {
  it("offers a seated player the piece's buttons in its menu and toolbar, and pressing one sends the press", async () => {
    const { container, socket, inHand } = await join({ seatId: 'north' });
    const card = container.querySelector<HTMLButtonElement>(`[data-piece-id="${inHand}"]`)!;
    // The scripts' label is on the card in the hand, and read with its name.
    expect(card.getAttribute('aria-label')).toBe('Queen, labelled “3 points”');
    expect(card.querySelector('.hand-card-label')?.textContent).toBe('3 points');
    await act(async () => card.click());
    const toolbar = container.querySelector('[role="toolbar"][aria-label^="Actions for"]')!;
    await act(async () => buttonNamed(toolbar, 'Score it')!.click());
    expect(ops(socket)).toEqual([{ type: 'press', pieceId: inHand, buttonId: 'score', entropy: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    await act(async () => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ContextMenu', bubbles: true })));
    const item = [...container.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')].find(
      (candidate) => candidate.textContent === 'Score it',
    );
    expect(item).toBeDefined();
    await act(async () => item!.click());
    expect(ops(socket)).toHaveLength(2);
  });

  it('shows a refusal by the game in its own words', async () => {
    const { container, socket, inHand } = await join({ seatId: 'north' });
    await act(async () => container.querySelector<HTMLButtonElement>(`[data-piece-id="${inHand}"]`)!.click());
    await act(async () => buttonNamed(container.querySelector('[role="toolbar"][aria-label^="Actions for"]')!, 'Score it')!.click());
    const sent = socket.sent.find((message) => (message as { kind?: string }).kind === 'op') as { clientSeq: number };
    await act(async () =>
      socket.receive({ kind: 'reject', clientSeq: sent.clientSeq, code: 'REFUSED_BY_GAME', reason: 'Only the dealer scores.' }),
    );
    await waitFor(() => expect(document.body.textContent).toContain('Only the dealer scores.'));
  });

  it('offers the script log to a member sent one: lines as they come, errors marked', async () => {
    const { container, socket } = await join({
      seatId: 'north',
      scriptLog: [{ seq: 4, at, lines: [{ script: 'deal', text: 'Dealt one card' }] }],
    });
    const toggle = buttonNamed(container, 'Script log')!;
    expect(toggle).toBeDefined();
    await act(async () => toggle.click());
    const panel = container.querySelector('aside[aria-label="Script log"]')!;
    // The lines are a log region, read out as they arrive.
    expect(panel.querySelector('[role="log"]')?.getAttribute('aria-label')).toBe('Script log');
    expect(panel.textContent).toContain('[deal] Dealt one card');
    await act(async () =>
      socket.receive({ kind: 'scriptLog', entries: [{ seq: null, at, lines: [{ script: 'score', text: 'boom', error: true }] }] }),
    );
    const error = panel.querySelector('.script-log-error')!;
    expect(error.textContent).toContain('[score] Error: boom');
    await act(async () => buttonNamed(container, 'Close script log')!.click());
    expect(container.querySelector('aside[aria-label="Script log"]')).toBeNull();
  });

  it('opens one side panel at a time on a narrow screen, where each covers the table', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === PHONE_QUERY,
      addEventListener() {},
      removeEventListener() {},
    }));
    try {
      const { container } = await join({ seatId: 'north', scriptLog: [{ seq: 4, at, lines: [{ script: 'deal', text: 'Dealt' }] }] });
      await act(async () => buttonNamed(container, 'Log & chat')!.click());
      expect(container.querySelector('aside[aria-label="Room log and chat"]')).not.toBeNull();
      await act(async () => buttonNamed(container, 'Script log')!.click());
      expect(container.querySelector('aside[aria-label="Script log"]')).not.toBeNull();
      expect(container.querySelector('aside[aria-label="Room log and chat"]')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('has no script log toggle for a player sent none', async () => {
    const { container } = await join({ seatId: 'north' });
    expect(buttonNamed(container, 'Script log')).toBeUndefined();
  });

  it('offers a spectator none of the game’s buttons', async () => {
    const { container, socket } = await join({ seatId: null, role: 'spectator' });
    // Someone watching holds no hand; the toolbar of a selected piece comes from the piece list.
    const list = container.querySelector('details.piece-list') as HTMLDetailsElement;
    await act(async () => {
      list.open = true;
      list.dispatchEvent(new Event('toggle'));
    });
    // The scripts' label on a piece is read with its name.
    const jack = buttonNamed(list, 'Jack, labelled “Trump”');
    await act(async () => jack!.click());
    expect(container.querySelector('[role="toolbar"][aria-label^="Actions for"]')).not.toBeNull();
    expect(container.textContent).not.toContain('Score it');
    expect(ops(socket)).toEqual([]);
  });
});

// The table by keyboard and screen reader (TableTree): the seat's own view in words, and the keys acting on it.
describe('the table for keyboards and screen readers', () => {
  const tree = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-testid="table-tree"]')!;
  const key = async (element: HTMLElement, init: KeyboardEventInit) =>
    act(async () => void element.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, ...init })));

  it('names the piles, the pieces and the hands, one tab stop per group', async () => {
    const { container } = await join({ seatId: 'north' });
    const table = tree(container);
    expect(table.querySelector('[role="toolbar"][aria-label="Piles"]')).not.toBeNull();
    expect(buttonNamed(table, 'Deck, 2 cards, face down')).toBeDefined();
    expect(buttonNamed(table, 'Discard, empty')).toBeDefined();
    expect(buttonNamed(table, 'Jack, labelled “Trump”')).toBeDefined();
    expect(table.textContent).toMatch(/Your hand, 1 card: (Ace|King|Queen), labelled “3 points”/);
    for (const group of table.querySelectorAll('[role="toolbar"]')) expect(group.querySelectorAll('button[tabindex="0"]')).toHaveLength(1);
  });

  it('moves along a group with the arrows, acts on the focus with its keys, and moves by pick up and put down', async () => {
    const { container, socket, inHand } = await join({ seatId: 'north' });
    const table = tree(container);
    const deck = buttonNamed(table, 'Deck, 2 cards, face down')!;
    await act(async () => deck.focus());
    await key(deck, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('Discard, empty');
    await key(document.activeElement as HTMLElement, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(deck);
    await key(deck, { key: 'd' });
    expect(ops(socket)).toContainEqual(expect.objectContaining({ type: 'draw', count: 1 }));

    const card = container.querySelector<HTMLButtonElement>(`[data-testid="hand"] button[data-piece-id="${inHand}"]`)!;
    await act(async () => card.focus());
    await key(card, { key: 'm' });
    const places = table.querySelector('[role="toolbar"][aria-label^="Put"]')!;
    expect(places.getAttribute('aria-label')).toMatch(/^Put .+ down: choose where$/);
    const discard = buttonNamed(places, 'Onto Discard, empty')!;
    await act(async () => discard.click());
    expect(ops(socket)).toContainEqual(expect.objectContaining({ type: 'move', pieceId: inHand, to: { type: 'pile', pileId: 'discard' } }));
    expect(table.querySelector('[role="toolbar"][aria-label^="Put"]')).toBeNull();
  });

  it('lists the seats with their hands, and Enter on one’s own seat goes to the hand', async () => {
    const { container, inHand } = await join({ seatId: 'north' });
    const seats = tree(container).querySelector('[role="toolbar"][aria-label="Seats and hands"]')!;
    const names = [...seats.querySelectorAll('button')].map((button) => button.textContent);
    // Bob's name is not known to this page (no players listed): his seat's stands in.
    expect(names).toEqual(['Your hand, 1 card: Queen, labelled “3 points”', 'South’s hand (South), empty']);
    await act(async () => seats.querySelector('button')!.click());
    expect(document.activeElement?.getAttribute('data-piece-id')).toBe(inHand);
  });

  it('lets go of what it carries with Escape, sending nothing', async () => {
    const { container, socket } = await join({ seatId: 'north' });
    const table = tree(container);
    const jack = buttonNamed(table, 'Jack, labelled “Trump”')!;
    await act(async () => jack.focus());
    await key(jack, { key: 'm' });
    const first = table.querySelector<HTMLButtonElement>('[role="toolbar"][aria-label^="Put"] button')!;
    await key(first, { key: 'Escape' });
    expect(table.querySelector('[role="toolbar"][aria-label^="Put"]')).toBeNull();
    expect(ops(socket)).toEqual([]);
  });
});

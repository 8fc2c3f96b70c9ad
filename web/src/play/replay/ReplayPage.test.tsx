import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { applyOp, opSchema, ROOM_OP_VERSION, seatOf, seedCommitment, type OpInput } from '@tablecraft/core/play';
import { cleanup, render, waitFor } from '../../test/render.tsx';
import { installFakeCanvas } from '../../canvas/fake-canvas.ts';
import { pieceIdOf, testDocument, testRoom } from '../test-room.ts';
import { ROOM_REPLAY } from './documents.ts';
import { ReplayPage } from './ReplayPage.tsx';
import { ToastProvider } from '../../shell/toasts.tsx';

// The replay page plays an ended room's record back: each move checked against the commitment sent when
// it was made, then shown; a move whose record was changed stops the replay before it, with the reason.

let undo: () => void;
beforeEach(() => {
  const undoCanvas = installFakeCanvas();
  // The table draws once its box has a size, which happy-dom does not lay out.
  const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  undo = () => {
    width.mockRestore();
    height.mockRestore();
    vi.unstubAllGlobals();
    undoCanvas();
  };
});
afterEach(async () => {
  await cleanup();
  undo();
});

/** Alice sits at North, shuffles, rolls and draws: each move with its seed and the commitment sent at the time. */
function record(tamperAt?: number) {
  const initialState = testRoom();
  let state = initialState;
  const inputs: OpInput[] = [
    { type: 'claimSeat', seatId: 'north' },
    { type: 'shuffle', pileId: pieceIdOf(state, 'deck') },
    { type: 'roll', pieceId: pieceIdOf(state, 'die') },
    { type: 'draw', pileId: pieceIdOf(state, 'deck'), count: 1 },
  ];
  const ops = inputs.map((input, index) => {
    const op = opSchema.parse({ ...input, seed: String(index + 1).padStart(64, '0') });
    const actor = { userId: 'alice', seatId: seatOf(state, 'alice') };
    const result = applyOp(state, op, actor);
    if (result.ok) state = result.state;
    const commitment = seedCommitment(tamperAt === index + 1 ? 'f'.repeat(64) : op.seed!);
    return { __typename: 'RoomLoggedOp', seq: index + 1, opVersion: ROOM_OP_VERSION, payload: { op, actor }, commitment };
  });
  return { __typename: 'RoomFairness', initialState, roomSecret: 'c'.repeat(64), ops };
}

function mock(fairness: ReturnType<typeof record>): MockLink.MockedResponse {
  const room = {
    __typename: 'Room',
    id: 'r1',
    code: 'abc123',
    ended: true,
    replayShared: false,
    viewerMayShareReplay: true,
    game: { __typename: 'Game', id: 'g1', title: 'Cards', gameName: 'cards', owner: { __typename: 'User', id: 'u1', userName: 'ada' } },
    revision: { __typename: 'Revision', id: 'rev1', document: testDocument() },
    players: [{ __typename: 'RoomPlayer', user: { __typename: 'User', id: 'alice', name: 'Alice' } }],
    fairness,
  };
  return { request: { query: ROOM_REPLAY, variables: { code: 'abc123' } }, result: { data: { room } } };
}

async function open(response: MockLink.MockedResponse) {
  const router = createMemoryRouter([{ path: '/:userHandle/:gameName/play/:roomCode/replay', element: <ReplayPage /> }], {
    initialEntries: ['/@ada/cards/play/abc123/replay'],
  });
  return render(
    <MockedProvider mocks={[response]}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </MockedProvider>,
  );
}

const button = (container: HTMLElement, label: string) => container.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
const position = (container: HTMLElement) => container.querySelector('[data-testid="replay-position"]')?.textContent;

describe('the replay of an ended room', () => {
  it('steps to its last move, telling each one and showing every hand', async () => {
    const { container } = await open(mock(record()));
    await waitFor(() => expect(position(container)).toBe('0 / 4'));
    expect(container.querySelector('.replay-hand[data-seat="north"]')?.textContent).toContain('No cards');
    for (let k = 1; k <= 4; k++) {
      button(container, 'Next move').click();
      await waitFor(() => expect(position(container)).toBe(`${k} / 4`));
    }
    expect(container.querySelector('[aria-current="step"]')?.textContent).toMatch(/^4.*Alice drew/);
    expect(button(container, 'Next move').disabled).toBe(true);
    expect(container.querySelectorAll('.replay-hand[data-seat="north"] [role="img"]')).toHaveLength(1);
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('plays from the start to the end by itself, at the speed chosen', async () => {
    const { container } = await open(mock(record()));
    await waitFor(() => expect(position(container)).toBe('0 / 4'));
    const speed = container.querySelector<HTMLSelectElement>('.replay-speed select')!;
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(speed, '8');
    speed.dispatchEvent(new Event('change', { bubbles: true }));
    [...container.querySelectorAll('button')].find((b) => b.textContent === 'Play')!.click();
    await waitFor(() => expect(position(container)).toBe('4 / 4'), 5000);
    await waitFor(() => expect([...container.querySelectorAll('button')].some((b) => b.textContent === 'Play')).toBe(true));
  });

  it('answers the keys a video player has, and leaves a field its own keys', async () => {
    const { container } = await open(mock(record()));
    await waitFor(() => expect(position(container)).toBe('0 / 4'));
    const press = (key: string, target: EventTarget = document.body) =>
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    press('l');
    await waitFor(() => expect(position(container)).toBe('1 / 4'));
    press('ArrowRight');
    await waitFor(() => expect(position(container)).toBe('2 / 4'));
    press('j');
    await waitFor(() => expect(position(container)).toBe('1 / 4'));
    press('End');
    await waitFor(() => expect(position(container)).toBe('4 / 4'));
    press('Home');
    await waitFor(() => expect(position(container)).toBe('0 / 4'));
    // The page takes a key by cancelling it (synchronously): not an arrow in the view list, which chooses a
    // view there, nor a key with Ctrl, the browser's own shortcut.
    expect(press('ArrowRight', container.querySelector('.replay-whose select')!)).toBe(true);
    expect(document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'l', ctrlKey: true, bubbles: true, cancelable: true }))).toBe(
      true,
    );
    expect(press('k')).toBe(false);
    await waitFor(() => expect([...container.querySelectorAll('button')].some((b) => b.textContent === 'Pause')).toBe(true));
    press(' ');
    await waitFor(() => expect([...container.querySelectorAll('button')].some((b) => b.textContent === 'Play')).toBe(true));
    expect(button(container, 'Next move').getAttribute('aria-keyshortcuts')).toBe('l ArrowRight');
  });

  it('stops before a move whose record does not match its commitment, and says why', async () => {
    const { container } = await open(mock(record(3)));
    await waitFor(() => expect(position(container)).toBe('0 / 4'));
    const scrubber = container.querySelector<HTMLInputElement>('input[type="range"]')!;
    // As a person drags it: the value React reads through the element's own setter, then the input event.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(scrubber, '4');
    scrubber.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toContain('The replay stopped before move 3'));
    expect(container.querySelector('[role="alert"]')?.textContent).toContain("Op 3's seed does not match the commitment");
    expect(position(container)).toBe('2 / 4');
    expect(button(container, 'Next move').disabled).toBe(true);
  });
});

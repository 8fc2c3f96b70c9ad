import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { cleanup, click, getByText, render } from '../../test/render.tsx';
import { pieceIdOf, play, testRoom, viewOf } from '../test-room.ts';
import { SeatsPanel } from './SeatsPanel.tsx';
import type { Person } from './people.ts';

afterEach(() => cleanup());

// Alice left North with a card in hand: the seat is kept for her.
const state = (() => {
  let room = testRoom();
  room = play(room, { type: 'draw', pileId: pieceIdOf(room, 'deck'), count: 1 }, 'alice');
  return play(room, { type: 'leaveSeat' }, 'alice');
})();
const people = new Map<string, Person>([
  ['alice', { id: 'alice', name: 'Alice', image: '' } as Person],
  ['bob', { id: 'bob', name: 'Bob', image: '' } as Person],
  ['carol', { id: 'carol', name: 'Carol', image: '' } as Person],
]);

async function panel(myUserId: string, options: { isHost?: boolean; room?: typeof state } = {}) {
  const onClaim = vi.fn();
  const onRelease = vi.fn();
  const room = options.room ?? state;
  const view = viewOf(room, room.seats.find((seat) => seat.userId === myUserId)?.id ?? null);
  const { container } = await render(
    <SeatsPanel
      view={view}
      mySeatId={view.seats.find((seat) => seat.userId === myUserId)?.id ?? null}
      myUserId={myUserId}
      canPlay
      isHost={options.isHost ?? false}
      people={people}
      online={new Set()}
      presence={{}}
      piles={[{ id: 'deck', name: 'Deck' }]}
      onClaim={onClaim}
      onLeave={() => undefined}
      onRelease={onRelease}
    />,
  );
  const north = container.querySelector<HTMLElement>('[data-seat="north"]')!;
  const button = (label: string) => north.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
  return { north, button, onClaim, onRelease };
}

describe('a seat kept for the player who left it with cards', () => {
  it('says whom it is kept for and offers nobody else a place in it', async () => {
    const { north, button } = await panel('carol');
    expect(north.textContent).toContain('Kept for Alice');
    expect(north.textContent).toContain('1 in hand');
    expect(button('Sit at North')).toBeNull();
    expect(button('Release North')).toBeNull();
  });

  it('lets its player take it back', async () => {
    const { button, onClaim } = await panel('alice');
    await click(button('Take back North')!);
    expect(onClaim).toHaveBeenCalledWith('north');
  });

  it('lets the host release it, choosing the pile the cards go into face down', async () => {
    const { north, button, onRelease } = await panel('bob', { isHost: true });
    await click(button('Release North')!);
    const form = north.querySelector('form')!;
    expect(form.textContent).toContain('Where do Alice’s 1 card go?');
    expect(form.querySelector<HTMLInputElement>('input[type=radio]:checked')!.parentElement!.textContent).toBe('Into Deck');
    await act(async () => form.requestSubmit());
    expect(onRelease).toHaveBeenCalledWith('north', 'deck');
  });

  it('can put the released cards face down on the table instead', async () => {
    const { north, button, onRelease } = await panel('alice');
    await click(button('Release North')!);
    const form = north.querySelector('form')!;
    const table = [...form.querySelectorAll('label')].find((label) => label.textContent === 'On the table')!;
    await click(table.querySelector('input')!);
    await act(async () => form.requestSubmit());
    expect(onRelease).toHaveBeenCalledWith('north', null);
  });
});

describe('a seat its player still holds', () => {
  const held = testRoom();

  it('can be freed by the host (a removed or long-gone player would otherwise keep it), and by nobody else', async () => {
    expect(held.seats.find((seat) => seat.id === 'north')?.userId).toBe('alice');
    expect((await panel('carol', { room: held })).button('Release North')).toBeNull();
    const { north, button, onRelease } = await panel('bob', { isHost: true, room: held });
    await click(button('Release North')!);
    expect(north.querySelector('form')!.textContent).toContain('Where do Alice’s');
    await act(async () => north.querySelector('form')!.requestSubmit());
    expect(onRelease).toHaveBeenCalledWith('north', 'deck');
  });
});

describe("the host's Save table in the seats panel", () => {
  it('is in the seats panel for whoever manages the room, and for nobody else', async () => {
    const room = play(testRoom(), { type: 'draw', pileId: pieceIdOf(testRoom(), 'deck'), count: 1 }, 'alice');
    const people = new Map<string, Person>([['alice', { id: 'alice', name: 'Alice', image: '' } as Person]]);
    const actions = {
      remove: async () => undefined,
      makeHost: async () => undefined,
      allowBack: async () => undefined,
      saveTable: vi.fn(async () => true),
    };
    const panel = (canManage: boolean) => (
      <SeatsPanel
        view={viewOf(room, null)}
        mySeatId={null}
        myUserId="alice"
        canPlay
        isHost={canManage}
        people={people}
        online={new Set()}
        presence={{}}
        piles={[]}
        onClaim={() => undefined}
        onLeave={() => undefined}
        onRelease={() => undefined}
        canManage={canManage}
        hostActions={actions}
      />
    );
    const host = await render(panel(true));
    expect(getByText(host.container, 'Save table', 'button')).toBeTruthy();
    const player = await render(panel(false));
    expect([...player.container.querySelectorAll('button')].map((button) => button.textContent)).not.toContain('Save table');
  });
});

import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, click, getByText, render } from '../../test/render.tsx';
import { PeopleList, type HostActions } from './PeopleList.tsx';
import type { RoomPerson } from './people.ts';

afterEach(() => cleanup());

const person = (over: Partial<RoomPerson>): RoomPerson => ({
  key: over.userId ?? 'c9',
  userId: null,
  name: 'Someone',
  image: '',
  seat: null,
  online: true,
  host: false,
  me: false,
  ...over,
});
const everyone = [
  person({ userId: 'alice', name: 'Alice', host: true, me: true, seat: { id: 'north', name: 'North', color: '#f00' } }),
  person({ userId: 'bob', name: 'Bob', seat: { id: 'south', name: 'South', color: '#00f' } }),
  person({ userId: 'carol', name: 'Carol' }),
  person({ key: 'c9', name: 'Visitor' }),
];

function actions(): HostActions & { [K in keyof HostActions]: ReturnType<typeof vi.fn> } {
  return { remove: vi.fn(async () => undefined), makeHost: vi.fn(async () => undefined), allowBack: vi.fn(async () => undefined) };
}

const button = (root: ParentNode, label: string) => root.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);

describe('the people list', () => {
  it('shows everyone, seated or watching, with the host marked, and no tools to someone who does not manage the room', async () => {
    const { container } = await render(<PeopleList people={everyone} canManage={false} removed={[]} actions={actions()} />);
    const rows = [...container.querySelectorAll('li.person')].map((li) => li.textContent);
    expect(rows).toEqual(['AliceyouhostNorth', 'BobSouth', 'Carolwatching', 'Visitorwatching']);
    expect(container.querySelectorAll('button')).toHaveLength(0);
  });

  it('lets the host remove someone after asking once more, and never the host, themselves or a visitor', async () => {
    const calls = actions();
    const { container } = await render(<PeopleList people={everyone} canManage removed={[]} actions={calls} />);
    expect(button(container, 'Remove Alice')).toBeNull();
    expect(container.querySelector('[data-person="visitor"] button')).toBeNull();
    await click(button(container, 'Remove Bob')!);
    const confirm = container.querySelector('[role="group"]')!;
    expect(confirm.textContent).toContain(
      'Remove Bob from this room? Their seat is freed and its cards go face down. They cannot come back until you let them in.',
    );
    expect(calls.remove).not.toHaveBeenCalled();
    await click(getByText(confirm, 'Remove Bob', 'button'));
    expect(calls.remove).toHaveBeenCalledWith('bob', 'Bob');
  });

  it('lets the host make a spectator or a player the host, and let a removed person back in', async () => {
    const calls = actions();
    const { container } = await render(
      <PeopleList
        people={everyone}
        canManage
        canHandOver
        removed={[{ removedAt: '2026-01-01T00:00:00Z', user: { id: 'dan', name: 'Dan', image: '' } }]}
        actions={calls}
      />,
    );
    await click(button(container, 'Make Carol the host')!);
    expect(calls.makeHost).toHaveBeenCalledWith('carol', 'Carol');
    await click(button(container, 'Let Dan back in')!);
    expect(calls.allowBack).toHaveBeenCalledWith('dan', 'Dan');
  });

  it("offers the game's owner who does not host the room removal, never the host role", async () => {
    const owner = everyone.map((p) => (p.me ? { ...p, host: false } : p.userId === 'bob' ? { ...p, host: true } : p));
    const { container } = await render(
      <PeopleList
        people={owner}
        canManage
        removed={[{ removedAt: '2026-01-01T00:00:00Z', user: { id: 'dan', name: 'Dan', image: '' } }]}
        actions={actions()}
      />,
    );
    expect(button(container, 'Remove Carol')).not.toBeNull();
    expect(button(container, 'Let Dan back in')).not.toBeNull();
    expect(container.textContent).not.toContain('Make host');
  });

  it('offers the host a "Seat at" choice for each account watching: free seats and the one kept for them, never one kept for another', async () => {
    const onSeat = vi.fn();
    const seats = [
      { id: 'north', name: 'North', userId: 'alice' },
      { id: 'south', name: 'South', userId: 'bob' },
      { id: 'east', name: 'East', userId: null, reservedFor: null },
      { id: 'west', name: 'West', userId: null, reservedFor: 'dan' },
    ];
    const watching = [...everyone, person({ userId: 'dan', name: 'Dan' })];
    const { container } = await render(
      <PeopleList people={watching} canManage removed={[]} actions={actions()} seating={{ seats, onSeat }} />,
    );
    const choice = (name: string) => container.querySelector<HTMLSelectElement>(`select[aria-label="Seat ${name} at"]`);
    // Seated people, visitors and the host themselves get no choice.
    expect(choice('Alice')).toBeNull();
    expect(choice('Bob')).toBeNull();
    expect(container.querySelector('[data-person="visitor"] select')).toBeNull();
    expect([...choice('Carol')!.options].map((o) => o.textContent)).toEqual(['Seat at …', 'East']);
    expect([...choice('Dan')!.options].map((o) => o.textContent)).toEqual(['Seat at …', 'East', 'West']);
    await act(async () => {
      const select = choice('Carol')!;
      select.value = 'east';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(onSeat).toHaveBeenCalledWith('east', 'carol');
  });

  it('shows no seating choice to someone who is not the host', async () => {
    const { container } = await render(<PeopleList people={everyone} canManage removed={[]} actions={actions()} />);
    expect(container.querySelector('select')).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, click, render } from '../../test/render.tsx';
import { LookBook } from '../table/looks.ts';
import { pieceIdOf, play, testDocument, testRoom, viewOf } from '../test-room.ts';
import { HandBar } from './HandBar.tsx';

afterEach(() => cleanup());

const looks = new LookBook(testDocument());

async function handBar(cardsDrawn: number, onSort?: () => void) {
  let state = testRoom();
  if (cardsDrawn) state = play(state, { type: 'draw', pileId: pieceIdOf(state, 'deck'), count: cardsDrawn }, 'alice');
  const { container } = await render(
    <HandBar
      view={viewOf(state, 'north')}
      seatId="north"
      looks={looks}
      selected={{ kind: 'none' }}
      dropping={false}
      onSelect={() => undefined}
      onPress={() => undefined}
      onMenu={() => undefined}
      {...(onSort ? { onSort } : {})}
    />,
  );
  return container;
}

describe('the hand bar', () => {
  it('offers to sort a hand of two cards or more', async () => {
    const onSort = vi.fn();
    const container = await handBar(2, onSort);
    const sort = [...container.querySelectorAll('button')].find((button) => button.textContent === 'Sort')!;
    await click(sort);
    expect(onSort).toHaveBeenCalledTimes(1);
  });

  it('has nothing to sort with one card, or when sorting is not offered', async () => {
    expect([...(await handBar(1, vi.fn())).querySelectorAll('button')].map((b) => b.textContent)).not.toContain('Sort');
    expect([...(await handBar(2)).querySelectorAll('button')].map((b) => b.textContent)).not.toContain('Sort');
  });
});

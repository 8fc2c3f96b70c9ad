import { afterEach, describe, expect, it } from 'vitest';
import type { OpInput } from '@tablecraft/core/play';
import { cleanup, click, render } from '../../test/render.tsx';
import { LookBook } from '../table/looks.ts';
import { pieceIdOf, play, testDocument, testRoom, viewOf } from '../test-room.ts';
import { LookPanel } from './LookPanel.tsx';
import { LooksBanner } from './LooksBanner.tsx';
import { ShownCards } from './ShownCards.tsx';

afterEach(() => cleanup());

const looks = new LookBook(testDocument());
const buttons = (container: HTMLElement) => [...container.querySelectorAll('button')];

describe('looking at a pile', () => {
  it('lists the cards top first for the looker, takes one, and ends the look with a shuffle when asked', async () => {
    const start = testRoom();
    const deck = pieceIdOf(start, 'deck');
    const state = play(start, { type: 'look', pileId: deck, count: 2 }, 'alice');
    const view = viewOf(state, 'north');
    const sent: OpInput[] = [];
    const { container } = await render(<LookPanel view={view} looks={looks} canPlay submit={(op) => sent.push(op)} />);
    expect(container.querySelector('h2')?.textContent).toBe('Top 2 cards of Deck');
    const names = [...container.querySelectorAll('.look-card-name')].map((n) => n.textContent);
    expect(names).toEqual(view.looking!.cards.map((card, i) => `${i === 0 ? 'Top: ' : ''}${looks.nameOf(card)}`));
    // Focus goes into the panel, so the keys that opened it can carry on.
    expect(document.activeElement?.textContent).toBe('Take');
    await click(buttons(container).find((b) => b.textContent === 'Take')!);
    expect(sent).toEqual([{ type: 'move', pieceId: view.looking!.cards[0]!.id, to: { type: 'hand' } }]);
    await click(container.querySelector('input[type="checkbox"]')!);
    await click(buttons(container).find((b) => b.textContent === 'Done')!);
    expect(sent.at(-1)).toEqual({ type: 'stopLooking', shuffle: true });
  });

  it('shows nothing to the others but who is looking where', async () => {
    const start = testRoom();
    const deck = pieceIdOf(start, 'deck');
    const state = play(start, { type: 'look', pileId: deck }, 'alice');
    const theirs = viewOf(state, 'south');
    const panel = await render(<LookPanel view={theirs} looks={looks} canPlay submit={() => undefined} />);
    expect(panel.container.textContent).toBe('');
    const banner = await render(
      <LooksBanner view={theirs} looks={looks} playerName={(seatId) => (seatId === 'north' ? 'Alice' : 'Bob')} />,
    );
    expect(banner.container.textContent).toBe('Alice is searching Deck');
  });
});

describe('cards shown to everyone', () => {
  it('shows whose cards they are and each face, until closed', async () => {
    const view = viewOf(testRoom(), 'south');
    const shown = { seq: 4, seatId: 'north', cards: [{ componentId: 'card', variantId: 'jack' }] };
    const { container } = await render(<ShownCards shown={shown} view={view} looks={looks} playerName={() => 'Alice'} />);
    expect(container.querySelector('h2')?.textContent).toBe('Alice shows a card');
    expect(container.querySelector('li')?.getAttribute('aria-label')).toBe(looks.nameOf({ componentId: 'card', variantId: 'jack' }));
    await click(buttons(container).find((b) => b.textContent === 'Close')!);
    expect(container.textContent).toBe('');
  });
});

import { act } from 'react';
import { useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientMessage } from '@tablecraft/core/play';
import { cleanup, click, getByText, render } from '../../test/render.tsx';
import { RoomLogPanel } from './RoomLogPanel.tsx';
import { TalkStore } from './talk-store.ts';

afterEach(() => cleanup());

const at = '2026-11-25T10:00:00.000Z';
const line = (seq: number, text: string, you = false) => ({ seq, at, actor: { name: 'Bob', color: '#2563eb', you }, text });
const chat = (id: number, text: string) => ({ id, at, userId: 'u-bob', name: 'Bob', text });

function Panel({ store, canPost = true }: { store: TalkStore; canPost?: boolean }) {
  const talk = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return (
    <RoomLogPanel
      talk={talk}
      canPost={canPost}
      colourOf={() => '#2563eb'}
      onPost={(text) => store.post(text)}
      onOlder={(of) => store.older(of)}
      onClose={() => undefined}
    />
  );
}

async function type(input: HTMLInputElement, text: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function setup(welcome: { log?: ReturnType<typeof line>[]; chat?: ReturnType<typeof chat>[]; logMore?: boolean } = {}) {
  const sent: ClientMessage[] = [];
  const store = new TalkStore((message) => (sent.push(message), true));
  store.handle({
    kind: 'welcome',
    protocolVersion: 3,
    connectionId: 'c',
    role: 'player',
    user: null,
    seatId: 'p1',
    seq: 3,
    log: { items: welcome.log ?? [], more: welcome.logMore ?? false },
    chat: { items: welcome.chat ?? [], more: false },
  });
  return { store, sent };
}

describe('the room log and chat panel', () => {
  it("shows the welcome's lines with who and when, and new lines as they arrive", async () => {
    const { store } = setup({ log: [line(1, 'sat down at Player 2'), line(2, 'drew a card from Deck', true)] });
    const { container } = await render(<Panel store={store} />);
    const items = () => [...container.querySelectorAll('.room-log-line')].map((li) => li.textContent);
    expect(items()[0]).toMatch(/^Bob sat down at Player 2/);
    expect(items()[1]).toMatch(/^You drew a card from Deck/);
    expect(container.querySelector('.room-log-line time')?.getAttribute('dateTime')).toBe(at);
    await act(async () => store.handle({ kind: 'log', line: line(3, 'rolled Die: 5') }));
    expect(items()).toHaveLength(3);
    expect(items()[2]).toMatch(/^Bob rolled Die: 5/);
    // A line heard twice (a page and then live) shows once.
    await act(async () => store.handle({ kind: 'log', line: line(3, 'rolled Die: 5') }));
    expect(items()).toHaveLength(3);
  });

  it('asks for older lines once, and puts them above', async () => {
    const { store, sent } = setup({ log: [line(51, 'shuffled Deck')], logMore: true });
    const { container } = await render(<Panel store={store} />);
    await click(getByText(container, 'Show earlier', 'button'));
    await click(getByText(container, 'Show earlier', 'button'));
    expect(sent).toEqual([{ kind: 'history', of: 'log', before: 51 }]);
    await act(async () => store.handle({ kind: 'history', of: 'log', before: 51, items: [line(50, 'cut Deck')], more: false }));
    expect([...container.querySelectorAll('.room-log-line')].map((li) => li.textContent?.split(' ')[1])).toEqual(['cut', 'shuffled']);
    expect(container.textContent).not.toContain('Show earlier');
  });

  it('asks for the lines before one kept between two ops (the host handed over) before the op after it, showing each once', async () => {
    const handedOver = { ...line(50.5, 'made Carol the host'), actor: { name: 'Alice', color: '#64748b', you: false } };
    const { store, sent } = setup({ log: [handedOver, line(51, 'shuffled Deck')], logMore: true });
    const { container } = await render(<Panel store={store} />);
    await click(getByText(container, 'Show earlier', 'button'));
    expect(sent).toEqual([{ kind: 'history', of: 'log', before: 51 }]);
    await act(async () =>
      store.handle({
        kind: 'history',
        of: 'log',
        before: 51,
        items: [line(49, 'cut Deck'), line(50, 'drew a card'), handedOver],
        more: false,
      }),
    );
    expect([...container.querySelectorAll('.room-log-line')].map((li) => li.textContent?.replace(/ \d.*$/, ''))).toEqual([
      'Bob cut Deck',
      'Bob drew a card',
      'Alice made Carol the host',
      'Bob shuffled Deck',
    ]);
  });

  it('sends chat as text and shows markup as text, and the reason a message was refused', async () => {
    const { store, sent } = setup();
    const { container } = await render(<Panel store={store} />);
    await click(getByText(container, 'Chat', 'button'));
    await type(container.querySelector('input')!, '  hi <b>all</b> ');
    await click(getByText(container, 'Send', 'button'));
    expect(sent).toEqual([{ kind: 'chat', text: 'hi <b>all</b>' }]);
    expect(container.querySelector('input')!.value).toBe('');
    await act(async () => store.handle({ kind: 'chat', message: chat(1, 'hi <b>all</b>') }));
    expect(container.querySelector('.room-chat-text')!.textContent).toBe('hi <b>all</b>');
    expect(container.querySelector('b')).toBeNull();
    await act(async () =>
      store.handle({ kind: 'chatRefused', code: 'RATE_LIMITED', reason: 'You are sending messages too fast; wait a moment.' }),
    );
    expect(container.querySelector('[role="alert"]')!.textContent).toBe('You are sending messages too fast; wait a moment.');
  });

  it('lets visitors read the chat but not post', async () => {
    const { store } = setup({ chat: [chat(1, 'hello')] });
    const { container } = await render(<Panel store={store} canPost={false} />);
    await click(getByText(container, 'Chat', 'button'));
    expect(container.textContent).toContain('hello');
    expect(container.querySelector('input')).toBeNull();
    expect(container.textContent).toContain('Log in to chat.');
  });
});

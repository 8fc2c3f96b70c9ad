import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../../shell/toasts.tsx';
import { cleanup, click, getByText, render } from '../../test/render.tsx';
import { RoomBar } from './RoomBar.tsx';

afterEach(() => cleanup());

async function bar(canClose: boolean, onClose = vi.fn(async () => true), more: Partial<Parameters<typeof RoomBar>[0]> = {}) {
  const element = (
    <RoomBar
      gameTitle="Chess"
      gameHref="/@ada/chess"
      roomCode="abc"
      status="open"
      sealedMoves={0}
      guidesOpen={false}
      canUndo={false}
      onToggleGuides={() => undefined}
      onUndo={() => undefined}
      onZoomIn={() => undefined}
      onZoomOut={() => undefined}
      onFit={() => undefined}
      canClose={canClose}
      onClose={onClose}
      {...more}
    />
  );
  const router = createMemoryRouter([{ path: '/', element }]);
  const rendered = await render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return { ...rendered, onClose };
}

describe('closing the room from its bar', () => {
  it('is offered to whoever manages the room, and asks once more before closing it for now', async () => {
    const { container, onClose } = await bar(true);
    await click(getByText(container, 'Close room', 'button'));
    expect(container.querySelector('[role="group"]')?.getAttribute('aria-label')).toBe('Close the room?');
    // The game's owner who is not the host may only close for now.
    expect([...container.querySelectorAll('button')].map((b) => b.textContent)).not.toContain('End the game and reveal');
    await click(getByText(container, 'Keep open', 'button'));
    expect(onClose).not.toHaveBeenCalled();
    await click(getByText(container, 'Close room', 'button'));
    expect(getByText(container, 'Close for now', 'button').getAttribute('title')).toMatch(/stays secret.*reopen/);
    await click(getByText(container, 'Close for now', 'button'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers its host to end the game and reveal, saying it is final', async () => {
    const onEnd = vi.fn(async () => true);
    const { container, onClose } = await bar(true, undefined, { onEnd });
    await click(getByText(container, 'Close room', 'button'));
    const end = getByText(container, 'End the game and reveal', 'button');
    expect(end.getAttribute('title')).toMatch(/Final.*every hidden card.*never be reopened/);
    await click(end);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('is not offered to anyone else', async () => {
    const { container } = await bar(false);
    expect([...container.querySelectorAll('button')].map((b) => b.textContent)).not.toContain('Close room');
  });
});

describe('a game with scripts', () => {
  it("says in the bar that the author's code runs and can see hidden cards", async () => {
    const notice = "This game runs its author's code, which can see hidden cards.";
    expect((await bar(false, undefined, { runsScripts: true })).container.querySelector('[role="note"]')?.textContent).toBe(notice);
    await cleanup();
    expect((await bar(false)).container.textContent).not.toContain(notice);
  });
});

describe('the script log toggle in the room bar', () => {
  it('is there for a member of the game, and not for anyone else', async () => {
    let toggled = 0;
    const member = (await bar(false, undefined, { scriptLogOpen: false, onToggleScriptLog: () => (toggled += 1) })).container;
    const toggle = [...member.querySelectorAll('button')].find((button) => button.textContent === 'Script log')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await click(toggle);
    expect(toggled).toBe(1);
    await cleanup();
    const other = (await bar(false)).container;
    expect([...other.querySelectorAll('button')].map((button) => button.textContent)).not.toContain('Script log');
  });
});

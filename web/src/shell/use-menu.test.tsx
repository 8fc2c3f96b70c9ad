import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { cleanup, render } from '../test/render.tsx';
import { useMenu } from './use-menu.ts';

afterEach(cleanup);

/** A menu of the three kinds of item, the middle one disabled as WAI-ARIA menus keep it (focusable). */
function Menu() {
  const menu = useMenu();
  return (
    <div ref={menu.rootRef}>
      <button type="button" {...menu.triggerProps}>
        More
      </button>
      {menu.open ? (
        <div aria-label="More" {...menu.menuProps}>
          <button type="button" role="menuitemcheckbox" aria-checked="true">
            Parts
          </button>
          <button type="button" role="menuitem" aria-disabled="true">
            Undo
          </button>
          <button type="button" role="menuitemradio" aria-checked="false">
            v1
          </button>
        </div>
      ) : null}
    </div>
  );
}

const key = (target: Element, name: string) =>
  act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
  });

describe('a menu button', () => {
  it('opens onto its first item with the down arrow and its last with the up arrow, whatever their kind', async () => {
    const { container } = await render(<Menu />);
    const trigger = container.querySelector('button')!;
    await key(trigger, 'ArrowDown');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Parts');
    await key(document.activeElement!, 'ArrowDown');
    expect(document.activeElement?.textContent).toBe('Undo');
    await key(document.activeElement!, 'ArrowDown');
    expect(document.activeElement?.textContent).toBe('v1');
    await key(document.activeElement!, 'Escape');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);

    await key(trigger, 'ArrowUp');
    expect(document.activeElement?.textContent).toBe('v1');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, click, getByText, render } from '../../test/render.tsx';
import { ZonePresetButtons } from './ZonePresetButtons.tsx';

afterEach(() => cleanup());

describe('the dropzone buttons', () => {
  it('add a plain dropzone or one of each preset', async () => {
    const onAdd = vi.fn();
    const { container } = await render(<ZonePresetButtons disabled={false} onAdd={onAdd} />);
    await click(getByText(container, 'Add dropzone'));
    await click(getByText(container, 'Draw pile'));
    await click(getByText(container, 'Discard'));
    await click(getByText(container, 'Hand row'));
    await click(getByText(container, 'Grid'));
    expect(onAdd.mock.calls).toEqual([[], ['draw'], ['discard'], ['hand'], ['grid']]);
    expect(getByText(container, 'Draw pile').getAttribute('title')).toBe('Add a dropzone: A face-down stack, shuffled when a room opens');
  });

  it('are all off while the game cannot be edited', async () => {
    const { container } = await render(<ZonePresetButtons disabled onAdd={vi.fn()} />);
    expect([...container.querySelectorAll('button')].every((button) => button.disabled)).toBe(true);
  });
});

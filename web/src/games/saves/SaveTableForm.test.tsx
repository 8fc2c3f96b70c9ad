import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { cleanup, click, getByText, render, typeInto } from '../../test/render.tsx';
import { SaveTableForm } from './SaveTableForm.tsx';

afterEach(() => cleanup());

const submit = async (form: HTMLFormElement) => act(async () => void form.requestSubmit());

describe("the host's Save table", () => {
  it('asks a name, saves under it (trimmed) and closes once saved', async () => {
    const onSave = vi.fn(async () => true);
    const { container } = await render(<SaveTableForm onSave={onSave} />);
    await click(getByText(container, 'Save table', 'button'));
    const input = container.querySelector('input')!;
    expect((getByText(container, 'Save', 'button') as HTMLButtonElement).disabled).toBe(true);
    await typeInto(input, '  Before dinner ');
    await submit(container.querySelector('form')!);
    expect(onSave).toHaveBeenCalledWith('Before dinner');
    expect(container.querySelector('form')).toBeNull();
    expect(getByText(container, 'Save table', 'button')).toBeTruthy();
  });

  it('keeps the name to try again when the save was refused, and Cancel leaves without saving', async () => {
    const onSave = vi.fn(async () => false);
    const { container } = await render(<SaveTableForm onSave={onSave} />);
    await click(getByText(container, 'Save table', 'button'));
    await typeInto(container.querySelector('input')!, 'Too big');
    await submit(container.querySelector('form')!);
    expect(container.querySelector('input')!.value).toBe('Too big');
    await click(getByText(container, 'Cancel', 'button'));
    expect(container.querySelector('form')).toBeNull();
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { ToastProvider, useToast, type ToastApi } from './toasts.tsx';
import { cleanup, click, render } from '../test/render.tsx';

afterEach(async () => {
  await cleanup();
  vi.useRealTimers();
});

/** Renders a provider and hands back the toast API a component would get. */
async function renderToasts() {
  let api: ToastApi | undefined;
  function Grab() {
    api = useToast();
    return null;
  }
  const rendered = await render(
    <ToastProvider>
      <Grab />
    </ToastProvider>,
  );
  if (!api) throw new Error('no toast api');
  return { ...rendered, toast: api };
}

describe('ToastProvider', () => {
  it('announces toasts in a live region with the colour of their variant', async () => {
    const { container, toast } = await renderToasts();
    await act(async () => {
      toast.show({ content: 'Saved', variant: 'success' });
      toast.show({ content: 'Could not save', variant: 'error' });
      toast.show({ content: 'Almost full', variant: 'warning' });
      toast.show({ content: 'Heads up' });
    });
    const toasts = [...container.querySelectorAll('.toast')];
    expect(toasts.map((element) => element.textContent?.replace('×', ''))).toEqual(['Saved', 'Could not save', 'Almost full', 'Heads up']);
    expect(toasts.map((element) => element.className.split(' ')[1])).toEqual(['toast-emerald', 'toast-red', 'toast-orange', 'toast-teal']);
    expect(toasts.map((element) => element.getAttribute('role'))).toEqual(['status', 'alert', 'status', 'status']);
    expect(toasts[0]?.getAttribute('aria-live')).toBe('polite');
  });

  it('hands the animation timing to CSS: 200 ms, opening at scale 0.9', async () => {
    const { container } = await renderToasts();
    const viewport = container.querySelector<HTMLElement>('.toast-viewport');
    expect(viewport?.style.getPropertyValue('--toast-animation-ms')).toBe('200ms');
    expect(viewport?.style.getPropertyValue('--toast-opening-scale')).toBe('0.9');
  });

  it('closes with its dismiss button and leaves after the exit animation', async () => {
    vi.useFakeTimers();
    const { container, toast } = await renderToasts();
    await act(async () => {
      toast.show({ id: 'offline', content: 'Reconnecting…', duration: -1 });
    });
    await click(container.querySelector('.toast-close')!);
    expect(container.querySelector('.toast')?.getAttribute('data-state')).toBe('closed');
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(container.querySelector('.toast')).toBeNull();
  });

  it('refuses to work outside a provider', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useToast();
      return null;
    }
    await expect(render(<Orphan />)).rejects.toThrow(/ToastProvider/);
    quiet.mockRestore();
  });
});

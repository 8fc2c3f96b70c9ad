// Minimal rendering helpers for component tests (react-dom + act, no extra testing library).
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// Tells React that updates in tests are wrapped in act(), so it flushes effects synchronously.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  rerender: (ui: ReactNode) => Promise<void>;
  unmount: () => Promise<void>;
}

const mounted = new Set<{ root: Root; container: HTMLElement }>();

/** Renders into a fresh container attached to the document. */
export async function render(ui: ReactNode): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const entry = { root, container };
  mounted.add(entry);
  await act(async () => root.render(ui));
  return {
    container,
    rerender: async (next) => act(async () => root.render(next)),
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
      mounted.delete(entry);
    },
  };
}

/** Unmounts everything render() mounted; call from afterEach. */
export async function cleanup(): Promise<void> {
  for (const entry of mounted) {
    await act(async () => entry.root.unmount());
    entry.container.remove();
  }
  mounted.clear();
}

/** Polls until the check passes (or throws its last error after the timeout), letting React settle in between. */
export async function waitFor<T>(check: () => T, timeoutMs = 2000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    }
  }
}

/** Elements whose trimmed text content equals the given text, innermost first. */
export function allByText(root: ParentNode, text: string | RegExp, selector = '*'): HTMLElement[] {
  const matches = (value: string) => (typeof text === 'string' ? value.trim() === text : text.test(value));
  return [...root.querySelectorAll<HTMLElement>(selector)].filter((element) => matches(element.textContent ?? '')).reverse();
}

/** The innermost element with this text; throws when there is none. */
export function getByText(root: ParentNode, text: string | RegExp, selector?: string): HTMLElement {
  const found = allByText(root, text, selector)[0];
  if (!found) throw new Error(`No element with text ${String(text)}`);
  return found;
}

/** Click an element inside act(). */
export async function click(element: Element): Promise<void> {
  await act(async () => {
    (element as HTMLElement).click();
  });
}

/** Types text into an input as a person does (React hears an input event), inside act(). */
export async function typeInto(element: HTMLInputElement | HTMLTextAreaElement, text: string): Promise<void> {
  await act(async () => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')!.set!.call(element, text);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

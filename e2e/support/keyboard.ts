import type { Page } from 'playwright-core';

// Playing with the keyboard alone: moving the focus by Tab and the arrow keys until it is on what is named,
// reading what has it, and proving that no pointer was used at all.

interface Focused {
  name: string;
  /** Where it is: inside the element matching the `within` selector asked about. */
  inside: boolean;
}

/** The accessible name of the focused element (its aria-label, else its text), and whether it lies inside `within`. */
export async function focused(page: Page, within?: string): Promise<Focused> {
  return page.evaluate((selector) => {
    const element = (globalThis as unknown as { document: { activeElement: FocusedElement | null } }).document.activeElement;
    interface FocusedElement {
      getAttribute(name: string): string | null;
      textContent: string | null;
      closest(selector: string): unknown;
    }
    if (!element) return { name: '', inside: false };
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
    return { name, inside: selector ? element.closest(selector) !== null : true };
  }, within ?? null);
}

/** Presses `key` until the focus is on an element named `name` (inside `within`), or fails after `most` presses. */
export async function pressUntil(page: Page, key: string, name: RegExp, options: { within?: string; most?: number } = {}): Promise<void> {
  const most = options.most ?? 120;
  let last: Focused = { name: '', inside: false };
  for (let i = 0; i <= most; i++) {
    last = await focused(page, options.within);
    if (last.inside && name.test(last.name)) return;
    await page.keyboard.press(key);
  }
  throw new Error(
    `no focus on ${name}${options.within ? ` in ${options.within}` : ''} after ${most} presses of ${key} (last: "${last.name}")`,
  );
}

/** Tabs forward until the focus is on `name`. */
export const tabTo = (page: Page, name: RegExp, within?: string) => pressUntil(page, 'Tab', name, { within });

/** Counts the pointer presses a page receives from now on: a keyboard-only test expects none. */
export async function countPointerPresses(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = globalThis as unknown as {
      pointerPresses: number;
      addEventListener(type: string, listener: () => void, capture: boolean): void;
    };
    w.pointerPresses = 0;
    for (const type of ['pointerdown', 'mousedown', 'touchstart'])
      w.addEventListener(
        type,
        () => {
          w.pointerPresses += 1;
        },
        true,
      );
  });
  return () => page.evaluate(() => (globalThis as unknown as { pointerPresses: number }).pointerPresses);
}

import type { Page } from 'playwright-core';

// Reading and handling the play table in a real browser: the pieces Konva drew (with their table and page
// positions), waiting for one to appear as a person would, and dragging like a hand.

export interface PieceOnScreen {
  id: string;
  label: string;
  /** Centre in table coordinates (the same for everyone). */
  x: number;
  y: number;
  /** Centre on the page, for the mouse. */
  pageX: number;
  pageY: number;
  visible: boolean;
}

/** The pieces drawn on a page's table, read from the Konva stage. */
export async function pieces(page: Page): Promise<PieceOnScreen[]> {
  return page.evaluate(() => {
    const konva = (
      globalThis as unknown as {
        Konva?: {
          stages: Array<{
            find(selector: string): Array<Record<string, (...args: never[]) => unknown>>;
            container(): { isConnected: boolean; getBoundingClientRect(): { left: number; top: number } };
          }>;
        };
      }
    ).Konva;
    const stage = konva?.stages.find((s) => s.container().isConnected);
    if (!stage) return [];
    const box = stage.container().getBoundingClientRect();
    return stage.find('.piece').map((node) => {
      const rect = (node.getClientRect as () => { x: number; y: number; width: number; height: number })();
      const id = String((node.id as () => string)()).replace(/^piece-/, '');
      return {
        id,
        label: String((node.getAttr as (name: string) => unknown)('label')),
        x: (node.x as () => number)(),
        y: (node.y as () => number)(),
        pageX: box.left + rect.x + rect.width / 2,
        pageY: box.top + rect.y + rect.height / 2,
        visible: (node.opacity as () => number)() > 0 && !String((node.id as () => string)()).startsWith('piece-held'),
      };
    });
  });
}

/** Waits until a page's table has a piece matching the test, and returns it. */
export async function waitForPiece(page: Page, test: (piece: PieceOnScreen) => boolean, what: string): Promise<PieceOnScreen> {
  const deadline = Date.now() + 15_000;
  let last: PieceOnScreen[] = [];
  while (Date.now() < deadline) {
    last = await pieces(page);
    const found = last.find(test);
    if (found) return found;
    await page.waitForTimeout(50);
  }
  throw new Error(
    `no piece ${what}; saw ${JSON.stringify(last.map((p) => `${p.label}@${Math.round(p.x)},${Math.round(p.y)}`).slice(0, 20))}`,
  );
}

/** Resolves after the page has drawn two more frames (Konva redraws its hit regions on a frame). */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const frame = (globalThis as unknown as { requestAnimationFrame: (callback: () => void) => void }).requestAnimationFrame;
    return new Promise<void>((resolve) => frame(() => frame(() => resolve())));
  });
}

/** Matches a visible piece by its label. */
export const labelled = (label: string | RegExp) => (piece: PieceOnScreen) =>
  (typeof label === 'string' ? piece.label === label : label.test(piece.label)) && piece.visible;

/** Drags with the mouse from one page point to another in steps, as a hand would. */
export async function dragBy(
  page: Page,
  from: { pageX: number; pageY: number },
  dx: number,
  dy: number,
  options: { release?: boolean } = {},
) {
  await page.mouse.move(from.pageX, from.pageY);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(from.pageX + (dx * step) / 10, from.pageY + (dy * step) / 10);
  if (options.release !== false) await page.mouse.up();
}

import type { Page } from 'playwright-core';

// Measuring a room's layout in a real browser: how much of the screen the table's view and its surface
// take, the boxes of the controls a finger presses, and pieces' boxes on screen as Konva drew them.

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes overlap by more than a pixel each way. */
export function overlap(a: Box, b: Box): boolean {
  return a.x + 1 < b.x + b.width && b.x + 1 < a.x + a.width && a.y + 1 < b.y + b.height && b.y + 1 < a.y + a.height;
}

/**
 * The table's view (its canvas box) and the visible part of a surface (`surface`, in table coordinates)
 * as shares of the whole window, read from the Konva stage's transform (it may be turned).
 */
export async function tableShares(
  page: Page,
  surface: Box = { x: 0, y: 0, width: 1600, height: 1000 },
): Promise<{ view: number; surface: number; turned: boolean }> {
  return page.evaluate((surface) => {
    type Point = { x: number; y: number };
    const g = globalThis as unknown as {
      innerWidth: number;
      innerHeight: number;
      Konva: {
        stages: Array<{
          container(): { isConnected: boolean; getBoundingClientRect(): Box };
          getAbsoluteTransform(): { point(p: Point): Point };
          rotation(): number;
        }>;
      };
    };
    const stage = g.Konva.stages.find((s) => s.container().isConnected)!;
    const box = stage.container().getBoundingClientRect();
    const transform = stage.getAbsoluteTransform();
    const corners = [
      { x: surface.x, y: surface.y },
      { x: surface.x + surface.width, y: surface.y + surface.height },
    ].map((corner) => transform.point(corner));
    const clip = (a: number, b: number, size: number) => Math.max(0, Math.min(size, Math.max(a, b)) - Math.max(0, Math.min(a, b)));
    const seen = clip(corners[0]!.x, corners[1]!.x, box.width) * clip(corners[0]!.y, corners[1]!.y, box.height);
    const screen = g.innerWidth * g.innerHeight;
    return { view: (box.width * box.height) / screen, surface: seen / screen, turned: stage.rotation() !== 0 };
  }, surface);
}

/** The on-screen (page) box of the piece whose label starts with `label`, as Konva drew it (its drawn body, not its finger box). */
export async function pieceBox(page: Page, label: string): Promise<Box> {
  return page.evaluate((label) => {
    type Node = {
      getAttr(name: string): unknown;
      getClientRect(options?: { skipShadow?: boolean }): Box;
      findOne(selector: string): Node | undefined;
      id(): string;
    };
    const g = globalThis as unknown as {
      Konva: { stages: Array<{ container(): { isConnected: boolean; getBoundingClientRect(): Box }; find(selector: string): Node[] }> };
    };
    const stage = g.Konva.stages.find((s) => s.container().isConnected)!;
    const origin = stage.container().getBoundingClientRect();
    const node = stage.find('.piece').find((n) => String(n.getAttr('label')).startsWith(label) && !n.id().startsWith('piece-held'));
    if (!node) throw new Error(`no piece labelled ${label}`);
    // A small piece's finger box (.reach) is not what it looks like: measure the die's body when it has one.
    const rect = (node.findOne('.die-body') ?? node).getClientRect({ skipShadow: true });
    return { x: origin.x + rect.x, y: origin.y + rect.y, width: rect.width, height: rect.height };
  }, label);
}

/** Every author's button drawn on the table and every piece, with their page boxes, to check none covers another piece. */
export async function buttonsAndPieces(page: Page): Promise<{ buttons: Array<Box & { id: string }>; pieces: Array<Box & { id: string }> }> {
  return page.evaluate(() => {
    type Node = { getClientRect(options: { skipShadow: boolean; skipStroke: boolean }): Box; id(): string; getAbsoluteOpacity(): number };
    const g = globalThis as unknown as {
      Konva: { stages: Array<{ container(): { isConnected: boolean; getBoundingClientRect(): Box }; find(selector: string): Node[] }> };
    };
    const stage = g.Konva.stages.find((s) => s.container().isConnected)!;
    const origin = stage.container().getBoundingClientRect();
    const boxes = (selector: string) =>
      stage
        .find(selector)
        .filter((node) => node.getAbsoluteOpacity() > 0)
        .map((node) => {
          // What the eye sees as the piece or the button: without the soft shadow round it.
          const rect = node.getClientRect({ skipShadow: true, skipStroke: true });
          return { id: node.id(), x: origin.x + rect.x, y: origin.y + rect.y, width: rect.width, height: rect.height };
        });
    return { buttons: boxes('.piece-button'), pieces: boxes('.piece') };
  });
}

/** The boxes of the visible controls a finger presses inside `within` (buttons, fields, lists to open), with their names. */
export async function controlBoxes(page: Page, within: string): Promise<Array<Box & { name: string }>> {
  return page.locator(within).evaluate((root) => {
    type El = {
      getBoundingClientRect(): Box;
      getAttribute(name: string): string | null;
      textContent: string | null;
      checkVisibility?(): boolean;
    };
    const all = (root as unknown as { querySelectorAll(selector: string): ArrayLike<El> }).querySelectorAll(
      'button, select, summary, input:not([type="radio"]):not([type="checkbox"]):not([type="hidden"]), .room-bar-game',
    );
    return Array.from(all)
      .filter((element) => element.checkVisibility?.() !== false)
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { name: element.getAttribute('aria-label') ?? (element.textContent ?? '').trim(), x, y, width, height };
      })
      .filter((box) => box.width > 0 && box.height > 0);
  });
}

/**
 * The pieces on the table something else lies over: what a press at a piece's middle would reach is not
 * the piece (an author's button, a counter's − or +). Read from Konva's hit graph, as a tap finds them.
 */
export async function coveredPieces(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Node = {
      getClientRect(options: { skipShadow: boolean; skipStroke: boolean }): Box;
      id(): string;
      name(): string;
      getAttr(name: string): unknown;
      getParent(): Node | null;
      getAbsoluteOpacity(): number;
    };
    const g = globalThis as unknown as {
      Konva: {
        stages: Array<{
          container(): { isConnected: boolean };
          find(selector: string): Node[];
          getIntersection(p: { x: number; y: number }): Node | null;
        }>;
      };
    };
    const stage = g.Konva.stages.find((s) => s.container().isConnected)!;
    const pieceOf = (node: Node | null): Node | null => {
      for (let at = node; at; at = at.getParent()) if (at.name().split(' ').includes('piece')) return at;
      return null;
    };
    return stage
      .find('.piece')
      .filter((piece) => piece.getAbsoluteOpacity() > 0)
      .filter((piece) => {
        const rect = piece.getClientRect({ skipShadow: true, skipStroke: true });
        const top = stage.getIntersection({ x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 });
        return pieceOf(top) !== piece;
      })
      .map((piece) => String(piece.getAttr('label')));
  });
}

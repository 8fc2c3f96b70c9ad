import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { anAuthor, createFromTemplate, type Author } from '../support/author.ts';
import { newPerson } from '../support/browser.ts';

// The table is the editor: it opens on the game's table, filling the window below one compact bar, with
// the parts, the palette and the inspector as panels over it. Measured at the sizes authors use, from a
// phone to a large monitor, in real Chromium against the real services.

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

describe('the editor’s table fills the window', () => {
  const webUrl = inject('webUrl');
  const apiUrl = inject('apiUrl');
  const dataDir = inject('dataDir');
  const gameName = 'playing-cards';
  let author: Author;
  let editor = '';

  beforeAll(async () => {
    author = await anAuthor('Lena Layout', { apiUrl, dataDir });
    await createFromTemplate(author, webUrl, 'cards', gameName, { unlisted: true });
    editor = new URL(`/@${author.userName}/${gameName}/edit/draft`, webUrl).href;
  });
  afterAll(async () => {
    await author?.browser.close();
  });

  const canvas = (page: Page) => page.getByTestId('surface-canvas');
  const waitSaved = (page: Page) => page.locator('[data-testid="save-state"][data-state="saved"]').waitFor();

  async function openEditor(page: Page) {
    await page.goto(editor);
    await canvas(page).locator('canvas').first().waitFor();
  }

  /** The canvas's box, and the part of it no panel or tool covers, as shares of the window. */
  async function shares(page: Page) {
    const view = page.viewportSize()!;
    const box = (await canvas(page).boundingBox())!;
    const covering = await page.evaluate(() => {
      const doc = (globalThis as unknown as { document: { querySelectorAll: (selector: string) => ArrayLike<unknown> } }).document;
      return Array.from(
        doc.querySelectorAll('.editor-panel, .canvas-tools, .canvas-view, .canvas-status') as ArrayLike<{
          getBoundingClientRect: () => Box;
        }>,
      ).map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height };
      });
    });
    const area = view.width * view.height;
    const covered = covering.reduce((sum, rect) => sum + rect.width * rect.height, 0);
    return { box, canvas: (box.width * box.height) / area, uncovered: (box.width * box.height - covered) / area };
  }

  async function screenshot(page: Page, name: string, { docs = false } = {}) {
    mkdirSync('test-results/screenshots', { recursive: true });
    await page.screenshot({ path: `test-results/screenshots/${name}.png` });
    // `UPDATE_SCREENSHOTS=1` refreshes the README's and the Editor guide's pictures of the editor.
    if (docs && process.env.UPDATE_SCREENSHOTS) await page.screenshot({ path: `docs/screenshots/${name}.png` });
  }

  type BarRole = 'button' | 'link' | 'combobox';

  /**
   * One of the bar's actions where a person finds it, checked to lie inside the window: in the bar when it
   * shows there, else under More (opened for it).
   */
  async function barAction(page: Page, name: string, roles: BarRole[] = ['button']): Promise<Locator> {
    const view = page.viewportSize()!;
    const inView = async (target: Locator) => {
      const box = await target.boundingBox();
      return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= view.width && box.y + box.height <= view.height;
    };
    const bar = page.locator('.editor-bar');
    for (const role of roles) {
      const inBar = bar.getByRole(role, { name, exact: true });
      if ((await inBar.count()) === 1 && (await inBar.isVisible())) {
        expect(await inView(inBar), `${name} in the bar lies inside the window`).toBe(true);
        return inBar;
      }
    }
    const menu = page.getByRole('menu', { name: 'More' });
    if (!(await menu.isVisible())) await bar.getByRole('button', { name: 'More', exact: true }).click();
    const item = menu
      .getByRole('menuitem', { name, exact: true })
      .or(menu.getByRole('menuitemcheckbox', { name, exact: true }))
      .or(menu.getByRole('group', { name, exact: true }))
      .first();
    await item.waitFor();
    expect(await inView(item), `${name} under More lies inside the window`).toBe(true);
    return item;
  }

  it.each([
    [1280, 800],
    [1920, 1080],
  ])('opens on the table at %i×%i: one bar, the canvas at least 70% of the window', async (width, height) => {
    const { page } = author;
    await page.setViewportSize({ width, height });
    await openEditor(page);
    // No page of parts first: the table, under the bar, with the parts, palette and inspector over it.
    expect(page.url()).toBe(editor);
    await page.getByRole('navigation', { name: 'Editor sections' }).waitFor();
    await page.getByRole('complementary', { name: 'Palette' }).waitFor();
    await page.getByRole('complementary', { name: 'Inspector' }).waitFor();
    await page
      .getByTestId('surface-object-count')
      .filter({ hasText: /\d+ objects? on this surface/ })
      .waitFor();

    const bar = (await page.locator('.editor-bar').boundingBox())!;
    expect(bar.height).toBeLessThanOrEqual(56);
    const measured = await shares(page);
    console.log(
      `[editor layout] ${width}×${height}: canvas ${(measured.canvas * 100).toFixed(1)}% of the window, ${(measured.uncovered * 100).toFixed(1)}% with no panel over it`,
    );
    expect(measured.canvas).toBeGreaterThanOrEqual(0.7);
    // With every panel shown, most of the table still lies in view (71% at 1280×800 when measured).
    expect(measured.uncovered).toBeGreaterThanOrEqual(0.65);
    expect(measured.box.y).toBeCloseTo(bar.y + bar.height, 0);

    // The title and its Settings link read as two things, not "Playing cardsSettings".
    const title = (await page.locator('.editor-game-title').boundingBox())!;
    const settings = (await page.locator('.editor-bar').getByRole('link', { name: 'Settings', exact: true }).boundingBox())!;
    expect(settings.x - (title.x + title.width)).toBeGreaterThanOrEqual(8);
    // Everything the bar promises is in it, and nothing pushes it past the window's width.
    for (const name of ['Undo', 'Redo', 'Test play', 'Export', 'Publish'])
      expect(await page.locator('.editor-bar').getByRole('button', { name, exact: true }).isVisible()).toBe(true);
    const publish = (await page.getByRole('button', { name: 'Publish', exact: true }).boundingBox())!;
    expect(publish.x + publish.width).toBeLessThanOrEqual(width);
    // With room for every action, nothing is tucked away under More.
    expect(await page.locator('.editor-bar').getByRole('button', { name: 'More', exact: true }).isVisible()).toBe(false);
    await screenshot(page, `editor-${width}x${height}`, { docs: true });
  });

  it('hides and shows the panels from the bar, remembered after a reload', async () => {
    const { page } = author;
    await page.setViewportSize({ width: 1280, height: 800 });
    await openEditor(page);
    const before = await shares(page);
    await page.getByRole('button', { name: 'Inspector', exact: true }).click();
    await page.getByRole('button', { name: 'Palette', exact: true }).click();
    await page.getByRole('button', { name: 'Parts', exact: true }).click();
    expect(await page.getByRole('complementary', { name: 'Inspector' }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Editor sections' }).count()).toBe(0);
    const bare = await shares(page);
    expect(bare.uncovered).toBeGreaterThan(before.uncovered);

    await page.reload();
    await canvas(page).locator('canvas').first().waitFor();
    expect(await page.getByRole('complementary', { name: 'Palette' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Inspector', exact: true }).getAttribute('aria-pressed')).toBe('false');

    for (const name of ['Parts', 'Palette', 'Inspector']) await page.getByRole('button', { name, exact: true }).click();
    await page.getByRole('complementary', { name: 'Inspector' }).waitFor();
  });

  it('reaches every part page from the parts panel, over the table, and comes back to it', async () => {
    const { page } = author;
    await openEditor(page);
    const sections = page.getByRole('navigation', { name: 'Editor sections' });
    for (const [section, heading] of [
      ['Components', 'Components'],
      ['Surfaces', 'Surfaces'],
      ['Seats', 'Seats'],
      ['Assets', 'Assets'],
      ['Guides', 'Guides'],
      ['Scripts', 'Scripts'],
    ] as const) {
      await sections.getByRole('link', { name: section }).first().click();
      await page.getByRole('region', { name: 'Page' }).getByRole('heading', { name: heading, level: 1 }).waitFor();
    }
    await sections.getByRole('link', { name: 'Card', exact: true }).click();
    await page.getByRole('heading', { name: 'Component: Card' }).waitFor();
    // The table stays under the page, and one click brings it back.
    expect(await canvas(page).count()).toBe(1);
    await page.getByRole('link', { name: 'Back to the table' }).click();
    await page.waitForURL(editor);
    await page.getByRole('region', { name: 'Page' }).waitFor({ state: 'detached' });
  });

  it('is usable at 1024×768: a piece dragged on the table is saved where it was dropped', async () => {
    const { page } = author;
    await page.setViewportSize({ width: 1024, height: 768 });
    await openEditor(page);
    const measured = await shares(page);
    console.log(`[editor layout] 1024×768: canvas ${(measured.canvas * 100).toFixed(1)}% of the window`);
    expect(measured.canvas).toBeGreaterThanOrEqual(0.7);

    const deck = await page.evaluate(() => {
      const konva = (
        globalThis as unknown as {
          Konva: {
            stages: Array<{
              find: (selector: string) => Array<{ id: () => string; getClientRect: () => Box }>;
              container: () => { getBoundingClientRect: () => { left: number; top: number } };
            }>;
          };
        }
      ).Konva;
      const stage = konva.stages[0]!;
      const origin = stage.container().getBoundingClientRect();
      const size = stage as unknown as { width: () => number; height: () => number };
      // The piece nearest the middle of the table, clear of the panels at its edges.
      const centre = (rect: Box) => ({ x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 });
      const distance = (rect: Box) => Math.hypot(centre(rect).x - size.width() / 2, centre(rect).y - size.height() / 2);
      const node = stage.find('.object').sort((a, b) => distance(a.getClientRect()) - distance(b.getClientRect()))[0]!;
      const middle = centre(node.getClientRect());
      return { id: node.id(), x: origin.left + middle.x, y: origin.top + middle.y };
    });
    const placement = async () => {
      const result = (await page.evaluate(
        async ({ url, userName, gameName }) => {
          const response = await fetch(`${url}/graphql`, {
            method: 'POST',
            credentials: 'include',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              query: 'query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { revision(name: "draft") { document } } }',
              variables: { u: userName, g: gameName },
            }),
          });
          return response.json();
        },
        { url: apiUrl, userName: author.userName, gameName },
      )) as { data: { game: { revision: { document: { objects: Array<{ id: string; placement: { x?: number; y?: number } }> } } } } };
      return result.data.game.revision.document.objects.find((object) => `object-${object.id}` === deck.id)!.placement;
    };
    const start = await placement();
    await page.mouse.move(deck.x, deck.y);
    await page.mouse.down();
    await page.mouse.move(deck.x + 40, deck.y + 30, { steps: 6 });
    await page.mouse.move(deck.x + 90, deck.y + 60, { steps: 6 });
    await page.mouse.up();
    await waitSaved(page);
    await expect.poll(async () => (await placement()).x).toBeGreaterThan(start.x! + 30);

    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await placement()).x).toBe(start.x);
    await waitSaved(page);
  });

  it('is usable on a 360×740 phone: the table first, each panel a sheet from the bar', async () => {
    const context = await newPerson(author.browser, { width: 360, height: 740, phone: true });
    try {
      await context.addCookies(await author.context.cookies());
      const phone = await context.newPage();
      await openEditor(phone);
      const measured = await shares(phone);
      console.log(`[editor layout] 360×740: canvas ${(measured.canvas * 100).toFixed(1)}% of the window`);
      expect(measured.canvas).toBeGreaterThanOrEqual(0.7);
      // Nothing over the table until asked, and nothing makes the page scroll sideways.
      expect(await phone.getByRole('navigation', { name: 'Editor sections' }).count()).toBe(0);
      expect(
        await phone.evaluate(
          () => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth,
        ),
      ).toBeLessThanOrEqual(360);

      // A piece added from the palette's sheet lands on the table.
      const count = phone.getByTestId('surface-object-count');
      const objects = Number(/^(\d+)/.exec((await count.textContent()) ?? '')![1]);
      await (await barAction(phone, 'Palette')).tap();
      const palette = phone.getByRole('complementary', { name: 'Palette' });
      await palette
        .getByRole('button', { name: /^Add .* to the surface$/ })
        .first()
        .tap();
      await count.filter({ hasText: `${objects + 1} objects` }).waitFor();
      await waitSaved(phone);

      // The parts' sheet replaces the palette's; a part's page covers the table until closed.
      await (await barAction(phone, 'Parts')).tap();
      expect(await palette.count()).toBe(0);
      await phone.getByRole('navigation', { name: 'Editor sections' }).getByRole('link', { name: 'Seats' }).first().tap();
      await phone.getByRole('heading', { name: 'Seats', level: 1 }).waitFor();
      expect(await phone.getByRole('navigation', { name: 'Editor sections' }).count()).toBe(0);
      await phone.screenshot({ path: 'test-results/screenshots/editor-360x740-seats.png' });
      // The parts' sheet opens over a page too, to go on to another.
      await (await barAction(phone, 'Parts')).tap();
      await phone.getByRole('navigation', { name: 'Editor sections' }).getByRole('link', { name: 'Guides' }).first().tap();
      await phone.getByRole('heading', { name: 'Guides', level: 1 }).waitFor();
      await phone.getByRole('link', { name: 'Back to the table' }).tap();
      await phone.waitForURL(editor);
      await canvas(phone).locator('canvas').first().waitFor();
      await phone.screenshot({ path: 'test-results/screenshots/editor-360x740.png' });
    } finally {
      await context.close();
    }
  });

  /** The pieces and dropzones lying on the draft's table, as boxes (everything there is placed by its centre). */
  async function tableBoxes(page: Page) {
    const result = (await page.evaluate(
      async ({ url, userName, gameName }) => {
        const response = await fetch(`${url}/graphql`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: 'query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { revision(name: "draft") { document } } }',
            variables: { u: userName, g: gameName },
          }),
        });
        return response.json();
      },
      { url: apiUrl, userName: author.userName, gameName },
    )) as {
      data: {
        game: {
          revision: {
            document: {
              components: Array<{ id: string; width: number; height: number }>;
              objects: Array<{ id: string; componentId: string; placement: { type: string; x?: number; y?: number } }>;
              dropzones: Array<{ id: string; x: number; y: number; width: number; height: number }>;
            };
          };
        };
      };
    };
    const { components, objects, dropzones } = result.data.game.revision.document;
    const centred = (id: string, x: number, y: number, width: number, height: number) => ({
      id,
      x: x - width / 2,
      y: y - height / 2,
      width,
      height,
    });
    return [
      ...objects
        .filter((object) => object.placement.type === 'surface')
        .map((object) => {
          const component = components.find((candidate) => candidate.id === object.componentId)!;
          return centred(object.id, object.placement.x!, object.placement.y!, component.width, component.height);
        }),
      ...dropzones.map((zone) => centred(zone.id, zone.x, zone.y, zone.width, zone.height)),
    ];
  }

  it('adds pieces from the palette where nothing lies: off each other, the deck and the discard pile', async () => {
    const { page } = author;
    await page.setViewportSize({ width: 1280, height: 800 });
    await openEditor(page);
    const before = await tableBoxes(page);
    const palette = page.getByRole('complementary', { name: 'Palette' });
    const add = palette.getByRole('button', { name: /^Add .* to the surface$/ });
    await add.first().waitFor();
    const kinds = await add.count();
    const count = page.getByTestId('surface-object-count');
    const objects = Number(/^(\d+)/.exec((await count.textContent()) ?? '')![1]);
    for (let i = 0; i < 3; i++) {
      await add.nth(i % kinds).click();
      await count.filter({ hasText: `${objects + i + 1} objects` }).waitFor();
    }
    await waitSaved(page);
    await expect.poll(async () => (await tableBoxes(page)).length).toBe(before.length + 3);
    const after = await tableBoxes(page);
    const added = after.filter((box) => !before.some((old) => old.id === box.id));
    const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    const clashes = added.flatMap((box) =>
      after.filter((other) => other.id !== box.id && overlap(box, other)).map((other) => `${box.id} on ${other.id}`),
    );
    expect(clashes, JSON.stringify(after)).toEqual([]);
  });

  it('reaches every action of the bar on a 360×740 phone, in the bar or under More, with no sideways scroll', async () => {
    const context = await newPerson(author.browser, { width: 360, height: 740, phone: true });
    try {
      await context.addCookies(await author.context.cookies());
      const phone = await context.newPage();
      await openEditor(phone);
      const bar = phone.locator('.editor-bar');
      // Nothing hides past the bar's edge: what does not fit is under More.
      const overflow = await bar.evaluate((element) => {
        const { scrollWidth, clientWidth } = element as unknown as { scrollWidth: number; clientWidth: number };
        return scrollWidth - clientWidth;
      });
      expect(overflow).toBeLessThanOrEqual(0);
      const more = bar.getByRole('button', { name: 'More', exact: true });
      const menu = phone.getByRole('menu', { name: 'More' });
      const reach = (name: string, roles?: BarRole[]) => barAction(phone, name, roles);

      // An edit first, so that Undo has something to take back.
      const count = phone.getByTestId('surface-object-count');
      const objects = Number(/^(\d+)/.exec((await count.textContent()) ?? '')![1]);
      await (await reach('Palette')).tap();
      await phone
        .getByRole('complementary', { name: 'Palette' })
        .getByRole('button', { name: /^Add .* to the surface$/ })
        .first()
        .tap();
      await count.filter({ hasText: `${objects + 1} objects` }).waitFor();
      await waitSaved(phone);
      await (await reach('Parts')).tap();
      await phone.getByRole('navigation', { name: 'Editor sections' }).waitFor();
      await (await reach('Inspector')).tap();
      await phone.getByRole('complementary', { name: 'Inspector' }).waitFor();

      await (await reach('Undo')).tap();
      await count.filter({ hasText: `${objects} objects` }).waitFor();
      await (await reach('Redo')).tap();
      await count.filter({ hasText: `${objects + 1} objects` }).waitFor();
      await waitSaved(phone);
      for (const name of ['Test play', 'Export', 'Publish'])
        expect(await (await reach(name)).isEnabled(), `${name} can be used`).toBe(true);
      expect(await (await reach('Settings', ['link'])).getAttribute('href')).toBe(`/@${author.userName}/${gameName}/settings`);
      await reach('Revision', ['combobox']);
      // The picture of More for the README: over the table alone, the inspector's sheet put away first.
      await (await reach('Inspector')).tap();
      await phone.getByRole('complementary', { name: 'Inspector' }).waitFor({ state: 'detached' });
      await reach('Revision', ['combobox']);
      if (await menu.isVisible()) {
        await phone.screenshot({ path: 'test-results/screenshots/editor-360x740-menu.png' });
        if (process.env.UPDATE_SCREENSHOTS) await phone.screenshot({ path: 'docs/screenshots/editor-360x740-menu.png' });
      }

      // The menu button as WAI-ARIA describes it, by keyboard: Enter opens onto the first item, the arrows move,
      // Escape closes and gives the focus back to More.
      await phone.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      expect(await more.getAttribute('aria-haspopup')).toBe('menu');
      expect(await more.getAttribute('aria-expanded')).toBe('false');
      await more.focus();
      await phone.keyboard.press('Enter');
      await menu.waitFor();
      expect(await more.getAttribute('aria-expanded')).toBe('true');
      const focused = () =>
        phone.evaluate(() =>
          (
            globalThis as unknown as { document: { activeElement: { textContent: string | null } | null } }
          ).document.activeElement?.textContent?.trim(),
        );
      const first = await focused();
      await phone.keyboard.press('ArrowDown');
      expect(await focused()).not.toBe(first);
      await phone.keyboard.press('ArrowUp');
      expect(await focused()).toBe(first);
      await phone.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      const focusedMore = await more.evaluate((element) => {
        const { ownerDocument } = element as unknown as { ownerDocument: { activeElement: unknown } };
        return element === ownerDocument.activeElement;
      });
      expect(focusedMore).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('publishes from the bar and offers Play now and Copy invite link', async () => {
    const { page } = author;
    await page.setViewportSize({ width: 1280, height: 800 });
    await openEditor(page);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const published = page.getByRole('status', { name: 'Published' });
    await published.filter({ hasText: 'Published v1' }).waitFor();
    await published.getByRole('button', { name: 'Play now' }).waitFor();
    await published.getByRole('button', { name: 'Copy invite link' }).waitFor();
    await screenshot(page, 'editor-after-publish');
    await published.getByRole('button', { name: 'Play now' }).click();
    await page.waitForURL(/\/play\/[^/]+$/);
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPerson } from '../support/browser.ts';
import { followSignUpLink, sendSignUpForm } from '../support/sign-up.ts';
import { newUserInput } from '../../testing/accounts.ts';

// An author lays out a table and designs a card on the canvas: dragging from the palette, selecting
// with a rubber band, aligning, undoing, and two editors saving the same draft.

interface DraftObject {
  id: string;
  variantId?: string;
  placement: { type: string; x?: number; y?: number; parentId?: string };
}

describe('visual editor journey', () => {
  const webUrl = inject('webUrl');
  const dataDir = inject('dataDir');
  const apiUrl = inject('apiUrl');
  const at = (path: string) => new URL(path, webUrl).href;
  const user = newUserInput({ name: 'Vera Visual' });
  const gameName = 'table-layout';
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let gameId = '';
  let surfaceId = '';
  let editorBase = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newPerson(browser, { width: 1500, height: 1000 });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A GraphQL call from the page, with the author's session cookie. */
  async function graphql<T>(on: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const result = (await on.evaluate(
      async ({ url, query, variables }) => {
        const response = await fetch(`${url}/graphql`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables }),
        });
        return response.json();
      },
      { url: apiUrl, query, variables },
    )) as { data?: unknown; errors?: unknown };
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data as T;
  }

  async function draft(on: Page = page): Promise<{
    id: string;
    version: number;
    document: {
      objects: DraftObject[];
      surfaces: Array<{ id: string }>;
      fields: Array<{ id: string; x: number; y: number; width: number; height: number; style: { color: string } }>;
      variants: Array<{ id: string; values: Record<string, unknown> }>;
    };
  }> {
    const data = await graphql<{ game: { revision: { id: string; version: number; document: never } } }>(
      on,
      `
        query ($u: String!, $g: String!) {
          game(userName: $u, gameName: $g) {
            revision(name: "draft") {
              id
              version
              document
            }
          }
        }
      `,
      { u: user.userName, g: gameName },
    );
    return data.game.revision;
  }

  async function addPart(kind: string, input: Record<string, unknown>) {
    const revision = await draft();
    await graphql(
      page,
      `
        mutation ($r: ID!, $v: Int!, $k: PartKind!, $i: JSON!) {
          addPart(revisionId: $r, expectedVersion: $v, kind: $k, input: $i) {
            id
          }
        }
      `,
      { r: revision.id, v: revision.version, k: kind, i: input },
    );
  }

  const saveState = (on: Page = page) => on.getByTestId('save-state');
  const waitSaved = async (on: Page = page) => {
    await on.locator('[data-testid="save-state"][data-state="saved"]').waitFor();
  };

  /** Where an object is drawn on screen (page pixels), from the canvas's own nodes. */
  async function screenBox(on: Page, objectId: string) {
    return on.evaluate((id) => {
      const konva = (
        globalThis as unknown as {
          Konva: {
            stages: Array<{
              findOne: (selector: string) => { getClientRect: () => { x: number; y: number; width: number; height: number } } | undefined;
              container: () => { getBoundingClientRect: () => { left: number; top: number } };
            }>;
          };
        }
      ).Konva;
      const stage = konva.stages.find((candidate) => candidate.findOne(`#object-${id}`));
      if (!stage) throw new Error(`object ${id} is not drawn`);
      const rect = stage.findOne(`#object-${id}`)!.getClientRect();
      const box = stage.container().getBoundingClientRect();
      return { x: box.left + rect.x, y: box.top + rect.y, width: rect.width, height: rect.height };
    }, objectId);
  }

  const objectsOf = async (on: Page = page) => (await draft(on)).document.objects;
  const placementOf = async (id: string, on: Page = page) => (await objectsOf(on)).find((object) => object.id === id)?.placement;

  it('sets up a game with a card, tokens and a deck', async () => {
    await sendSignUpForm(page, webUrl, user);
    await followSignUpLink(page, dataDir, user);
    // Signed up with nowhere to return to: the next step, playing a template or starting a game.
    await page.waitForURL(at('/create?welcome'));
    const created = await graphql<{ createGame: { id: string } }>(
      page,
      `
        mutation ($t: String!, $g: String!) {
          createGame(input: { title: $t, gameName: $g }) {
            id
          }
        }
      `,
      { t: 'Table Layout', g: gameName },
    );
    gameId = created.createGame.id;
    expect(gameId).toBeTruthy();

    await addPart('component', { id: 'card', name: 'Card', kind: 'tile', width: 100, height: 140 });
    await addPart('field', { id: 'title', name: 'Title', componentId: 'card', type: 'text', x: 10, y: 10, width: 80, height: 24 });
    await addPart('variant', { id: 'ace', name: 'Ace', componentId: 'card', values: { title: 'Ace' } });
    await addPart('variant', { id: 'king', name: 'King', componentId: 'card', values: { title: 'King' } });
    await addPart('component', { id: 'token', name: 'Token', kind: 'tile', width: 40, height: 40 });
    await addPart('component', { id: 'deck', name: 'Deck', kind: 'container', width: 120, height: 160 });
    surfaceId = (await draft()).document.surfaces[0]!.id;
    await addPart('object', { id: 'tok1', componentId: 'token', placement: { type: 'surface', surfaceId, x: 500, y: 300 } });
    await addPart('object', { id: 'tok2', componentId: 'token', placement: { type: 'surface', surfaceId, x: 600, y: 340 } });
    await addPart('object', { id: 'tok3', componentId: 'token', placement: { type: 'surface', surfaceId, x: 720, y: 280 } });
    await addPart('object', { id: 'deck1', componentId: 'deck', placement: { type: 'surface', surfaceId, x: 1200, y: 700 } });
    editorBase = `/@${user.userName}/${gameName}/edit/draft`;
  });

  it('drags a card from the palette onto the surface and finds it saved after a reload', async () => {
    await page.goto(at(`${editorBase}/surfaces/${surfaceId}`));
    const canvas = page.getByTestId('surface-canvas');
    await canvas.locator('canvas').first().waitFor();
    await page.getByTestId('surface-object-count').filter({ hasText: '4 objects' }).waitFor();

    const king = page.getByTestId('palette-item').filter({ hasText: 'King' });
    const box = (await canvas.boundingBox())!;
    await king.dragTo(canvas, { targetPosition: { x: box.width * 0.2, y: box.height * 0.3 } });
    await page.getByTestId('surface-object-count').filter({ hasText: '5 objects' }).waitFor();
    await waitSaved();

    await page.reload();
    await page.getByTestId('surface-object-count').filter({ hasText: '5 objects' }).waitFor();
    const added = (await objectsOf()).filter((object) => object.variantId === 'king');
    expect(added).toHaveLength(1);
    expect(added[0]!.placement.type).toBe('surface');
  });

  it('box-selects three tokens, aligns their tops, undoes and redoes', async () => {
    await page.goto(at(`${editorBase}/surfaces/${surfaceId}`));
    await page.getByTestId('surface-object-count').filter({ hasText: '5 objects' }).waitFor();
    const boxes = await Promise.all(['tok1', 'tok2', 'tok3'].map((id) => screenBox(page, id)));
    const left = Math.min(...boxes.map((b) => b.x)) - 15;
    const top = Math.min(...boxes.map((b) => b.y)) - 15;
    const right = Math.max(...boxes.map((b) => b.x + b.width)) + 15;
    const bottom = Math.max(...boxes.map((b) => b.y + b.height)) + 15;
    await page.mouse.move(left, top);
    await page.mouse.down();
    await page.mouse.move((left + right) / 2, (top + bottom) / 2, { steps: 4 });
    await page.mouse.move(right, bottom, { steps: 4 });
    await page.mouse.up();
    await page.getByTestId('surface-object-count').filter({ hasText: '3 selected' }).waitFor();

    await page.getByRole('button', { name: 'Align top', exact: true }).click();
    await waitSaved();
    const ys = async () => Promise.all(['tok1', 'tok2', 'tok3'].map(async (id) => (await placementOf(id))!.y));
    expect(await ys()).toEqual([280, 280, 280]);

    await page.keyboard.press('Control+z');
    await expect.poll(ys).toEqual([300, 340, 280]);
    await waitSaved();

    await page.keyboard.press('Control+Shift+z');
    await expect.poll(ys).toEqual([280, 280, 280]);
    await waitSaved();
  });

  it('drags the three selected tokens together: one save, same stacking order, all moved alike', async () => {
    // The tokens are still selected from the previous journey step.
    await page.getByTestId('surface-object-count').filter({ hasText: '3 selected' }).waitFor();
    const stacking = () =>
      page.evaluate(() =>
        (
          globalThis as unknown as { Konva: { stages: Array<{ find: (selector: string) => Array<{ id: () => string }> }> } }
        ).Konva.stages[0]!.find('.object').map((node) => node.id()),
      );
    const order = await stacking();
    const before = await draft();
    const start = await Promise.all(['tok1', 'tok2', 'tok3'].map(async (id) => (await placementOf(id))!));
    const held = await screenBox(page, 'tok2');
    await page.mouse.move(held.x + held.width / 2, held.y + held.height / 2);
    await page.mouse.down();
    await page.mouse.move(held.x + held.width / 2 + 60, held.y + held.height / 2 + 90, { steps: 12 });
    await page.mouse.up();
    // The save indicator still reads "saved" (the last change's) until the drop's save starts: wait for the
    // draft to move on, then for the indicator.
    await expect.poll(async () => (await draft()).version).toBeGreaterThan(before.version);
    await waitSaved();

    const after = await draft();
    expect(after.version).toBe(before.version + 1);
    const end = await Promise.all(['tok1', 'tok2', 'tok3'].map(async (id) => (await placementOf(id))!));
    const deltas = end.map((placement, i) => ({ dx: placement.x! - start[i]!.x!, dy: placement.y! - start[i]!.y! }));
    expect(deltas[0]!.dx).toBeGreaterThan(20);
    expect(deltas[1]).toEqual(deltas[0]);
    expect(deltas[2]).toEqual(deltas[0]);
    expect(await stacking()).toEqual(order);

    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await placementOf('tok1'))!.x).toBe(start[0]!.x);
    await waitSaved();
  });

  it('two editors on one draft: the stale save shows a conflict, overwrites nothing and loses nothing', async () => {
    const second = await browser.newContext({ viewport: { width: 1500, height: 1000 }, storageState: await context.storageState() });
    const other = await second.newPage();
    try {
      await page.goto(at(`${editorBase}/surfaces/${surfaceId}`));
      await other.goto(at(`${editorBase}/surfaces/${surfaceId}`));
      await page.getByTestId('surface-object-count').filter({ hasText: '5 objects' }).waitFor();
      await other.getByTestId('surface-object-count').filter({ hasText: '5 objects' }).waitFor();

      // The first editor nudges tok1 right and saves.
      const tok1 = await screenBox(page, 'tok1');
      await page.mouse.click(tok1.x + tok1.width / 2, tok1.y + tok1.height / 2);
      await page.getByTestId('surface-object-count').filter({ hasText: '1 selected' }).waitFor();
      await page.keyboard.press('ArrowRight');
      await waitSaved();
      expect((await placementOf('tok1'))!.x).toBe(501);

      // The second editor, still on the older version, nudges tok3 down.
      const tok3 = await screenBox(other, 'tok3');
      await other.mouse.click(tok3.x + tok3.width / 2, tok3.y + tok3.height / 2);
      await other.getByTestId('surface-object-count').filter({ hasText: '1 selected' }).waitFor();
      await other.keyboard.press('ArrowDown');
      await other.locator('[data-testid="save-state"][data-state="conflict"]').waitFor();
      await saveState(other).filter({ hasText: 'Changed by someone else — reload.' }).waitFor();
      // Nothing was overwritten: the first editor's change stands, the second's is not saved yet.
      expect((await placementOf('tok1'))!.x).toBe(501);
      expect((await placementOf('tok3'))!.y).toBe(280);

      // Reloading replays the second editor's change on the latest draft: both are kept.
      await saveState(other).getByRole('button', { name: 'Reload' }).click();
      await waitSaved(other);
      await expect.poll(async () => (await placementOf('tok3'))!.y).toBe(281);
      expect((await placementOf('tok1'))!.x).toBe(501);
    } finally {
      await second.close();
    }
  });

  /** The text a face field draws in the face designer's canvas. */
  async function drawnText(fieldId: string) {
    return page.evaluate((id) => {
      const konva = (
        globalThis as unknown as { Konva: { stages: Array<{ findOne: (selector: string) => { text?: () => string } | undefined }> } }
      ).Konva;
      const stage = konva.stages.find((candidate) => candidate.findOne(`#field-box-${id}`));
      return stage?.findOne(`.field-${id}`)?.text?.() ?? null;
    }, fieldId);
  }

  it('places a field on a face, types a variant value and sees the preview change', async () => {
    await page.goto(at(`${editorBase}/components/card`));
    const designer = page.getByRole('region', { name: 'Faces of Card' });
    await designer.getByTestId('face-canvas').locator('canvas').first().waitFor();
    await designer.getByRole('button', { name: 'Add text field' }).click();
    await waitSaved();
    const added = (await draft()).document.fields.find((field) => !['title'].includes(field.id))!;
    expect(added).toMatchObject({ x: 10, y: 18 });

    // Drag it down and to the right on the front face.
    const box = await page.evaluate((id) => {
      const konva = (
        globalThis as unknown as {
          Konva: {
            stages: Array<{
              findOne: (selector: string) => { getClientRect: () => { x: number; y: number; width: number; height: number } } | undefined;
              container: () => { getBoundingClientRect: () => { left: number; top: number } };
            }>;
          };
        }
      ).Konva;
      const stage = konva.stages.find((candidate) => candidate.findOne(`#field-box-${id}`))!;
      const rect = stage.findOne(`#field-box-${id}`)!.getClientRect();
      const container = stage.container().getBoundingClientRect();
      return { x: container.left + rect.x, y: container.top + rect.y, width: rect.width, height: rect.height };
    }, added.id);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 20, box.y + box.height / 2 + 40, { steps: 5 });
    await page.mouse.move(box.x + box.width / 2 + 23, box.y + box.height / 2 + 77, { steps: 5 });
    await page.mouse.up();
    // As above: the indicator may still show the addition's save; the dropped field's place is what counts.
    await expect.poll(async () => (await draft()).document.fields.find((field) => field.id === added.id)!.y).toBeGreaterThan(added.y + 30);
    await waitSaved();

    // Type Ace's value for it: the face shows it at once.
    await designer.getByLabel('Preview variant').selectOption({ label: 'Ace' });
    await designer.getByLabel('Text 2 (front)').fill('Ace of Spades');
    await expect.poll(() => drawnText(added.id)).toBe('Ace of Spades');
    await expect.poll(() => drawnText('title')).toBe('Ace');

    // Another variant re-renders the face with its own values.
    await designer.getByLabel('Preview variant').selectOption({ label: 'King' });
    await expect.poll(() => drawnText('title')).toBe('King');
    // King has no value for the new field: it draws nothing.
    await expect.poll(() => drawnText(added.id)).toBeNull();

    await waitSaved();
    expect((await draft()).document.variants.find((variant) => variant.id === 'ace')!.values[added.id]).toBe('Ace of Spades');
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser, newPerson } from '../support/browser.ts';
import { followSignUpLink } from '../support/sign-up.ts';
import { newUserInput } from '../../testing/accounts.ts';

// An owner shares a game: invites a collaborator by link, who signs up through it and edits the draft in the editor;
// then the owner makes the game private and a stranger can no longer find it.
describe('game settings journey', () => {
  const webUrl = inject('webUrl');
  const dataDir = inject('dataDir');
  const at = (path: string) => new URL(path, webUrl).href;
  const owner = newUserInput({ name: 'Olive Owner' });
  const member = newUserInput({ name: 'Max Member' });
  const title = `Shared Game ${Date.now().toString(36)}`;
  let gameName = '';
  let browser: Browser;
  let ownerPage: Page;
  let memberPage: Page;
  let inviteLink = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    ownerPage = await (await newPerson(browser)).newPage();
    memberPage = await (await newPerson(browser)).newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const settings = (section = '') => at(`/@${owner.userName}/${gameName}/settings${section}`);
  const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

  async function signUp(page: Page, user: typeof owner) {
    const fill = (label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await fill('User name', user.userName);
    await fill('Display name', user.name);
    await fill('Email', user.email);
    await fill('Password', user.password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await followSignUpLink(page, dataDir, user);
  }

  it('creates a public game and reaches its settings by the links on the editor, the game page and the account games', async () => {
    await ownerPage.goto(at('/sign-up'));
    await signUp(ownerPage, owner);
    // Signed up with nowhere to return to: the next step, playing a template or starting a game.
    await ownerPage.waitForURL(at('/create?welcome'));
    await ownerPage.goto(at('/create'));
    await ownerPage.getByLabel('Title', { exact: true }).fill(title);
    await ownerPage.getByLabel('Visibility', { exact: true }).selectOption('PUBLIC');
    gameName = await ownerPage.getByLabel('Game name', { exact: true }).inputValue();
    expect(gameName).not.toBe('');
    await ownerPage.getByRole('button', { name: 'Create game' }).click();
    await ownerPage.waitForURL(/\/edit\/draft/);

    // Settings are a click away wherever the game is: the editor, its page and the account's games.
    await ownerPage.getByRole('link', { name: 'Settings', exact: true }).click();
    await ownerPage.waitForURL(settings('/profile'));
    await ownerPage.goto(at(`/@${owner.userName}/${gameName}`));
    await ownerPage.getByRole('link', { name: 'Settings', exact: true }).click();
    await ownerPage.waitForURL(settings('/profile'));
    await ownerPage.goto(at('/account/games'));
    await ownerPage.getByRole('link', { name: `Settings of ${title}` }).click();
    await ownerPage.waitForURL(settings('/profile'));
    await ownerPage.getByRole('heading', { name: 'Profile' }).waitFor();
    const menu = ownerPage.getByRole('navigation', { name: 'Game settings' });
    for (const label of ['Profile', 'Game page', 'Permissions', 'Members', 'Players', 'Revisions', 'Delete'])
      await menu.getByRole('link', { name: label, exact: true }).waitFor();
  });

  it('uploads a thumbnail and writes the game page', async () => {
    await ownerPage.goto(settings('/profile'));
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#0d9488' } })
      .png()
      .toBuffer();
    await ownerPage.locator('input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
    await toast(ownerPage, 'Thumbnail saved.').waitFor({ timeout: 30_000 });
    const thumbnail = ownerPage.getByRole('img', { name: 'Thumbnail' });
    await expect
      .poll(
        () =>
          thumbnail.evaluate((img) => {
            const image = img as unknown as { complete: boolean; naturalWidth: number };
            return image.complete && image.naturalWidth;
          }),
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);

    await ownerPage.goto(settings('/page'));
    await ownerPage.getByLabel('Overview', { exact: true }).fill('# How to play\n\nRoll **two dice** and move.');
    await ownerPage.getByLabel('Players (minimum)', { exact: true }).fill('2');
    await ownerPage.getByLabel('Players (maximum)', { exact: true }).fill('1');
    await ownerPage.getByRole('button', { name: 'Save game page' }).click();
    await ownerPage.getByRole('alert').filter({ hasText: 'Players (maximum) must not be less than the minimum' }).waitFor();
    await ownerPage.getByLabel('Players (maximum)', { exact: true }).fill('4');
    await ownerPage.getByText('The page says: 2–4 players.').waitFor();
    await ownerPage.getByRole('button', { name: 'Save game page' }).click();
    await toast(ownerPage, 'Game page saved.').waitFor();
    await ownerPage.getByRole('button', { name: 'Preview' }).click();
    await ownerPage.getByRole('heading', { name: 'How to play' }).waitFor();
  });

  it('sends the game page with its own head to a link preview that runs no script, and 404 for an address that names nothing', async () => {
    const html = await (await fetch(at(`/@${owner.userName}/${gameName}`), { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`<title>Tablecraft | ${title}</title>`);
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\/files\/assets\/[\w-]+\/1024" \/>/);
    expect(html).toContain(`<link rel="canonical" href="${at(`/@${owner.userName}/${gameName}`)}" />`);
    const missing = await fetch(at(`/@${owner.userName}/${gameName}/no-such-page`), { headers: { accept: 'text/html' } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<title>Tablecraft | Not Found</title>');
  });

  it('makes an editor invite link', async () => {
    await ownerPage.goto(settings('/permissions/members'));
    await ownerPage.getByRole('heading', { name: 'Members' }).waitFor();
    await ownerPage.getByLabel('Role', { exact: true }).selectOption('EDITOR');
    await ownerPage.getByRole('button', { name: 'Create member invite' }).click();
    const link = ownerPage.getByLabel('New invite link', { exact: true });
    await link.waitFor();
    inviteLink = await link.inputValue();
    expect(inviteLink).toMatch(/\/accept-invite\/[\w-]{16,}$/);
    // The new invite is listed as active, one use.
    await ownerPage.getByRole('row').filter({ hasText: 'Active' }).filter({ hasText: '0 of 1 use' }).waitFor();
  });

  it('lets the invited person sign up through the link and join as an editor', async () => {
    await memberPage.goto(inviteLink);
    await memberPage.getByRole('heading', { name: `You are invited to work on ${title} as an editor` }).waitFor();
    await memberPage.getByRole('link', { name: 'Sign up to accept' }).click();
    await signUp(memberPage, member);
    // Back on the invite, accepted without another click, and on to the draft in the editor.
    await memberPage.waitForURL(new RegExp(`/@${owner.userName}/${gameName}/edit/draft`));
    await toast(memberPage, `Welcome to ${title}!`).waitFor();
  });

  it('lets the editor change the draft and see the members, but not the owner sections', async () => {
    // The editor, where accepting the invite led (it opens on the table): add a piece to the draft from
    // the components page.
    await memberPage.goto(`${memberPage.url().replace(/\/+$/, '')}/components`);
    await memberPage.getByRole('heading', { name: 'Components', level: 1 }).waitFor();
    const addComponent = memberPage.getByRole('region', { name: 'Add a component' });
    await addComponent.getByLabel('Name', { exact: true }).fill('Meeple');
    await addComponent.getByLabel('Kind', { exact: true }).selectOption('tile');
    await addComponent.getByRole('button', { name: 'Add component' }).click();
    await memberPage.getByRole('heading', { name: 'Component: Meeple' }).waitFor();

    await memberPage.goto(settings());
    await memberPage.waitForURL(settings('/permissions/members'));
    const owners = memberPage.getByRole('row').filter({ hasText: owner.name });
    await owners.filter({ hasText: 'Owner' }).waitFor();
    await memberPage
      .getByRole('row')
      .filter({ hasText: `${member.name}` })
      .filter({ hasText: 'Editor' })
      .getByRole('button', { name: 'Leave game' })
      .waitFor();
    expect(await memberPage.getByRole('link', { name: 'Delete', exact: true }).count()).toBe(0);
    // An owner-only section opened by address is refused with the error page.
    await memberPage.goto(settings('/delete'));
    await memberPage.getByRole('heading', { name: 'Unexpected Error' }).waitFor();
  });

  it('shows the owner who changed the draft, then the invite as used', async () => {
    await ownerPage.goto(settings('/revisions'));
    await ownerPage.getByRole('row').filter({ hasText: 'Draft' }).filter({ hasText: member.name }).waitFor();
    await ownerPage.goto(settings('/permissions/members'));
    await ownerPage
      .getByRole('row')
      .filter({ hasText: member.name })
      .filter({ has: ownerPage.getByRole('combobox', { name: `Role of ${member.name}` }) })
      .waitFor();
    await ownerPage.getByRole('row').filter({ hasText: 'Used up' }).waitFor();
  });

  it('makes the game private, so a stranger gets Not Found while the member still sees it', async () => {
    const gamePage = at(`/@${owner.userName}/${gameName}`);
    const stranger = await (await newPerson(browser)).newPage();
    await stranger.goto(gamePage);
    await stranger.getByRole('heading', { name: title }).waitFor();

    await ownerPage.goto(settings('/page'));
    await ownerPage.getByRole('heading', { name: 'Game page' }).waitFor();
    await ownerPage.getByRole('radio', { name: /^Private/ }).check();
    await ownerPage.getByText('asked not to index the game page (noindex)').waitFor();
    await ownerPage.getByRole('button', { name: 'Save visibility' }).click();
    await toast(ownerPage, 'The game is now private.').waitFor();

    await stranger.goto(gamePage);
    await stranger.getByRole('heading', { name: 'Not Found' }).waitFor();
    await stranger.getByText("We can't find the page you're looking for.").waitFor();
    expect(await stranger.locator('meta[name=robots]').getAttribute('content')).toBe('noindex, nofollow');

    await memberPage.goto(gamePage);
    await memberPage.getByRole('heading', { name: title }).waitFor();
    expect(await memberPage.locator('meta[name=robots]').getAttribute('content')).toBe('noindex, nofollow');
  });

  it('tells someone with a used invite link that it cannot be used', async () => {
    const late = await (await newPerson(browser)).newPage();
    await late.goto(inviteLink);
    await late.getByRole('heading', { name: 'This invite cannot be used' }).waitFor();
    await late.getByText('This invite has already been used. Ask for a new one.').waitFor();
  });
});

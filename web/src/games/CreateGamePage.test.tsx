import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../shell/toasts.tsx';
import { cleanup, render, waitFor } from '../test/render.tsx';
import { CREATE_GAME, CREATE_GAME_VIEWER, CREATE_ROOM } from './documents.ts';
import { CREATE_GAME_FROM_TEMPLATE, PLAY_TEMPLATE } from './create-game-documents.ts';
import { GAME_UPLOADS } from '../uploads/asset-documents.ts';
import { CreateGamePage } from './CreateGamePage.tsx';

afterEach(cleanup);

const viewer = {
  request: { query: CREATE_GAME_VIEWER },
  result: { data: { viewer: { __typename: 'User', id: 'u1', userName: 'ada' } } },
  maxUsageCount: 5,
};

async function open(mocks: unknown[]) {
  const router = createMemoryRouter(
    [
      { path: '/create', element: <CreateGamePage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/create'] },
  );
  const rendered = await render(
    <MockedProvider mocks={mocks as never}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </MockedProvider>,
  );
  await waitFor(() => expect(rendered.container.querySelector('form')).not.toBeNull());
  return { ...rendered, router };
}

const input = (root: ParentNode, name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

async function type(element: HTMLInputElement, text: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(element, text);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('/create', () => {
  it('suggests the game name from the title until the author types one', async () => {
    const { container } = await open([viewer]);
    await type(input(container, 'title'), 'Ticket to Ride!');
    expect(input(container, 'gameName').value).toBe('ticket-to-ride');
    await type(input(container, 'gameName'), 'ttr');
    await type(input(container, 'title'), 'Ticket to Ride Europe');
    expect(input(container, 'gameName').value).toBe('ttr');
  });

  it('shows a taken name as an error on the game name field', async () => {
    const taken = {
      request: { query: CREATE_GAME, variables: { input: { title: 'Chess', gameName: 'chess', description: '', visibility: 'PRIVATE' } } },
      result: {
        errors: [
          {
            message: 'Game name is already used by another of your games',
            extensions: { code: 'BAD_USER_INPUT', fieldErrors: { gameName: 'is already used by another of your games' } },
          },
        ],
      },
    };
    const { container } = await open([viewer, taken]);
    await type(input(container, 'title'), 'Chess');
    await act(async () => container.querySelector('form')!.requestSubmit());
    await waitFor(() =>
      expect(container.querySelector('.field-error')?.textContent).toBe('Game name is already used by another of your games'),
    );
    expect(input(container, 'gameName').getAttribute('aria-invalid')).toBe('true');
  });

  it('opens the new game in the editor', async () => {
    const created = {
      request: { query: CREATE_GAME, variables: { input: { title: 'Go', gameName: 'go', description: '', visibility: 'PRIVATE' } } },
      result: {
        data: {
          createGame: {
            __typename: 'Game',
            id: 'g1',
            gameName: 'go',
            title: 'Go',
            owner: { __typename: 'User', id: 'u1', userName: 'ada' },
          },
        },
      },
    };
    const { container, router } = await open([viewer, created]);
    await type(input(container, 'title'), 'Go');
    await act(async () => container.querySelector('form')!.requestSubmit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/@ada/go/edit/draft'));
  });

  const asset = (gameId: string, status: string) => ({
    __typename: 'Asset',
    id: 'a1',
    status,
    pipeline: 'sheet',
    contentType: 'image/png',
    byteSize: 1,
    width: 512,
    height: 128,
    rows: 1,
    columns: 4,
    gameId,
    failureReason: null,
    originalPath: '/o',
    thumbnailPath: null,
    createdAt: '',
    updatedAt: '',
    renditions: [],
    frames: [],
  });
  const uploads = (gameId: string, status: string) => ({
    request: { query: GAME_UPLOADS, variables: { gameId } },
    result: { data: { viewerAssets: [asset(gameId, status)] } },
  });
  const made = (gameName: string, title: string) => ({
    data: {
      createGameFromTemplate: { __typename: 'Game', id: 'g2', gameName, title, owner: { __typename: 'User', id: 'u1', userName: 'ada' } },
    },
  });

  it('offers every template with its picture, and the blank table first', async () => {
    const { container } = await open([viewer]);
    const cards = [...container.querySelectorAll<HTMLElement>('.template-card')];
    expect(cards.map((card) => card.dataset.template)).toEqual(['blank', 'cards', 'checkers', 'chess', 'dice']);
    expect(cards.every((card) => card.querySelector('img')?.getAttribute('src')?.startsWith('data:image/svg+xml'))).toBe(true);
    expect(input(container, 'template').checked).toBe(true);
    // Play now is for games that can be played as they are, not the blank table.
    expect(cards.map((card) => card.querySelector('button')?.textContent ?? null)).toEqual([
      null,
      'Play now',
      'Play now',
      'Play now',
      'Play now',
    ]);
  });

  it('makes a game from the chosen template under its title, leaving the name to the server', async () => {
    const fromTemplate = {
      request: {
        query: CREATE_GAME_FROM_TEMPLATE,
        variables: { input: { templateId: 'cards', visibility: 'PRIVATE', title: 'Playing cards' } },
      },
      result: made('playing-cards-2', 'Playing cards'),
    };
    const { container, router } = await open([viewer, fromTemplate, uploads('g2', 'ready')]);
    await act(async () => container.querySelector<HTMLInputElement>('input[name="template"][value="cards"]')!.click());
    expect(input(container, 'title').value).toBe('Playing cards');
    expect(input(container, 'gameName').value).toBe('playing-cards');
    await act(async () => container.querySelector('form')!.requestSubmit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/@ada/playing-cards-2/edit/draft'));
  });

  it('plays a template now: the game to play it with, then a room, in one click', async () => {
    const fromTemplate = {
      request: { query: PLAY_TEMPLATE, variables: { templateId: 'checkers' } },
      result: { data: { playTemplate: made('checkers', 'Checkers').data.createGameFromTemplate } },
    };
    const room = {
      request: { query: CREATE_ROOM, variables: { gameId: 'g2' } },
      result: { data: { createRoom: { __typename: 'Room', id: 'r1', code: 'ROOM42' } } },
    };
    // The room opens once the worker has finished the art, so the table shows the pieces' faces.
    const { container, router } = await open([viewer, fromTemplate, uploads('g2', 'pending'), uploads('g2', 'ready'), room]);
    await act(async () => container.querySelector<HTMLButtonElement>('[data-template="checkers"] button')!.click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/@ada/checkers/play/ROOM42'));
  });
});

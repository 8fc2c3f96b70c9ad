import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../test/render-page.tsx';
import { UserScope, USER_HANDLE_PARAM } from '../routing/user-scope.tsx';
import { cleanup, click, getByText, waitFor } from '../test/render.tsx';
import { CLOSE_ROOM, VIEWER_ROOMS } from '../accounts/index.ts';
import { CREATE_ROOM, GAME_PAGE } from './documents.ts';
import { GamePage } from './GamePage.tsx';
import { gamePageGame } from './game-page-fixture.ts';

afterEach(cleanup);

const viewer = { __typename: 'User', id: 'u1', userName: 'ada' };
const game = gamePageGame({ description: '', viewerCanEdit: true });
const openRoom = (id: string, code: string) => ({
  __typename: 'Room',
  id,
  code,
  status: 'OPEN',
  ended: false,
  testPlay: false,
  lastActivityAt: '2026-11-20T10:00:00.000Z',
  viewerCanManage: true,
  seatsTaken: 0,
  seatCount: 2,
  countsTowardLimit: true,
  closesWhenIdle: false,
  host: { __typename: 'User', id: 'u1' },
  game: { __typename: 'Game', id: 'g1', gameName: 'chess', title: 'Chess', owner: { __typename: 'User', id: 'u1', userName: 'ada' } },
  revision: { __typename: 'Revision', id: 'r2', name: 'v1' },
  players: [],
});
const LIMIT = 'The Free plan allows 5 open rooms. Close one or upgrade to Pro for 50.';
// Five that count, and a Play now room nobody is in, which does not (yet is open, and may be closed too).
const rooms = [
  ...['aaaaaaaaaa', 'bbbbbbbbbb', 'cccccccccc', 'dddddddddd', 'eeeeeeeeee'].map((code, i) => openRoom(`r${i}`, code)),
  { ...openRoom('r5', 'gggggggggg'), countsTowardLimit: false, closesWhenIdle: true },
];

async function open(revisionName: string | undefined) {
  const mocks = [
    {
      request: { query: GAME_PAGE, variables: { userName: 'ada', gameName: 'chess' } },
      result: { data: { viewer, game } },
      maxUsageCount: 5,
    },
    {
      request: { query: CREATE_ROOM, variables: { gameId: 'g1', revisionName } },
      result: { errors: [{ message: LIMIT, extensions: { code: 'PLAN_LIMIT', limit: 'maxOpenRooms', max: 5 } }] },
    },
    { request: { query: VIEWER_ROOMS, variables: {} }, result: { data: { viewer: { __typename: 'User', id: 'u1' }, viewerRooms: rooms } } },
    {
      request: { query: CLOSE_ROOM, variables: { id: 'r0' } },
      result: { data: { closeRoom: { __typename: 'Room', id: 'r0', status: 'CLOSED', lastActivityAt: rooms[0]!.lastActivityAt } } },
    },
    {
      request: { query: VIEWER_ROOMS, variables: {} },
      result: { data: { viewer: { __typename: 'User', id: 'u1' }, viewerRooms: [{ ...rooms[0], status: 'CLOSED' }, ...rooms.slice(1)] } },
    },
    {
      request: { query: CREATE_ROOM, variables: { gameId: 'g1', revisionName } },
      result: { data: { createRoom: { __typename: 'Room', id: 'new', code: 'ffffffffff' } } },
    },
  ];
  return renderPage(
    [
      {
        path: `/:${USER_HANDLE_PARAM}`,
        element: <UserScope />,
        children: [
          { path: ':gameName', element: <GamePage /> },
          { path: ':gameName/play/:roomCode', element: <p>in the room</p> },
        ],
      },
    ],
    '/@ada/chess',
    mocks,
  );
}

describe('Play and Test play at the open-room limit', () => {
  for (const [label, revisionName] of [
    ['Play now', undefined],
    ['Test play', 'draft'],
  ] as const) {
    it(`${label} lists the open rooms right there, each with Close, and opens the room once one is closed`, async () => {
      const { container, router } = await open(revisionName);
      await waitFor(() => getByText(container, label, 'button'));
      await click(getByText(container, label, 'button'));
      const dialog = await waitFor(() => {
        const found = container.querySelector<HTMLElement>('[role="dialog"]');
        if (!found) throw new Error('no dialog yet');
        return found;
      });
      expect(dialog.querySelector('[role="alert"]')?.textContent).toBe(LIMIT);
      await waitFor(() => expect(dialog.querySelectorAll('li[data-room]')).toHaveLength(6));
      // Which rooms count is marked, those first: six listed under "allows 5" is no longer a puzzle.
      expect(dialog.querySelectorAll('li[data-counts="true"]')).toHaveLength(5);
      expect(dialog.querySelector('li[data-room="gggggggggg"]')?.textContent).toContain('Not counted now: nobody is in it');
      expect(dialog.querySelector('li[data-room]:last-child')?.getAttribute('data-room')).toBe('gggggggggg');
      expect(dialog.textContent).toContain('5 of these rooms count toward the limit.');
      await click(dialog.querySelector('button[aria-label="Close room aaaaaaaaaa"]')!);
      await waitFor(() => expect(dialog.querySelectorAll('li[data-room]')).toHaveLength(5));
      await click(getByText(dialog, 'Try again', 'button'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/@ada/chess/play/ffffffffff'));
    });
  }
});

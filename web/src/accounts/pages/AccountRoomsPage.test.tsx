import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page.tsx';
import { cleanup, click, waitFor } from '../../test/render.tsx';
import { CLOSE_ROOM, REOPEN_ROOM, VIEWER_ROOMS, type ViewerRoom } from '../rooms.ts';
import { AccountRoomsPage } from './AccountRoomsPage.tsx';

afterEach(cleanup);

const room = (over: Partial<ViewerRoom> & { id: string; code: string }): ViewerRoom & { __typename: 'Room' } => ({
  __typename: 'Room',
  status: 'OPEN',
  ended: false,
  testPlay: false,
  lastActivityAt: '2026-11-20T10:00:00.000Z',
  viewerCanManage: true,
  seatsTaken: 1,
  seatCount: 4,
  countsTowardLimit: true,
  closesWhenIdle: false,
  host: { __typename: 'User', id: 'me' } as ViewerRoom['host'],
  game: {
    __typename: 'Game',
    id: 'g1',
    gameName: 'chess',
    title: 'Chess',
    owner: { __typename: 'User', id: 'me', userName: 'ada' },
  } as ViewerRoom['game'],
  revision: { __typename: 'Revision', id: 'v1', name: 'v1' } as ViewerRoom['revision'],
  players: [{ __typename: 'RoomPlayer', user: { __typename: 'User', id: 'me', name: 'Ada' } }] as unknown as ViewerRoom['players'],
  ...over,
});

const viewer = { __typename: 'User', id: 'me' };

async function open(mocks: ReadonlyArray<{ request: { query: unknown; variables?: Record<string, unknown> }; result: unknown }>) {
  return renderPage([{ path: '/account/rooms', element: <AccountRoomsPage /> }], '/account/rooms', mocks as never);
}

const rowOf = (container: HTMLElement, code: string) => container.querySelector<HTMLTableRowElement>(`tr[data-room="${code}"]`)!;

describe('the account rooms page', () => {
  it('lists open and closed rooms with game, code, seats taken and last activity, and closes one', async () => {
    const playing = room({ id: 'r1', code: 'aaaaaaaaaa', seatsTaken: 2, seatCount: 4 });
    const old = room({ id: 'r2', code: 'bbbbbbbbbb', status: 'CLOSED', seatsTaken: 0, seatCount: 2 });
    const { container } = await open([
      { request: { query: VIEWER_ROOMS, variables: {} }, result: { data: { viewer, viewerRooms: [playing, old] } } },
      {
        request: { query: CLOSE_ROOM, variables: { id: 'r1' } },
        result: { data: { closeRoom: { __typename: 'Room', id: 'r1', status: 'CLOSED', lastActivityAt: playing.lastActivityAt } } },
      },
      {
        request: { query: VIEWER_ROOMS, variables: {} },
        result: { data: { viewer, viewerRooms: [{ ...playing, status: 'CLOSED' }, old] } },
      },
    ]);
    await waitFor(() => expect(rowOf(container, 'aaaaaaaaaa')).toBeTruthy());
    const first = rowOf(container, 'aaaaaaaaaa');
    expect(first.textContent).toContain('Chess');
    expect(first.textContent).toContain('2 of 4');
    expect(first.querySelector('a')?.getAttribute('href')).toBe('/@ada/chess/play/aaaaaaaaaa');
    expect(rowOf(container, 'bbbbbbbbbb').textContent).toContain('closed');
    expect(rowOf(container, 'bbbbbbbbbb').querySelector('button')?.textContent).toBe('Reopen');
    expect(container.textContent).toContain('You host 1 open room.');

    await click(first.querySelector('button[aria-label="Close room aaaaaaaaaa"]')!);
    await waitFor(() => expect(rowOf(container, 'aaaaaaaaaa').querySelector('button')?.textContent).toBe('Reopen'));
    expect(rowOf(container, 'aaaaaaaaaa').textContent).toContain('closed');
    expect(document.body.textContent).toContain('Room aaaaaaaaaa closed.');
  });

  it('offers nothing to reopen for an ended game, and says so', async () => {
    const ended = room({ id: 'r5', code: 'eeeeeeeeee', status: 'CLOSED', ended: true });
    const { container } = await open([
      { request: { query: VIEWER_ROOMS, variables: {} }, result: { data: { viewer, viewerRooms: [ended] } } },
    ]);
    await waitFor(() => expect(rowOf(container, 'eeeeeeeeee')).toBeTruthy());
    expect(rowOf(container, 'eeeeeeeeee').querySelector('button')).toBeNull();
    expect(rowOf(container, 'eeeeeeeeee').textContent).toContain('ended');
  });

  it('says why a room cannot be reopened, and offers nothing for rooms the viewer does not manage', async () => {
    const revealed = room({ id: 'r3', code: 'cccccccccc', status: 'CLOSED' });
    const theirs = room({ id: 'r4', code: 'dddddddddd', viewerCanManage: false, host: { id: 'other' } });
    const message =
      "This room's shuffles were revealed when its fairness was checked, so its hidden cards are no longer secret. Open a new room to play again.";
    const { container } = await open([
      { request: { query: VIEWER_ROOMS, variables: {} }, result: { data: { viewer, viewerRooms: [revealed, theirs] } } },
      { request: { query: REOPEN_ROOM, variables: { id: 'r3' } }, result: { errors: [{ message, extensions: { code: 'CONFLICT' } }] } },
    ]);
    await waitFor(() => expect(rowOf(container, 'cccccccccc')).toBeTruthy());
    expect(rowOf(container, 'dddddddddd').querySelector('button')).toBeNull();
    await click(rowOf(container, 'cccccccccc').querySelector('button')!);
    await waitFor(() => expect(document.body.textContent).toContain(message));
    expect(rowOf(container, 'cccccccccc').textContent).toContain('closed');
  });
});

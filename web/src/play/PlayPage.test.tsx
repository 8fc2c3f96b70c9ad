import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { CLOSE } from '@tablecraft/core/play';
import { UserScope, USER_HANDLE_PARAM } from '../routing/user-scope.tsx';
import { cleanup, waitFor } from '../test/render.tsx';
import { renderPage } from '../test/render-page.tsx';
import { FakeSocket } from './connection/fake-socket.ts';
import { PLAY_ROOM } from './documents.ts';
import { PlayPage } from './PlayPage.tsx';

// The table itself (Konva) is not what these tests look at: the page around it is.
vi.mock('./PlayRoom.tsx', () => ({ PlayRoom: ({ roomCode }: { roomCode: string }) => <div data-testid="table">table of {roomCode}</div> }));

let original: unknown;
beforeEach(() => {
  original = globalThis.WebSocket;
  FakeSocket.all = [];
  (globalThis as { WebSocket: unknown }).WebSocket = FakeSocket;
});
afterEach(async () => {
  await cleanup();
  (globalThis as { WebSocket: unknown }).WebSocket = original;
});

const room = {
  __typename: 'Room',
  id: 'r1',
  code: 'abcdefghjk',
  status: 'OPEN',
  testPlay: false,
  viewerCanManage: false,
  game: {
    __typename: 'Game',
    id: 'g1',
    title: 'Chess',
    gameName: 'chess-deluxe',
    owner: { __typename: 'User', id: 'u1', userName: 'ada_l' },
  },
  revision: { __typename: 'Revision', id: 'v1', name: 'v1', document: {} },
  host: { __typename: 'User', id: 'u1', name: 'Ada' },
  players: [],
  removedPeople: [],
};

async function open(path: string, data: { viewer: unknown; room: unknown }) {
  const mocks = [{ request: { query: PLAY_ROOM, variables: { code: 'abcdefghjk' } }, result: { data }, maxUsageCount: 5 }];
  return renderPage(
    [{ path: `/:${USER_HANDLE_PARAM}`, element: <UserScope />, children: [{ path: ':gameName/play/:roomCode', element: <PlayPage /> }] }],
    path,
    mocks,
  );
}

describe('a room link', () => {
  it('from before the game and its owner were renamed goes to the room at its address now, on the same connection', async () => {
    const { container, router } = await open('/@ada/chess/play/ABCDEFGHJK', { viewer: { __typename: 'User', id: 'u2' }, room });
    await waitFor(() => expect(router.state.location.pathname).toBe('/@ada_l/chess-deluxe/play/abcdefghjk'));
    await waitFor(() => expect(container.querySelector('[data-testid="table"]')?.textContent).toBe('table of abcdefghjk'));
    expect(container.textContent).not.toContain('Room not found');
    // The redirect keeps the page, and so its one socket to the room.
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('tells someone the host removed why they cannot come back, rather than that the room does not exist', async () => {
    const { container } = await open('/@ada_l/chess-deluxe/play/abcdefghjk', { viewer: { __typename: 'User', id: 'u3' }, room: null });
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0]!;
    await act(async () => {
      socket.open();
      socket.receive({ kind: 'error', code: 'FORBIDDEN', reason: 'The host removed you from this room.' });
      socket.close(CLOSE.unauthorized.code, CLOSE.unauthorized.reason);
    });
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe("You can't join this room"));
    expect(container.textContent).toContain('The host removed you from this room.');
  });

  it('still says a room that is not there is not found', async () => {
    const { container } = await open('/@ada_l/chess-deluxe/play/abcdefghjk', { viewer: { __typename: 'User', id: 'u3' }, room: null });
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    await act(async () => {
      FakeSocket.all[0]!.open();
      FakeSocket.all[0]!.receive({ kind: 'error', code: 'ROOM_NOT_FOUND', reason: 'There is no room with this code.' });
      FakeSocket.all[0]!.close(CLOSE.notFound.code, CLOSE.notFound.reason);
    });
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Room not found'));
  });
});

import { gql } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { PageHead } from '../../shell/head.tsx';
import { useToast } from '../../shell/toasts.tsx';
import { Button } from '../../shell/button.tsx';
import { errorMessage } from '../../graphql/index.ts';

const VIEWER_ROOMS = gql`
  query ViewerRooms {
    viewerRooms {
      id
      code
      status
      testPlay
      lastActivityAt
      viewerCanManage
      game { id gameName title owner { id userName } }
      revision { id name }
      players { user { id name } }
    }
  }
`;

const REOPEN_ROOM = gql`
  mutation ReopenRoom($id: ID!) {
    reopenRoom(id: $id) { id status lastActivityAt }
  }
`;

interface RoomRow {
  id: string;
  code: string;
  status: 'OPEN' | 'CLOSED';
  testPlay: boolean;
  lastActivityAt: string;
  viewerCanManage: boolean;
  game: { id: string; gameName: string; title: string; owner: { userName: string } };
  revision: { name: string };
  players: Array<{ user: { id: string; name: string } }>;
}

/** /account/rooms: rooms the viewer hosts or played in, with their games, players and last activity. */
export function AccountRoomsPage() {
  const { data, loading, error, refetch } = useQuery<{ viewerRooms: RoomRow[] }>(VIEWER_ROOMS, { fetchPolicy: 'cache-and-network' });
  const [reopen] = useMutation(REOPEN_ROOM);
  const toast = useToast();
  const rooms = data?.viewerRooms ?? [];
  return (
    <>
      <PageHead title="Your Rooms" robots="noindex" />
      <h1>Your rooms</h1>
      {loading && !data ? (
        <p className="muted" role="status">
          Loading your rooms…
        </p>
      ) : error && !data ? (
        <p role="alert">
          Your rooms could not be loaded. {errorMessage(error)}{' '}
          <Button variant="outlined" size="small" onClick={() => void refetch()}>
            Try again
          </Button>
        </p>
      ) : rooms.length === 0 ? (
        <p className="muted">No rooms yet. Open a game and press Play to start one.</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Game</th>
              <th scope="col">Room</th>
              <th scope="col">Players</th>
              <th scope="col">Last activity</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rooms.map((room) => {
              const href = `/@${room.game.owner.userName}/${room.game.gameName}/play/${room.code}`;
              return (
                <tr key={room.id}>
                  <td>
                    {room.game.title} <span className="muted">{room.testPlay ? 'test play' : room.revision.name}</span>
                  </td>
                  <td>
                    <code>{room.code}</code> {room.status === 'CLOSED' ? <span className="badge">closed</span> : null}
                  </td>
                  <td>{room.players.map((p) => p.user.name).join(', ') || '—'}</td>
                  <td>{new Date(room.lastActivityAt).toLocaleString()}</td>
                  <td>
                    {room.status === 'OPEN' ? (
                      <Link to={href}>Open</Link>
                    ) : room.viewerCanManage ? (
                      <Button
                        variant="outlined"
                        size="small"
                        onClick={async () => {
                          try {
                            await reopen({ variables: { id: room.id } });
                            toast.show({ id: `room-${room.id}`, content: 'Room reopened.', variant: 'success' });
                          } catch (error) {
                            toast.show({ id: `room-${room.id}`, content: errorMessage(error), variant: 'error' });
                          }
                        }}
                      >
                        Reopen
                      </Button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </>
  );
}

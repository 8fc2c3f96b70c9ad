import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { PageHead } from '../../shell/head.tsx';
import { Button } from '../../shell/button.tsx';
import { errorMessage } from '../../graphql/index.ts';
import { VIEWER_ROOMS, openRoomsHostedBy, roomPath } from '../rooms.ts';
import { RoomStatusButton } from '../RoomStatusButton.tsx';
import { Loading } from '../../shell/loading.tsx';
import { DataTable } from '../../shell/data-table.tsx';

/**
 * /account/rooms: the rooms the viewer hosts or played in, open and closed: the game, the code, how many
 * seats are taken, who played and the last activity, with Close and Reopen for the rooms they manage. Open rooms they
 * host count against their plan: closing one here makes room for a new one.
 */
export function AccountRoomsPage() {
  const { data, loading, error, refetch } = useQuery(VIEWER_ROOMS, { fetchPolicy: 'cache-and-network' });
  const rooms = data?.viewerRooms ?? [];
  const hostedOpen = openRoomsHostedBy(rooms, data?.viewer?.id).length;
  return (
    <>
      <PageHead title="Your Rooms" robots="noindex" />
      <h1>Your rooms</h1>
      {loading && !data ? (
        <Loading label="Loading your rooms…" />
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
        <>
          <p className="muted">
            You host {hostedOpen === 1 ? '1 open room' : `${hostedOpen} open rooms`}. Your plan limits how many can be open at once (
            <Link to="/account/plan">see your plan</Link>): close one you are done with to open another.
          </p>
          <DataTable columns={['Game', 'Room', 'Seats taken', 'Players', 'Last activity']} withActions className="table">
            {rooms.map((room) => (
              <tr key={room.id} data-room={room.code}>
                <td>
                  {room.game.title} <span className="muted">{room.testPlay ? 'test play' : room.revision.name}</span>
                </td>
                <td>
                  <code>{room.code}</code>{' '}
                  <span className="badge">{room.ended ? 'ended' : room.status === 'CLOSED' ? 'closed for now' : 'open'}</span>
                </td>
                <td>
                  {room.seatsTaken} of {room.seatCount}
                </td>
                <td>{room.players.map((player) => player.user.name).join(', ') || '—'}</td>
                <td>{new Date(room.lastActivityAt).toLocaleString()}</td>
                <td className="room-actions">
                  {room.status === 'OPEN' ? <Link to={roomPath(room)}>Open</Link> : null}{' '}
                  <RoomStatusButton room={room} onChanged={() => void refetch()} />
                </td>
              </tr>
            ))}
          </DataTable>
        </>
      )}
    </>
  );
}

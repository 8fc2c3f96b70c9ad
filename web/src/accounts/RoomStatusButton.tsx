import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button } from '../shell/button.tsx';
import { useToast } from '../shell/toasts.tsx';
import { errorMessage } from '../graphql/index.ts';
import { CLOSE_ROOM, REOPEN_ROOM, type ViewerRoom } from './rooms.ts';

/**
 * Close for an open room, Reopen for a closed one, for whoever manages it. Everyone in a room being closed
 * is told at once. A room can be refused reopening (its seeds were revealed, or the plan's open-room limit
 * is reached): the toast says why.
 */
export function RoomStatusButton({
  room,
  onChanged,
}: {
  room: ViewerRoom;
  onChanged?: (room: ViewerRoom, status: ViewerRoom['status']) => void;
}) {
  const [close] = useMutation(CLOSE_ROOM);
  const [reopen] = useMutation(REOPEN_ROOM);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  // An ended game's room never reopens: nothing to offer.
  if (!room.viewerCanManage || room.ended) return null;
  const open = room.status === 'OPEN';
  const change = async () => {
    setBusy(true);
    try {
      if (open) await close({ variables: { id: room.id } });
      else await reopen({ variables: { id: room.id } });
      toast.show({
        id: `room-${room.id}`,
        content: open ? `Room ${room.code} closed.` : `Room ${room.code} reopened.`,
        variant: 'success',
      });
      onChanged?.(room, open ? 'CLOSED' : 'OPEN');
    } catch (error) {
      toast.show({ id: `room-${room.id}`, content: errorMessage(error), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      size="small"
      color={open ? 'red' : undefined}
      disabled={busy}
      aria-busy={busy}
      onClick={() => void change()}
      aria-label={`${open ? 'Close' : 'Reopen'} room ${room.code}`}
    >
      {open ? 'Close' : 'Reopen'}
    </Button>
  );
}

import { useCallback, useMemo } from 'react';
import { useMutation } from '@apollo/client/react';
import { errorMessage } from '../../graphql/index.ts';
import { useToast } from '../../shell/toasts.tsx';
import { ALLOW_BACK_IN_ROOM, CLOSE_PLAY_ROOM, END_PLAY_ROOM, REMOVE_FROM_ROOM, TRANSFER_ROOM_HOST } from '../documents.ts';
import { SAVE_TABLE } from '../../games/index.ts';
import type { HostActions } from './PeopleList.tsx';

/**
 * The host's tools as calls to the API, which checks them against the room rules: each says how it went in
 * a toast, and asks the page to read the room again (who hosts it, who was removed). What follows in the
 * room itself (a removed person's seat freed, the new host's powers, the closed notice) comes over the socket.
 */
export function useHostTools(
  roomId: string,
  refresh: () => void,
): { actions: HostActions; closeRoom: () => Promise<boolean>; endRoom: () => Promise<boolean> } {
  const toast = useToast();
  const [remove] = useMutation(REMOVE_FROM_ROOM);
  const [allowBack] = useMutation(ALLOW_BACK_IN_ROOM);
  const [transfer] = useMutation(TRANSFER_ROOM_HOST);
  const [close] = useMutation(CLOSE_PLAY_ROOM);
  const [end] = useMutation(END_PLAY_ROOM);
  const [save] = useMutation(SAVE_TABLE);

  const attempt = useCallback(
    async (id: string, call: () => Promise<unknown>, done: string): Promise<boolean> => {
      try {
        await call();
        toast.show({ id, content: done, variant: 'success' });
        refresh();
        return true;
      } catch (error) {
        toast.show({ id, content: errorMessage(error), variant: 'error' });
        return false;
      }
    },
    [toast, refresh],
  );

  const actions = useMemo<HostActions>(
    () => ({
      remove: async (userId, name) =>
        void (await attempt('host-remove', () => remove({ variables: { roomId, userId } }), `${name} was removed from the room.`)),
      makeHost: async (userId, name) =>
        void (await attempt('host-transfer', () => transfer({ variables: { roomId, userId } }), `${name} is the host now.`)),
      allowBack: async (userId, name) =>
        void (await attempt('host-allow', () => allowBack({ variables: { roomId, userId } }), `${name} can join the room again.`)),
      // Kept with the game; its editors find it in the game's settings (Revisions ▸ Saved tables).
      saveTable: (name) => attempt('host-save', () => save({ variables: { roomId, name } }), 'Table saved.'),
    }),
    [attempt, remove, transfer, allowBack, save, roomId],
  );
  const closeRoom = useCallback(
    () => attempt('host-close', () => close({ variables: { id: roomId } }), 'The room is closed for now. You can reopen it.'),
    [attempt, close, roomId],
  );
  const endRoom = useCallback(
    () => attempt('host-end', () => end({ variables: { id: roomId } }), 'The game is over: its shuffles and rolls can be checked now.'),
    [attempt, end, roomId],
  );
  return { actions, closeRoom, endRoom };
}

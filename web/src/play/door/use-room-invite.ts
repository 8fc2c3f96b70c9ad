import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { errorMessage } from '../../graphql/index.ts';
import { ACCEPT_ROOM_INVITE } from './documents.ts';

export type InviteState =
  | { kind: 'none' }
  | { kind: 'checking' }
  /** Let in (logged in, or a guest already): the room loads again without the invite in its address. */
  | { kind: 'admitted' }
  /** A visitor: the door asks a name first. */
  | { kind: 'door'; gameTitle: string; hostName: string; seatsFree: number }
  | { kind: 'refused'; reason: string };

/**
 * Uses the invite a room's address carries, once: someone logged in (or a guest) is let in and the page
 * loads the room as a player; a visitor is shown the door; a turned-off link says so.
 */
export function useRoomInvite(code: string, invite: string | null, onAdmitted: () => void): InviteState {
  const [accept] = useMutation(ACCEPT_ROOM_INVITE);
  const [state, setState] = useState<InviteState>(invite ? { kind: 'checking' } : { kind: 'none' });
  useEffect(() => {
    if (!invite) return;
    let live = true;
    accept({ variables: { code, invite } })
      .then(({ data }) => {
        if (!live || !data) return;
        const answer = data.acceptRoomInvite;
        if (answer.admitted) {
          setState({ kind: 'admitted' });
          onAdmitted();
        } else setState({ kind: 'door', gameTitle: answer.gameTitle, hostName: answer.hostName, seatsFree: answer.seatsFree });
      })
      .catch((error: unknown) => live && setState({ kind: 'refused', reason: errorMessage(error) }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- used once per address; onAdmitted may change identity
  }, [code, invite, accept]);
  return state;
}

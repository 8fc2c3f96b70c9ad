import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '../../shell/button.tsx';
import { useToast } from '../../shell/toasts.tsx';
import { errorMessage } from '../../graphql/index.ts';
import { INVITE_ROOM_FACTS, RENEW_ROOM_INVITE, SET_ROOM_INVITE } from './documents.ts';
import { inviteMeaning } from './invite-meaning.ts';
import { roomPathWithInvite } from './door-links.ts';
import './door.css';

interface Props {
  roomId: string;
  roomPath: string;
  /** The invite in force, or null while it is off. */
  token: string | null;
  onClose: () => void;
}

const linkOf = (roomPath: string, token: string) => `${window.location.origin}${roomPathWithInvite(roomPath, token)}`;

/**
 * The host's invite link: who it lets in (anyone holding it, into this room only, without an account too),
 * and who the room's plain address lets in on this game, so what the link adds, and what turning it off
 * takes back, is said for this game; copying it, making a new one (the old one stops letting people in), and
 * turning it off (everyone it let in whom the address would not let in leaves, their seats freed).
 */
export function InviteDialog({ roomId, roomPath, token: initialToken, onClose }: Props) {
  const toast = useToast();
  const [token, setToken] = useState(initialToken);
  const [busy, setBusy] = useState(false);
  const [setInvite] = useMutation(SET_ROOM_INVITE);
  const [renewInvite] = useMutation(RENEW_ROOM_INVITE);
  const roomCode = roomPath.split('/').pop() ?? '';
  const facts = useQuery(INVITE_ROOM_FACTS, { variables: { code: roomCode }, fetchPolicy: 'cache-first' }).data?.room?.game;
  const meaning = facts ? inviteMeaning(facts.visibility, facts.playPermission) : null;

  const run = async (work: () => Promise<string | null>, said: string) => {
    setBusy(true);
    try {
      const next = await work();
      setToken(next);
      toast.show({ id: 'invite', content: said, variant: 'success' });
      return next;
    } catch (error) {
      toast.show({ id: 'invite', content: errorMessage(error), variant: 'error' });
      return null;
    } finally {
      setBusy(false);
    }
  };
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(linkOf(roomPath, value));
      toast.show({ id: 'invite', content: 'Invite link copied. Send it to the people you play with.', variant: 'success' });
    } catch {
      toast.show({ id: 'invite', content: 'Select the link and copy it.', variant: 'info' });
    }
  };
  const turnOn = () =>
    run(async () => (await setInvite({ variables: { roomId, on: true } })).data?.setRoomInvite.invite ?? null, 'The invite link is on.');

  return (
    <section className="invite-dialog" role="dialog" aria-label="Invite link">
      {token ? (
        <>
          <p>
            <strong>Anyone with this link can play in this room</strong>, even without an account and even if the game is private. It opens
            this room only: not the game&apos;s draft, its other rooms or its settings.
          </p>
          {meaning ? (
            <p className="invite-dialog-meaning" data-testid="invite-meaning">
              {meaning.withoutLink} {meaning.turnOff}
            </p>
          ) : null}
          <input readOnly value={linkOf(roomPath, token)} aria-label="Invite link" onFocus={(event) => event.target.select()} />
          <span className="invite-dialog-actions">
            <Button size="small" onClick={() => void copy(token)} disabled={busy}>
              Copy link
            </Button>
            <Button
              variant="outlined"
              size="small"
              disabled={busy}
              title="The old link stops letting people in; those already in stay"
              onClick={() =>
                // run catches its own failures and shows them.
                void run(
                  async () => (await renewInvite({ variables: { roomId } })).data?.renewRoomInvite.invite ?? null,
                  'A new invite link is ready; the old one no longer lets anyone in.',
                )
              }
            >
              New link
            </Button>
            <Button
              variant="outlined"
              size="small"
              color="red"
              disabled={busy}
              title="Nobody gets in with the link, and everyone it let in whom the room's address would not let in leaves, their seats freed"
              onClick={() =>
                // run catches its own failures and shows them.
                void run(
                  async () => (await setInvite({ variables: { roomId, on: false } })).data?.setRoomInvite.invite ?? null,
                  meaning?.turnedOff ?? 'The invite link is off. Everyone it let in has left the room, and their seats are free.',
                )
              }
            >
              Turn off
            </Button>
            <Button variant="outlined" size="small" onClick={onClose}>
              Done
            </Button>
          </span>
        </>
      ) : (
        <>
          <p>
            The invite link is off. Turned on, it lets anyone who has it play in this room, even without an account and even if the game is
            private.
          </p>
          {meaning ? <p className="invite-dialog-meaning">{meaning.withoutLink}</p> : null}
          <span className="invite-dialog-actions">
            <Button
              size="small"
              disabled={busy}
              onClick={() =>
                // run (under turnOn) and copy catch their own failures and show them.
                void turnOn().then((next) => {
                  if (next) void copy(next);
                })
              }
            >
              Turn on and copy
            </Button>
            <Button variant="outlined" size="small" onClick={onClose}>
              Done
            </Button>
          </span>
        </>
      )}
    </section>
  );
}

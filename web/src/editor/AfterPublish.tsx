import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { Button } from '../shell/button.tsx';
import { useToast } from '../shell/toasts.tsx';
import { errorMessage } from '../graphql/index.ts';
import { CREATE_ROOM, RoomLimitDialog, isOpenRoomLimit } from '../games/index.ts';
import { gamePath } from '../routing/game-paths.ts';
import { SET_ROOM_INVITE, roomPathWithInvite } from '../play/index.ts';
import { useEditor } from './editor-context.tsx';

/**
 * What comes after Publish: play it, or open a room and copy its invite link for friends (it lets them in
 * even while the game is private, without an account). Both go to the new room.
 */
export function AfterPublish({ published, onDismiss }: { published: string; onDismiss: () => void }) {
  const { game, userName } = useEditor();
  const navigate = useNavigate();
  const toast = useToast();
  const [createRoom] = useMutation(CREATE_ROOM);
  const [setInvite] = useMutation(SET_ROOM_INVITE);
  const [busy, setBusy] = useState(false);
  const [limited, setLimited] = useState<{ message: string; invite: boolean } | null>(null);

  const open = async (invite: boolean) => {
    setBusy(true);
    try {
      const { data } = await createRoom({ variables: { gameId: game.id } });
      const room = data!.createRoom;
      const path = gamePath(userName, game.gameName, 'play', room.code);
      if (invite) {
        const turnedOn = await setInvite({ variables: { roomId: room.id, on: true } });
        const link = `${window.location.origin}${roomPathWithInvite(path, turnedOn.data!.setRoomInvite.invite ?? null)}`;
        await navigator.clipboard.writeText(link).then(
          () => toast.show({ id: 'invite', variant: 'success', content: 'Invite link copied. Send it to the people you play with.' }),
          () => toast.show({ id: 'invite', variant: 'info', content: 'Copy the invite link from the room bar.' }),
        );
      }
      navigate(path);
    } catch (error) {
      if (isOpenRoomLimit(error)) setLimited({ message: errorMessage(error), invite });
      else toast.show({ id: 'after-publish', variant: 'error', content: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="after-publish" role="status" aria-label="Published">
      <p>
        Published <strong>{published}</strong>. Rooms now open on it.
      </p>
      <span className="after-publish-actions">
        <Button size="small" onClick={() => void open(false)} disabled={busy} aria-busy={busy}>
          Play now
        </Button>
        <Button size="small" variant="outlined" onClick={() => void open(true)} disabled={busy}>
          Copy invite link
        </Button>
        <Button size="small" variant="outlined" onClick={onDismiss}>
          Done
        </Button>
      </span>
      {limited ? (
        <RoomLimitDialog
          message={limited.message}
          retrying={busy}
          onRetry={() => {
            const again = limited.invite;
            setLimited(null);
            // open catches its own failures and shows them.
            void open(again);
          }}
          onCancel={() => setLimited(null)}
        />
      ) : null}
    </section>
  );
}

import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { errorMessage } from '../../graphql/index.ts';
import { Button } from '../../shell/button.tsx';
import { useToast } from '../../shell/toasts.tsx';
import { gamePath } from '../../routing/game-paths.ts';
import { RoomLimitDialog, isOpenRoomLimit } from '../../games/index.ts';
import { useEditor } from '../editor-context.tsx';
import { CREATE_TEST_PLAY } from './documents.ts';

/** What Test play does, for its button's title. */
export const TEST_PLAY_TITLE = 'Play the draft in a private room, in a new tab';

/**
 * Opens a private room on the draft in a new tab. The tab is opened at the click, before the room
 * exists, so browsers do not treat it as an unwanted pop-up; it is sent to the room once it is made.
 * `dialog` (the open rooms to close, when the plan's limit refuses a new one) is for the caller to render.
 */
export function useTestPlay(beforeOpen?: () => Promise<void>) {
  const { game, userName } = useEditor();
  const toast = useToast();
  const [createRoom] = useMutation(CREATE_TEST_PLAY);
  const [busy, setBusy] = useState(false);
  // Refused for the plan's open-room limit: the open rooms are offered to close, then Try again.
  const [limited, setLimited] = useState<string | null>(null);

  const run = async () => {
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      // The room starts from the saved draft: save what is waiting first.
      await beforeOpen?.();
      const { data } = await createRoom({ variables: { gameId: game.id } });
      const url = gamePath(userName, game.gameName, 'play', data!.createRoom.code);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      if (isOpenRoomLimit(error)) setLimited(errorMessage(error));
      else toast.show({ id: 'test-play', variant: 'error', content: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const dialog = limited ? (
    <RoomLimitDialog
      message={limited}
      retrying={busy}
      onRetry={() => {
        setLimited(null);
        // run catches its own failures and shows them.
        void run();
      }}
      onCancel={() => setLimited(null)}
    />
  ) : null;
  return { run, busy, dialog };
}

/** Test play as a button: a private room on the draft, in a new tab. */
export function TestPlayButton({ beforeOpen, size }: { beforeOpen?: () => Promise<void>; size?: 'small' | 'medium' }) {
  const testPlay = useTestPlay(beforeOpen);
  return (
    <>
      <Button
        variant="outlined"
        size={size}
        onClick={() => void testPlay.run()}
        disabled={testPlay.busy}
        aria-busy={testPlay.busy}
        title={TEST_PLAY_TITLE}
      >
        Test play
      </Button>
      {testPlay.dialog}
    </>
  );
}

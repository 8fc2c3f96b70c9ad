import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { PageHead } from '../shell/head.tsx';
import { Avatar } from '../shell/avatar.tsx';
import { Button, ButtonLink } from '../shell/button.tsx';
import { ErrorPage } from '../shell/error-page.tsx';
import { useToast } from '../shell/toasts.tsx';
import { useUserName } from '../routing/user-scope.tsx';
import { errorMessage } from '../graphql/index.ts';
import { RoomLimitDialog } from './RoomLimitDialog.tsx';
import { isOpenRoomLimit } from './room-limit.ts';
import { CREATE_ROOM, GAME_PAGE } from './documents.ts';
import { editorPath, gamePath, logInPath, settingsPath } from '../routing/game-paths.ts';
import { coverPath, gameHead } from './game-head.ts';
import { GameFacts } from './GameFacts.tsx';
import { SCRIPTS_NOTICE } from './scripts-notice.ts';
import { GameOpenRooms } from './GameOpenRooms.tsx';
import { assetFileUrl } from '../uploads/index.ts';
import './games.css';
import type { GamePageQuery } from '../graphql/generated/graphql.ts';
import { Loading } from '../shell/loading.tsx';

/**
 * /@{userName}/{gameName}: what the game is (cover, players, play time), who made it, and the ways in:
 * Play now, the viewer's open rooms, the editor and the settings for those who may open them.
 */
export function GamePage() {
  const userName = useUserName();
  const gameName = useParams().gameName ?? '';
  const { data, loading, error } = useQuery(GAME_PAGE, {
    variables: { userName, gameName },
    fetchPolicy: 'cache-and-network',
  });
  if (loading && !data)
    return (
      <main className="page">
        <Loading label="Loading the game…" />
      </main>
    );
  if (error && !data) return <ErrorPage code={500} />;
  const game = data?.game;
  if (!game) return <ErrorPage code={404} />;
  // An old address of a renamed game: show it at its current one.
  if (game.gameName !== gameName || game.owner.userName !== userName)
    return <Navigate to={gamePath(game.owner.userName, game.gameName)} replace />;

  const cover = coverPath(game);
  return (
    <main className="page game-page">
      <PageHead {...gameHead({ ...game, coverUrl: cover ? assetFileUrl(cover) : null })} />
      {cover ? <img className="game-cover" src={assetFileUrl(cover)} alt="" /> : null}
      <header className="game-page-header">
        <div>
          <h1>{game.title}</h1>
          <p className="game-owner">
            <Avatar src={game.owner.image} name={game.owner.name} userName={game.owner.userName} />
            <Link to={`/@${game.owner.userName}`}>{game.owner.name}</Link>
            {game.visibility !== 'PUBLIC' ? <span className="badge">{game.visibility.toLowerCase()}</span> : null}
          </p>
          <GameFacts page={game.page} seatCount={game.latestPublished?.seatCount ?? null} />
          {game.latestPublished?.runsScripts ? (
            <p className="game-scripts-notice" role="note">
              {SCRIPTS_NOTICE}
            </p>
          ) : null}
        </div>
        <div className="game-actions">
          <PlayButtons game={game} signedIn={Boolean(data?.viewer)} />
          {game.viewerCanEdit ? (
            <ButtonLink to={editorPath(game.owner.userName, game.gameName, 'draft')} variant="outlined">
              Edit
            </ButtonLink>
          ) : null}
          {game.viewerCan.viewDraft ? (
            <ButtonLink to={settingsPath(game.owner.userName, game.gameName)} variant="outlined">
              Settings
            </ButtonLink>
          ) : null}
        </div>
      </header>
      <GameOpenRooms rooms={game.viewerOpenRooms} userName={game.owner.userName} gameName={game.gameName} />
      {game.latestPublished ? null : (
        <p className="game-unpublished" role="note">
          {game.viewerCanEdit
            ? 'Not published yet: publish a revision in the editor so that others can play it. Until then, Test play opens the draft.'
            : 'This game has no published revision yet, so it cannot be played.'}
        </p>
      )}
      {game.description ? <p className="game-description">{game.description}</p> : <p className="muted">No description yet.</p>}
    </main>
  );
}

type PageGame = NonNullable<GamePageQuery['game']>;

/** Play opens a room on the newest published revision; editors may also test-play the draft. */
function PlayButtons({ game, signedIn }: { game: PageGame; signedIn: boolean }) {
  const [createRoom] = useMutation(CREATE_ROOM);
  const navigate = useNavigate();
  const toast = useToast();
  const [opening, setOpening] = useState(false);
  // Play or Test play refused for the plan's open-room limit: what was asked, to try again from the dialog.
  const [limited, setLimited] = useState<{ message: string; revisionName?: string } | null>(null);
  const here = gamePath(game.owner.userName, game.gameName);

  const open = async (revisionName?: string) => {
    if (!signedIn) {
      navigate(logInPath(here));
      return;
    }
    setOpening(true);
    try {
      const { data } = await createRoom({ variables: { gameId: game.id, revisionName } });
      navigate(gamePath(game.owner.userName, game.gameName, 'play', data!.createRoom.code));
    } catch (error) {
      setOpening(false);
      if (isOpenRoomLimit(error)) return setLimited({ message: errorMessage(error), revisionName });
      setLimited(null);
      toast.show({ id: 'play', content: errorMessage(error), variant: 'error' });
    }
  };

  const published = Boolean(game.latestPublished);
  return (
    <>
      <span title={published ? undefined : 'This game has no published revision yet.'}>
        <Button size="large" onClick={() => void open()} disabled={!published || opening} aria-busy={opening}>
          Play now
        </Button>
      </span>
      {game.viewerCanEdit ? (
        <Button variant="outlined" onClick={() => void open('draft')} disabled={opening} title="Play the draft on your own, to try it out">
          Test play
        </Button>
      ) : null}
      {limited ? (
        <RoomLimitDialog
          message={limited.message}
          retrying={opening}
          onRetry={() => void open(limited.revisionName)}
          onCancel={() => setLimited(null)}
        />
      ) : null}
    </>
  );
}

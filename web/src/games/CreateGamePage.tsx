import { useEffect, useRef, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { useLocation, useNavigate } from 'react-router';
import { slugify } from '@tablecraft/core';
import { FormError, SubmitButton, TextField, useForm } from '../forms/index.ts';
import { PageHead } from '../shell/head.tsx';
import { useToast } from '../shell/toasts.tsx';
import { findTemplate, type GameTemplate, type TemplateId } from '@tablecraft/core/templates';
import { errorMessage } from '../graphql/index.ts';
import { CREATE_GAME, CREATE_GAME_VIEWER, CREATE_ROOM, type Visibility } from './documents.ts';
import { CREATE_GAME_FROM_TEMPLATE, PLAY_TEMPLATE } from './create-game-documents.ts';
import { SelectField, TextAreaField } from '../forms/index.ts';
import { CreateGameTemplates } from './CreateGameTemplates.tsx';
import { RoomLimitDialog } from './RoomLimitDialog.tsx';
import { isOpenRoomLimit } from './room-limit.ts';
import { GAME_UPLOADS } from '../uploads/asset-documents.ts';
import { editorPath, gamePath, logInPath } from '../routing/game-paths.ts';
import { ImportGameFile } from './transfer/ImportGameFile.tsx';
import './games.css';
import './create-game.css';
import type { CreateGameMutation, PlayTemplateMutation } from '../graphql/generated/graphql.ts';

const VISIBILITY_CHOICES = [
  { value: 'PRIVATE', label: 'Private: only you and the people you invite' },
  { value: 'UNLISTED', label: 'Unlisted: anyone with the link' },
  { value: 'PUBLIC', label: 'Public: listed on the home page' },
];

/**
 * /create: a game to start from (a blank table or a template with its art), a title (which suggests the
 * game's name in its URL), a description and who may see it; or Play now on a template.
 */
export function CreateGamePage() {
  const { data, loading } = useQuery(CREATE_GAME_VIEWER, { fetchPolicy: 'cache-and-network' });
  const navigate = useNavigate();
  const viewer = data?.viewer ?? null;

  useEffect(() => {
    if (!loading && data && !viewer) navigate(logInPath('/create'), { replace: true });
  }, [loading, data, viewer, navigate]);

  if (!viewer)
    return (
      <main className="page" role="status" aria-busy="true">
        <p className="muted">Loading…</p>
      </main>
    );
  return <CreateGameForm userName={viewer.userName} />;
}

function CreateGameForm({ userName }: { userName: string }) {
  const location = useLocation();
  const [createGame] = useMutation(CREATE_GAME);
  const [createFromTemplate] = useMutation(CREATE_GAME_FROM_TEMPLATE);
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [templateId, setTemplateId] = useState<TemplateId>('blank');
  // The name follows the title until the author types a name of their own; the title follows the
  // template until the author types a title.
  const nameEdited = useRef(false);
  const titleEdited = useRef(false);
  const form = useForm({
    initialValues: { title: '', gameName: '', description: '', visibility: 'PRIVATE' as Visibility },
    blockNavigation: true,
    onSubmit: async ({ title, gameName, description, visibility }) => {
      const name = gameName.trim() || undefined;
      let game: CreateGameMutation['createGame'];
      if (templateId === 'blank') {
        game = (await createGame({ variables: { input: { title, gameName: name, description, visibility } } })).data!.createGame;
      } else {
        // Unless the author chose a name, the server takes the title's and numbers it when already used.
        const input = {
          templateId,
          visibility,
          ...(title.trim() ? { title } : {}),
          ...(nameEdited.current && name ? { gameName: name } : {}),
          ...(description ? { description } : {}),
        };
        game = (await createFromTemplate({ variables: { input } })).data!.createGameFromTemplate;
        // The editor draws the art at once; images asked for before the worker has made them stay blank.
        await artProcessed(client, game.id);
      }
      toast.show({
        id: 'create-game',
        content:
          templateId === 'blank' ? `Created "${game.title}". Add its first pieces.` : `Created "${game.title}". It is yours to change.`,
        variant: 'success',
      });
      navigate(editorPath(game.owner.userName, game.gameName, 'draft'));
    },
  });

  const choose = (id: TemplateId) => {
    setTemplateId(id);
    if (titleEdited.current) return;
    const title = id === 'blank' ? '' : findTemplate(id)!.title;
    form.setValue('title', title);
    if (!nameEdited.current) form.setValue('gameName', slugify(title));
  };

  const titleField = form.field('title');
  const gameNameField = form.field('gameName');
  // Sent here after signing up: the next step is said, not left to find.
  const welcome = new URLSearchParams(location.search).has('welcome');
  return (
    <main className="page create-game">
      <PageHead title="Create a Game" robots="noindex" />
      <h1>Create a game</h1>
      {welcome ? (
        <p className="create-welcome" role="status">
          Welcome to Tablecraft! Play a template now and send its room&apos;s invite link to friends (they need no account), or start a game
          of your own from one below.
        </p>
      ) : null}
      <PlayNow>
        {(play, playing) => <CreateGameTemplates selected={templateId} onSelect={choose} onPlay={play} playing={playing} />}
      </PlayNow>
      <form onSubmit={form.submit} noValidate>
        <TextField
          label="Title"
          field={{
            ...titleField,
            onChange: (event) => {
              titleEdited.current = event.target.value !== '';
              form.setValue('title', event.target.value);
              if (!nameEdited.current) form.setValue('gameName', slugify(event.target.value));
            },
          }}
          maxLength={80}
          autoFocus
        />
        <TextField
          label="Game name"
          field={{
            ...gameNameField,
            onChange: (event) => {
              nameEdited.current = event.target.value !== '';
              form.setValue('gameName', event.target.value);
            },
          }}
          maxLength={40}
          autoCapitalize="off"
          spellCheck={false}
          hint={`Its address: /@${userName}/${form.values.gameName || '…'}. Lower-case letters, digits and dashes.`}
        />
        <TextAreaField
          label="Description"
          field={form.field('description')}
          maxLength={2000}
          hint="What is the game about? Shown on its page."
        />
        <SelectField label="Visibility" field={form.field('visibility')} choices={VISIBILITY_CHOICES} />
        <FormError message={form.formError} />
        <SubmitButton form={form}>Create game</SubmitButton>
      </form>
      <ImportGameFile />
    </main>
  );
}

/**
 * Play now: the template becomes an unlisted game of the viewer's with its first revision published (the
 * same one again each time this template is played), and a room of it opens, so friends given the room's
 * link can sit down. At the open-room limit the rooms to close are offered, then only the room is tried again.
 */
function PlayNow({ children }: { children: (play: (template: GameTemplate) => void, playing: TemplateId | null) => React.ReactNode }) {
  const [playTemplate] = useMutation(PLAY_TEMPLATE);
  const [createRoom] = useMutation(CREATE_ROOM);
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [playing, setPlaying] = useState<TemplateId | null>(null);
  type Made = PlayTemplateMutation['playTemplate'];
  const [limited, setLimited] = useState<{ message: string; game: Made; templateId: TemplateId } | null>(null);

  const openRoom = async (game: Made, templateId: TemplateId) => {
    try {
      const { data } = await createRoom({ variables: { gameId: game.id } });
      navigate(gamePath(game.owner.userName, game.gameName, 'play', data!.createRoom.code));
    } catch (error) {
      setPlaying(null);
      if (isOpenRoomLimit(error)) return setLimited({ message: errorMessage(error), game, templateId });
      setLimited(null);
      toast.show({ id: 'play-now', content: errorMessage(error), variant: 'error' });
    }
  };

  const play = async (template: GameTemplate) => {
    setPlaying(template.id);
    try {
      const { data } = await playTemplate({ variables: { templateId: template.id } });
      await artProcessed(client, data!.playTemplate.id);
      await openRoom(data!.playTemplate, template.id);
    } catch (error) {
      setPlaying(null);
      toast.show({ id: 'play-now', content: errorMessage(error), variant: 'error' });
    }
  };

  return (
    <>
      {children((template) => void play(template), playing)}
      {limited ? (
        <RoomLimitDialog
          message={limited.message}
          retrying={playing !== null}
          onRetry={() => {
            setPlaying(limited.templateId);
            // openRoom catches its own failures and shows them.
            void openRoom(limited.game, limited.templateId);
          }}
          onCancel={() => setLimited(null)}
        />
      ) : null}
    </>
  );
}

/** How long Play now waits for the pipeline to finish the template's art before opening the room anyway. */
const ART_WAIT_MS = 20_000;
const ART_POLL_MS = 500;

/**
 * Waits until the worker has made the new game's renditions and frames: a table opened before would
 * ask for images that are not there yet, and show the cards without their faces.
 */
async function artProcessed(client: ApolloClient, gameId: string): Promise<void> {
  const until = Date.now() + ART_WAIT_MS;
  for (;;) {
    const { data } = await client
      .query({ query: GAME_UPLOADS, variables: { gameId }, fetchPolicy: 'network-only' })
      .catch(() => ({ data: undefined }));
    if (data && data.viewerAssets.every((asset) => asset.status !== 'pending')) return;
    if (Date.now() >= until) return;
    await new Promise((resolve) => setTimeout(resolve, ART_POLL_MS));
  }
}

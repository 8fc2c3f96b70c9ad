import { useEffect, useRef } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { slugify } from '@tablecraft/core';
import { FormError, SubmitButton, TextField, useForm } from '../forms/index.ts';
import { PageHead } from '../shell/head.tsx';
import { useToast } from '../shell/toasts.tsx';
import { CREATE_GAME, CREATE_GAME_VIEWER, type CreateGameData, type CreateGameViewerData, type Visibility } from './documents.ts';
import { SelectField, TextAreaField } from '../forms/index.ts';
import { editorPath, logInPath } from './paths.ts';
import './games.css';

const VISIBILITY_CHOICES = [
  { value: 'PRIVATE', label: 'Private: only you and the people you invite' },
  { value: 'UNLISTED', label: 'Unlisted: anyone with the link' },
  { value: 'PUBLIC', label: 'Public: listed on the home page' },
];

/** /create: a title (which suggests the game's name in its URL), a description and who may see it. */
export function CreateGamePage() {
  const { data, loading } = useQuery<CreateGameViewerData>(CREATE_GAME_VIEWER, { fetchPolicy: 'cache-and-network' });
  const navigate = useNavigate();
  const viewer = data?.viewer ?? null;

  useEffect(() => {
    if (!loading && data && !viewer) navigate(logInPath('/create'), { replace: true });
  }, [loading, data, viewer, navigate]);

  if (!viewer) return null;
  return <CreateGameForm userName={viewer.userName} />;
}

function CreateGameForm({ userName }: { userName: string }) {
  const [createGame] = useMutation<CreateGameData>(CREATE_GAME);
  const navigate = useNavigate();
  const toast = useToast();
  // The name follows the title until the author types a name of their own.
  const nameEdited = useRef(false);
  const form = useForm({
    initialValues: { title: '', gameName: '', description: '', visibility: 'PRIVATE' as Visibility },
    blockNavigation: true,
    onSubmit: async ({ title, gameName, description, visibility }) => {
      const { data } = await createGame({ variables: { input: { title, gameName: gameName.trim() || undefined, description, visibility } } });
      const game = data!.createGame;
      toast.show({ id: 'create-game', content: `Created "${game.title}". Add its first pieces.`, variant: 'success' });
      navigate(editorPath(game.owner.userName, game.gameName, 'draft'));
    },
  });

  const titleField = form.field('title');
  const gameNameField = form.field('gameName');
  return (
    <main className="page narrow">
      <PageHead title="Create a Game" robots="noindex" />
      <h1>Create a game</h1>
      <form onSubmit={form.submit} noValidate>
        <TextField
          label="Title"
          field={{
            ...titleField,
            onChange: (event) => {
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
        <TextAreaField label="Description" field={form.field('description')} maxLength={2000} hint="What is the game about? Shown on its page." />
        <SelectField label="Visibility" field={form.field('visibility')} choices={VISIBILITY_CHOICES} />
        <FormError message={form.formError} />
        <SubmitButton form={form}>Create game</SubmitButton>
      </form>
    </main>
  );
}

import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { FormError, SubmitButton, TextField, useForm } from '../../forms/index.ts';
import { PageHead } from '../../shell/head.tsx';
import { useToast } from '../../shell/toasts.tsx';
import { DELETE_GAME } from '../documents.ts';
import { FieldInputError } from '../logic/field-input-error.ts';
import { confirmsGameName } from '../logic/delete-confirm.ts';
import { useSettingsGame } from '../use-settings-game.ts';

/** /settings/delete: deletes the game for good once its name is typed. Open rooms are closed first. */
export function DeleteSettingsPage() {
  const { game } = useSettingsGame();
  const [remove] = useMutation(DELETE_GAME);
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useForm({
    initialValues: { confirmGameName: '' },
    onSubmit: async ({ confirmGameName }) => {
      if (!confirmsGameName(confirmGameName, game.gameName)) throw new FieldInputError({ confirmGameName: `must be ${game.gameName}` });
      await remove({ variables: { id: game.id, confirmGameName: confirmGameName.trim() } });
      // Leave first: the settings page would otherwise look the deleted game up again.
      navigate('/account/games', { replace: true });
      client.cache.evict({ id: client.cache.identify({ __typename: 'Game', id: game.id }) });
      client.cache.gc();
      toast.show({ id: 'settings', content: `${game.title} was deleted.`, variant: 'success' });
    },
  });
  const typed = confirmsGameName(form.values.confirmGameName, game.gameName);
  return (
    <>
      <PageHead title={`Delete · ${game.title}`} robots="noindex" />
      <h1>Delete this game</h1>
      <p>
        Deleting {game.title} cannot be undone. Its open rooms are closed (players are told at once), and its revisions, rooms, uploaded
        images, members, players and invites are removed.
      </p>
      <form onSubmit={form.submit} noValidate>
        <TextField label={`Type ${game.gameName} to confirm`} field={form.field('confirmGameName')} autoComplete="off" spellCheck={false} />
        <FormError message={form.formError} />
        <SubmitButton form={{ ...form, ready: form.ready && typed }} variant="danger">
          Delete {game.title} for good
        </SubmitButton>
      </form>
    </>
  );
}

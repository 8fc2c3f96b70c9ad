import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router';
import { FormError, SubmitButton, useForm } from '../../forms/index.ts';
import { PageHead } from '../../shell/head.tsx';
import { useToast } from '../../shell/toasts.tsx';
import { CheckboxField } from '../../forms/index.ts';
import { UPDATE_GAME_PERMISSIONS } from '../documents.ts';
import { PLAY_PERMISSION_CHOICES, spectatorNote } from '../logic/permissions.ts';
import { useSettingsGame } from '../use-settings-game.ts';

/** /settings/permissions: who may play the game, and whether others may watch its rooms. */
export function PermissionsSettingsPage() {
  const { game, base } = useSettingsGame();
  const [update] = useMutation(UPDATE_GAME_PERMISSIONS);
  const toast = useToast();
  const form = useForm({
    initialValues: { playPermission: game.playPermission, allowSpectators: game.allowSpectators },
    blockNavigation: true,
    onSubmit: async (input) => {
      await update({ variables: { id: game.id, input } });
      toast.show({ id: 'settings', content: 'Permissions saved.', variant: 'success' });
    },
  });
  const { playPermission, allowSpectators } = form.values;
  return (
    <>
      <PageHead title={`Permissions · ${game.title}`} robots="noindex" />
      <h1>Permissions</h1>
      <p className="muted">
        Members always may play. Who else may:{' '}
        {game.visibility === 'PRIVATE' ? 'the game is private, so only members and listed players can even see it.' : 'choose below.'}
      </p>
      <form onSubmit={form.submit} noValidate>
        <fieldset className="settings-choices" disabled={form.disabled}>
          <legend>Who may play</legend>
          {PLAY_PERMISSION_CHOICES.map((choice) => (
            <label key={choice.value} className="settings-choice">
              <input
                type="radio"
                name="playPermission"
                value={choice.value}
                checked={playPermission === choice.value}
                onChange={() => form.setValue('playPermission', choice.value)}
              />
              <span>
                <strong>{choice.label}</strong>
                <span className="settings-choice-text">{choice.description}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {playPermission === 'PLAYERS' ? (
          <p className="settings-note">
            Add people on the <Link to={`${base}/permissions/players`}>Players</Link> page, by user name or with an invite link.
          </p>
        ) : null}
        <CheckboxField
          label="Allow spectators"
          checked={allowSpectators}
          disabled={form.disabled}
          onChange={(checked) => form.setValue('allowSpectators', checked)}
          hint={spectatorNote(playPermission, allowSpectators)}
        />
        <FormError message={form.formError} />
        <SubmitButton form={form}>Save permissions</SubmitButton>
      </form>
    </>
  );
}

import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { FormError, SubmitButton, TextField, useForm } from '../../forms/index.ts';
import { PageHead } from '../../shell/head.tsx';
import { Button } from '../../shell/button.tsx';
import { useToast } from '../../shell/toasts.tsx';
import { errorMessage } from '../../graphql/index.ts';
import { assetFileUrl } from '../../uploads/index.ts';
import { TextAreaField } from '../../forms/index.ts';
import { GameImageUpload } from '../GameImageUpload.tsx';
import { UPDATE_GAME_PROFILE } from '../documents.ts';
import { useSettingsGame } from '../use-settings-game.ts';

/** /settings/profile: title, game name (old links keep working), description and thumbnail. */
export function ProfileSettingsPage() {
  return (
    <>
      <ProfileForm />
      <Thumbnail />
    </>
  );
}

function ProfileForm() {
  const { game } = useSettingsGame();
  const [update] = useMutation(UPDATE_GAME_PROFILE);
  const navigate = useNavigate();
  const toast = useToast();
  const form = useForm({
    initialValues: { title: game.title, gameName: game.gameName, description: game.description },
    blockNavigation: true,
    onSubmit: async (input) => {
      const { data } = await update({ variables: { id: game.id, input } });
      toast.show({ id: 'settings', content: 'Profile saved.', variant: 'success' });
      // A new name is a new address: move there (the old one keeps redirecting for others).
      if (data && data.updateGameProfile.gameName !== game.gameName)
        navigate(`${data.updateGameProfile.canonicalPath}/settings/profile`, { replace: true });
    },
  });
  return (
    <>
      <PageHead title={`Profile · ${game.title}`} robots="noindex" />
      <h1>Profile</h1>
      <form onSubmit={form.submit} noValidate>
        <TextField label="Title" field={form.field('title')} maxLength={80} />
        <TextField
          label="Game name"
          field={form.field('gameName')}
          maxLength={40}
          hint={`The address: /@${game.owner.userName}/${form.values.gameName || '…'}. Links to the old name keep working.`}
        />
        <TextAreaField label="Description" field={form.field('description')} maxLength={2000} rows={3} />
        <FormError message={form.formError} />
        <SubmitButton form={form}>Save profile</SubmitButton>
      </form>
    </>
  );
}

function Thumbnail() {
  const { game } = useSettingsGame();
  const [update, { loading }] = useMutation(UPDATE_GAME_PROFILE);
  const toast = useToast();
  const save = async (thumbnailAssetId: string | null) => {
    try {
      await update({ variables: { id: game.id, input: { thumbnailAssetId } } });
      toast.show({ id: 'settings', content: thumbnailAssetId ? 'Thumbnail saved.' : 'Thumbnail removed.', variant: 'success' });
    } catch (error) {
      toast.show({ id: 'settings', content: errorMessage(error), variant: 'error' });
    }
  };
  return (
    <>
      <h2>Thumbnail</h2>
      {game.thumbnail ? (
        <ul className="settings-images">
          <li>
            <img src={assetFileUrl(game.thumbnail.thumbnailPath)} alt="Thumbnail" />
          </li>
        </ul>
      ) : (
        <p className="muted">No thumbnail yet: lists show a plain tile.</p>
      )}
      <div className="settings-row-actions">
        <GameImageUpload
          gameId={game.id}
          label={game.thumbnail ? 'Replace thumbnail' : 'Upload a thumbnail'}
          onUploaded={save}
          disabled={loading}
        />
        {game.thumbnail ? (
          <Button variant="outlined" color="gray" onClick={() => void save(null)} disabled={loading}>
            Remove thumbnail
          </Button>
        ) : null}
      </div>
    </>
  );
}

import { useMutation } from '@apollo/client/react';
import { FormError, SubmitButton, TextField, useForm } from '../../forms/index.ts';
import { UPDATE_PROFILE } from '../documents.ts';
import { PageHead } from '../../shell/head.tsx';
import { useToast } from '../../shell/toasts.tsx';
import { useAccountViewer } from './account-viewer.ts';
import { AvatarUpload } from '../AvatarUpload.tsx';
import '../accounts.css';
import { Avatar } from '../../shell/avatar.tsx';

/** /account/profile: display name, user name and picture. */
export function AccountProfilePage() {
  const viewer = useAccountViewer();
  const [update] = useMutation(UPDATE_PROFILE);
  const toast = useToast();
  const form = useForm({
    initialValues: { name: viewer.name, userName: viewer.userName, image: viewer.image },
    blockNavigation: true,
    onSubmit: async (input) => {
      await update({ variables: { input } });
      toast.show({ id: 'account', content: 'Profile saved.', variant: 'success' });
    },
  });
  return (
    <>
      <PageHead title="Profile" robots="noindex" />
      <h1>Profile</h1>
      <form onSubmit={form.submit} noValidate>
        <TextField label="Display name" field={form.field('name')} autoComplete="name" />
        <TextField label="User name" field={form.field('userName')} hint="Changing it changes the address of your page and games." />
        <div className="avatar-row">
          <Avatar src={form.values.image} name={form.values.name} size="large" decorative />
          <AvatarUpload disabled={form.disabled} onUploaded={(url) => form.setValue('image', url)} />
        </div>
        <TextField
          label="Picture address"
          field={form.field('image')}
          hint="Upload a picture, or paste a link to one; leave empty for the default icon."
        />
        <FormError message={form.formError} />
        <SubmitButton form={form}>Save profile</SubmitButton>
      </form>
    </>
  );
}

import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { FormError, SubmitButton, TextField, useForm } from '../../forms/index.ts';
import { DELETE_ACCOUNT } from '../documents.ts';
import { PageHead } from '../../shell/head.tsx';
import { useToast } from '../../shell/toasts.tsx';

/** /account/delete: removes the account, its games and rooms, after the password. */
export function AccountDeletePage() {
  const [remove] = useMutation(DELETE_ACCOUNT);
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useForm({
    initialValues: { password: '' },
    onSubmit: async (variables) => {
      await remove({ variables });
      await client.resetStore();
      toast.show({ id: 'account', content: 'Your account has been deleted.', variant: 'info' });
      navigate('/', { replace: true });
    },
  });
  return (
    <>
      <PageHead title="Delete Account" robots="noindex" />
      <h1>Delete your account</h1>
      <p>This removes your account, your sessions, your games with their revisions and assets, and your rooms. It cannot be undone.</p>
      <form onSubmit={form.submit} noValidate>
        <TextField label="Password" field={form.field('password')} type="password" autoComplete="current-password" />
        <FormError message={form.formError} />
        <SubmitButton form={form} variant="danger">
          Delete my account
        </SubmitButton>
      </form>
    </>
  );
}

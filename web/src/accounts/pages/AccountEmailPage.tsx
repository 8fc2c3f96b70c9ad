import { useMutation } from '@apollo/client/react';
import { FormError, SubmitButton, TextField, useForm } from '../../forms/index.ts';
import { CHANGE_EMAIL } from '../documents.ts';
import { PageHead } from '../../shell/head.tsx';
import { useToast } from '../../shell/toasts.tsx';
import { useAccountViewer } from './account-viewer.ts';

/**
 * /account/email: a new address, confirmed with the password. Nothing changes yet: the server mails a
 * link to the new address (opened at /confirm-email), so the form goes back to the current address.
 */
export function AccountEmailPage() {
  const viewer = useAccountViewer();
  const [change] = useMutation(CHANGE_EMAIL);
  const toast = useToast();
  const form = useForm({
    initialValues: { email: viewer.account?.email ?? '', password: '' },
    readiness: 'allChanged',
    blockNavigation: true,
    afterSubmit: 'reset',
    onSubmit: async (variables) => {
      await change({ variables });
      toast.show({
        id: 'account',
        content: `Check the inbox of ${variables.email} for a confirmation link. Your email address changes once you open it.`,
        variant: 'success',
      });
    },
  });
  return (
    <>
      <PageHead title="Email" robots="noindex" />
      <h1>Email</h1>
      <form onSubmit={form.submit} noValidate>
        <TextField label="Email" field={form.field('email')} type="email" autoComplete="email" />
        <TextField
          label="Password"
          field={form.field('password')}
          type="password"
          autoComplete="current-password"
          hint="Your current password, to confirm it is you."
        />
        <FormError message={form.formError} />
        <SubmitButton form={form}>Change email</SubmitButton>
      </form>
    </>
  );
}

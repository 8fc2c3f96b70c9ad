import { useMutation } from '@apollo/client/react';
import { FormError, SubmitButton, TextField, useForm } from '../../forms/index.ts';
import { CHANGE_PASSWORD } from '../documents.ts';
import { PageHead } from '../../shell/head.tsx';
import { useToast } from '../../shell/toasts.tsx';
import { SessionsSection } from './SessionsSection.tsx';

/** /account/password: changing it logs out every other device; below, the devices logged in. */
export function AccountPasswordPage() {
  const [change] = useMutation(CHANGE_PASSWORD);
  const toast = useToast();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '' },
    readiness: 'allChanged',
    blockNavigation: true,
    afterSubmit: 'reset',
    onSubmit: async (variables) => {
      await change({ variables });
      toast.show({ id: 'account', content: 'Password changed. Other devices have been logged out.', variant: 'success' });
    },
  });
  return (
    <>
      <PageHead title="Password" robots="noindex" />
      <h1>Password</h1>
      <form onSubmit={form.submit} noValidate>
        <TextField label="Current password" field={form.field('currentPassword')} type="password" autoComplete="current-password" />
        <TextField
          label="New password"
          field={form.field('newPassword')}
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters. Changing it logs out your other devices."
        />
        <FormError message={form.formError} />
        <SubmitButton form={form}>Change password</SubmitButton>
      </form>
      <SessionsSection />
    </>
  );
}

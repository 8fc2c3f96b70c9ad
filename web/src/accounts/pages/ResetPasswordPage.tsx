import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormError, SubmitButton, TextField, useForm } from '../../forms/index.ts';
import { REQUEST_PASSWORD_RESET, RESET_PASSWORD } from '../documents.ts';
import { PageHead } from '../../shell/head.tsx';
import { useToast } from '../../shell/toasts.tsx';

/** /reset-password: step one asks for an email; the mailed link (?token=…) opens step two. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <main className="page narrow">
      <PageHead title="Reset Password" description="Choose a new password for your Tablecraft account." robots="noindex" />
      {token ? <ChooseNewPassword token={token} /> : <RequestResetLink />}
    </main>
  );
}

function RequestResetLink() {
  const [request] = useMutation(REQUEST_PASSWORD_RESET);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    onSubmit: async ({ email }) => {
      await request({ variables: { email } });
      setSentTo(email);
    },
  });
  if (sentTo) {
    return (
      <>
        <h1>Check your email</h1>
        {/* The same answer whether or not the address has an account. */}
        <p role="status">
          If {sentTo} has a Tablecraft account, a link to reset its password is on its way. The link works once, for one hour.
        </p>
        <p>
          <Link to="/log-in">Back to log in</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>Reset your password</h1>
      <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
      <form onSubmit={form.submit} noValidate>
        <TextField label="Email" field={form.field('email')} type="email" autoComplete="email" autoFocus />
        <FormError message={form.formError} />
        <SubmitButton form={form}>Send reset link</SubmitButton>
      </form>
    </>
  );
}

function ChooseNewPassword({ token }: { token: string }) {
  const [reset] = useMutation(RESET_PASSWORD);
  const navigate = useNavigate();
  const toast = useToast();
  const form = useForm({
    initialValues: { password: '' },
    onSubmit: async ({ password }) => {
      await reset({ variables: { token, password } });
      toast.show({ id: 'auth', content: 'Your password is changed. Log in with it now.', variant: 'success' });
      navigate('/log-in', { replace: true });
    },
  });
  return (
    <>
      <h1>Choose a new password</h1>
      <form onSubmit={form.submit} noValidate>
        <TextField
          label="New password"
          field={form.field('password')}
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          autoFocus
        />
        <FormError message={form.formError} />
        <SubmitButton form={form}>Set new password</SubmitButton>
      </form>
      {form.formError ? (
        <p>
          <Link to="/reset-password">Ask for a new link</Link>
        </p>
      ) : null}
    </>
  );
}

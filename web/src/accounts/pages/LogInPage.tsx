import { useApolloClient, useMutation } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormError, SubmitButton, TextField, useForm } from '../../forms/index.ts';
import { LOG_IN } from '../documents.ts';
import { safeNext } from '../use-require-viewer.ts';
import { PageHead } from '../../shell/head.tsx';
import { useToast } from '../../shell/toasts.tsx';

/** /log-in: email (or userName) and password; returns to `next` afterwards. */
export function LogInPage() {
  const [logIn] = useMutation(LOG_IN);
  const client = useApolloClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const toast = useToast();
  const form = useForm({
    initialValues: { email: '', password: '' },
    readiness: 'allChanged',
    onSubmit: async (input) => {
      const { data } = await logIn({ variables: { input } });
      await client.resetStore();
      toast.show({ id: 'auth', content: 'Welcome back!', variant: 'success' });
      navigate(safeNext(params.get('next'), `/@${data?.logIn.userName}`), { replace: true });
    },
  });
  return (
    <main className="page narrow">
      <PageHead title="Log In" description="Log in to Tablecraft to create games and play with friends." robots="noindex" />
      <h1>Log in</h1>
      <form onSubmit={form.submit} noValidate>
        <TextField label="Email or user name" field={form.field('email')} autoComplete="username" autoFocus />
        <TextField label="Password" field={form.field('password')} type="password" autoComplete="current-password" />
        <FormError message={form.formError} />
        <SubmitButton form={form}>Log in</SubmitButton>
      </form>
      <p>
        <Link to="/reset-password">Forgot your password?</Link> · New here?{' '}
        <Link to={`/sign-up${params.get('next') ? `?next=${encodeURIComponent(params.get('next')!)}` : ''}`}>Sign up</Link>
      </p>
    </main>
  );
}

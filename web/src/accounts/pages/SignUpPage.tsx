import { useApolloClient, useMutation } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormError, SubmitButton, TextField, useForm } from '../../forms/index.ts';
import { SIGN_UP } from '../documents.ts';
import { safeNext } from '../use-require-viewer.ts';
import { PageHead } from '../../shell/head.tsx';
import { useToast } from '../../shell/toasts.tsx';

/** /sign-up: creates an account and logs it in. */
export function SignUpPage() {
  const [signUp] = useMutation<{ signUp: { userName: string } }>(SIGN_UP);
  const client = useApolloClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const toast = useToast();
  const form = useForm({
    initialValues: { userName: '', name: '', email: '', password: '' },
    readiness: 'allChanged',
    onSubmit: async (input) => {
      const { data } = await signUp({ variables: { input } });
      await client.resetStore();
      toast.show({ id: 'auth', content: 'Your account is ready. Welcome to Tablecraft!', variant: 'success' });
      navigate(safeNext(params.get('next'), `/@${data?.signUp.userName}`), { replace: true });
    },
  });
  return (
    <main className="page narrow">
      <PageHead title="Sign Up" description="Create a free Tablecraft account to build tabletop games and play them online." />
      <h1>Create your account</h1>
      <form onSubmit={form.submit} noValidate>
        <TextField label="User name" field={form.field('userName')} autoComplete="username" hint="3–30 letters, digits, _ or -. Your page will be /@name." autoFocus />
        <TextField label="Display name" field={form.field('name')} autoComplete="name" />
        <TextField label="Email" field={form.field('email')} type="email" autoComplete="email" />
        <TextField label="Password" field={form.field('password')} type="password" autoComplete="new-password" hint="At least 8 characters." />
        <FormError message={form.formError} />
        <SubmitButton form={form}>Sign up</SubmitButton>
      </form>
      <p>
        Already have an account? <Link to={`/log-in${params.get('next') ? `?next=${encodeURIComponent(params.get('next')!)}` : ''}`}>Log in</Link>
      </p>
    </main>
  );
}

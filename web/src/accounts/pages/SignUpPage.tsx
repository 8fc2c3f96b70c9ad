import { useEffect, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormError, SubmitButton, TextField, submitFailureFrom, useForm } from '../../forms/index.ts';
import { COMPLETE_SIGN_UP, SIGN_UP, SIGN_UP_GUEST } from '../documents.ts';
import { safeNext } from '../use-require-viewer.ts';
import { PageHead } from '../../shell/head.tsx';
import { useToast } from '../../shell/toasts.tsx';
import { Button } from '../../shell/button.tsx';
import type { SignUpMutation } from '../../graphql/generated/graphql.ts';

/**
 * /sign-up: the form asks for a link by mail (the answer is the same whether or not the address already
 * has an account); the mailed link (?token=…) opens this page again, which asks for the password chosen when
 * signing up, then creates the account and logs it in.
 */
export function SignUpPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <main className="page narrow">
      <PageHead title="Sign Up" description="Create a free Tablecraft account to build tabletop games and play them online." />
      {token ? <CompleteSignUp token={token} /> : <SignUpForm />}
    </main>
  );
}

/** `?next=` kept on the page's own links, so an invite or key is still waiting after a detour. */
function withNext(path: string, next: string | null): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}

function SignUpForm() {
  const [signUp] = useMutation(SIGN_UP);
  const [params] = useSearchParams();
  const next = params.get('next');
  const [sent, setSent] = useState<{ email: string; answer: SignUpMutation['signUp'] } | null>(null);
  const form = useForm({
    initialValues: { userName: '', name: '', email: '', password: '' },
    readiness: 'allChanged',
    // "Sign up again" opens an empty form (and the password is not kept around).
    afterSubmit: 'reset',
    onSubmit: async (input) => {
      // The page to come back to travels in the mailed link; only a path of this site is sent.
      const { data } = await signUp({ variables: { input: { ...input, next: safeNext(next, '') || null } } });
      if (data) setSent({ email: input.email.trim(), answer: data.signUp });
    },
  });
  // A guest signing up from a room keeps the name it chose at the table (the account takes its seats too).
  const guestName = useQuery(SIGN_UP_GUEST, { fetchPolicy: 'network-only' }).data?.guest?.name ?? null;
  const { setValue } = form;
  const nameNow = form.field('name').value;
  useEffect(() => {
    if (guestName && !nameNow) setValue('name', guestName);
    // Once, when the guest's name arrives: clearing the field afterwards leaves it clear.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [guestName, setValue]);
  if (sent) return <CheckInbox email={sent.email} answer={sent.answer} onStartOver={() => setSent(null)} />;
  return (
    <>
      <h1>Create your account</h1>
      <form onSubmit={form.submit} noValidate>
        <TextField
          label="User name"
          field={form.field('userName')}
          autoComplete="username"
          hint="3–30 letters, digits, _ or -. Your page will be /@name."
          autoFocus
        />
        <TextField label="Display name" field={form.field('name')} autoComplete="name" />
        <TextField
          label="Email"
          field={form.field('email')}
          type="email"
          autoComplete="email"
          hint="We send a link there to finish signing up."
        />
        <TextField
          label="Password"
          field={form.field('password')}
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
        />
        <FormError message={form.formError} />
        <SubmitButton form={form}>Sign up</SubmitButton>
      </form>
      <p>
        Already have an account? <Link to={withNext('/log-in', next)}>Log in</Link>
      </p>
    </>
  );
}

function CheckInbox({ email, answer, onStartOver }: { email: string; answer: SignUpMutation['signUp']; onStartOver: () => void }) {
  return (
    <>
      <h1>Check your inbox</h1>
      {/* The server's words, the same for every address: they must not hint whether it has an account. */}
      <p role="status">{answer.message}</p>
      <p>
        The mail goes to <strong>{email}</strong>. Not there after a few minutes? Look in your spam folder, or sign up again: the newest
        link is the one that works.
      </p>
      <p>
        <Button variant="outlined" color="gray" onClick={onStartOver}>
          Sign up again
        </Button>
      </p>
      {answer.mailWrittenToFolder ? (
        // A server without a mail transport (the local default) writes each mail as a file instead: say
        // where, so a developer can open the link. The link itself never reaches this page.
        <p className="muted">
          This server sends no mail: it writes each one as an .eml file into the <code>mail</code> folder of the API&apos;s data directory (
          <code>DATA_DIR/mail</code>, <code>.data/mail</code> by default). Open the newest file for {email} and follow the link in it.
        </p>
      ) : null}
    </>
  );
}

/**
 * The mailed link opens this: the account is created once the password chosen when signing up is entered,
 * so that a person whose address someone else signed up with cannot finish that sign-up by opening the
 * mail (and then use an account whose password the other one knows). A wrong password is shown on its
 * field and the link stays usable; a link that can no longer work says so and offers to start over. Once
 * created, as after logging in: cached data is refetched for the new viewer and the person goes to `next`
 * or, with none, to /create to play a template or start a game.
 */
function CompleteSignUp({ token }: { token: string }) {
  const [complete] = useMutation(COMPLETE_SIGN_UP);
  const client = useApolloClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const toast = useToast();
  const [linkError, setLinkError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: '' },
    onSubmit: async ({ password }) => {
      try {
        await complete({ variables: { token, password } });
      } catch (error) {
        // The link itself is refused (spent, expired, its name or address taken): no password helps.
        const failure = submitFailureFrom(error);
        if (failure.fieldErrors.token) return setLinkError(failure.message);
        throw error;
      }
      // The account exists and this browser holds its session even if the refetch fails.
      await client.resetStore().catch(() => undefined);
      toast.show({ id: 'auth', content: 'Your account is ready. Welcome to Tablecraft!', variant: 'success' });
      // With nowhere to return to, the next step: play a template or start a game (not an empty profile).
      navigate(safeNext(next, '/create?welcome'), { replace: true });
    },
  });

  if (linkError) {
    return (
      <>
        <h1>This link cannot be used</h1>
        <p role="alert">{linkError}</p>
        <p>
          <Link to={withNext('/sign-up', next)}>Sign up again</Link> · <Link to={withNext('/log-in', next)}>Log in</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>Finish signing up</h1>
      <p>Enter the password you chose when signing up to finish.</p>
      <form onSubmit={form.submit} noValidate>
        <TextField label="Password" field={form.field('password')} type="password" autoComplete="current-password" autoFocus />
        <FormError message={form.formError} />
        <SubmitButton form={form}>Finish signing up</SubmitButton>
      </form>
      <p className="muted">Did not sign up yourself? Leave this page: no account is created without the password.</p>
    </>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { CONFIRM_EMAIL_CHANGE } from '../documents.ts';
import { errorMessage } from '../../graphql/index.ts';
import { PageHead } from '../../shell/head.tsx';

type Outcome = { kind: 'confirming' } | { kind: 'confirmed' } | { kind: 'failed'; message: string };

/**
 * /confirm-email?token=…: the link mailed to a new address. Opening it is the confirmation, so the token
 * is sent once when the page opens; the account's address changes only then. A spent or expired link
 * shows the server's sentence instead, and is never retried on its own (the token is single-use).
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <main className="page narrow">
      <PageHead title="Confirm Email" description="Confirm the new email address of your Tablecraft account." robots="noindex" />
      {token ? <ConfirmToken token={token} /> : <MissingToken />}
    </main>
  );
}

function ConfirmToken({ token }: { token: string }) {
  const [confirm] = useMutation(CONFIRM_EMAIL_CHANGE);
  const client = useApolloClient();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'confirming' });
  // The token this page already sent: effects run twice in development and again on re-renders, and a
  // second send of a spent token would replace the success with "already used".
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    setOutcome({ kind: 'confirming' });
    confirm({ variables: { token } }).then(
      () => {
        setOutcome({ kind: 'confirmed' });
        // Cached account data still holds the old address; refetch it. A failed refetch does not undo
        // the confirmation, which the server has already applied.
        client.resetStore().catch(() => undefined);
      },
      (error: unknown) => setOutcome({ kind: 'failed', message: errorMessage(error) }),
    );
  }, [token, confirm, client]);

  if (outcome.kind === 'confirming') {
    return (
      <p className="muted" role="status">
        Confirming your new email address…
      </p>
    );
  }
  if (outcome.kind === 'confirmed') {
    return (
      <>
        <h1>Email address confirmed</h1>
        <p role="status">Your account now uses its new email address. Log in with it from now on.</p>
        <p>
          <Link to="/account/email">Go to your account settings</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>This link cannot be used</h1>
      <p role="alert">{outcome.message}</p>
      <p>Your email address has not changed. To change it, ask for a new link from your account settings.</p>
      <p>
        <Link to="/account/email">Go to your account settings</Link>
      </p>
    </>
  );
}

function MissingToken() {
  return (
    <>
      <h1>This link cannot be used</h1>
      <p role="alert">This confirmation link is incomplete. Open the link from the mail again, exactly as it was sent.</p>
      <p>
        <Link to="/account/email">Go to your account settings</Link>
      </p>
    </>
  );
}

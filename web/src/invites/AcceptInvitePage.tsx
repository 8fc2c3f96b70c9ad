import { useEffect, useRef } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHead } from '../shell/head.tsx';
import { Button, ButtonLink } from '../shell/button.tsx';
import { ErrorPage } from '../shell/error-page.tsx';
import { useToast } from '../shell/toasts.tsx';
import { errorMessage } from '../graphql/index.ts';
import { ACCEPT_INVITE, INVITE_PREVIEW } from './documents.ts';
import { afterAcceptPath, inviteOffer, inviteState } from './invite-state.ts';
import { GameSummaryCard } from './GameSummaryCard.tsx';
import { returnPaths } from './return-paths.ts';
import { Loading } from '../shell/loading.tsx';
import '../shell/code-page.css';

/**
 * /accept-invite/{code}: shows the game and what the invite offers. Visitors log in or sign up and come
 * back here, where the invite is then accepted for them; codes that no longer work say why.
 */
export function AcceptInvitePage() {
  const code = useParams().code ?? '';
  const [params] = useSearchParams();
  const { data, loading, error } = useQuery(INVITE_PREVIEW, { variables: { code }, fetchPolicy: 'network-only' });
  const [accept, accepting] = useMutation(ACCEPT_INVITE);
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  const invite = data?.invite ?? null;
  const state = data ? inviteState(invite, Boolean(data.viewer)) : null;

  const onAccept = async () => {
    try {
      const { data: accepted } = await accept({ variables: { code } });
      const result = accepted!.acceptInvite;
      // What the viewer may see changed everywhere (game lists, the game itself): start from fresh data.
      await client.resetStore();
      toast.show({ id: 'invite', content: `Welcome to ${result.game.title}!`, variant: 'success' });
      navigate(afterAcceptPath(result.kind, result.game.canonicalPath), { replace: true });
    } catch (caught) {
      toast.show({ id: 'invite', content: errorMessage(caught), variant: 'error' });
    }
  };

  // Back from logging in or signing up to accept: accept once, without a second click.
  const autoAccepted = useRef(false);
  useEffect(() => {
    if (state?.kind !== 'ready' || params.get('accept') !== '1' || autoAccepted.current) return;
    autoAccepted.current = true;
    // onAccept catches its own failures and shows them.
    void onAccept();
  });

  if (loading && !data) {
    return (
      <main className="page narrow">
        <Loading label="Loading the invite…" />
      </main>
    );
  }
  if (error && !data) return <ErrorPage code={500} />;
  if (!invite || !state || state.kind === 'unknown') {
    return (
      <main className="page narrow">
        <PageHead title="Invite Not Found" robots="noindex" />
        <h1>Invite not found</h1>
        <p>This invite does not exist. Check the link, or ask for a new one.</p>
        <ButtonLink to="/" variant="outlined">
          Return Home
        </ButtonLink>
      </main>
    );
  }

  const offer = inviteOffer(invite, invite.game.title);
  const { logIn, signUp } = returnPaths(`/accept-invite/${code}`);
  return (
    <main className="page narrow">
      <PageHead title={`Invite to ${invite.game.title}`} robots="noindex" />
      <h1>{state.kind === 'refused' ? 'This invite cannot be used' : `You are invited to ${offer}`}</h1>
      <GameSummaryCard game={invite.game} linked={state.kind === 'already'} />
      {state.kind === 'refused' ? (
        <>
          <p role="alert">{state.message}</p>
          <ButtonLink to="/" variant="outlined">
            Return Home
          </ButtonLink>
        </>
      ) : state.kind === 'already' ? (
        <>
          <p>{state.message} This invite stays unused for someone else.</p>
          <ButtonLink to={invite.game.path}>Open {invite.game.title}</ButtonLink>
        </>
      ) : state.kind === 'log-in' ? (
        <>
          <p>Log in or create a free account to accept it. You will come back here and join at once.</p>
          <div className="code-page-actions">
            <ButtonLink to={signUp}>Sign up to accept</ButtonLink>
            <ButtonLink to={logIn} variant="outlined">
              Log in to accept
            </ButtonLink>
          </div>
        </>
      ) : (
        <>
          <p>
            Accepting lets you {offer}. The invite expires on{' '}
            {new Date(invite.expiresAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}.
          </p>
          <div className="code-page-actions">
            <Button size="large" onClick={() => void onAccept()} disabled={accepting.loading} aria-busy={accepting.loading}>
              {accepting.loading ? 'Accepting…' : 'Accept invite'}
            </Button>
          </div>
        </>
      )}
    </main>
  );
}

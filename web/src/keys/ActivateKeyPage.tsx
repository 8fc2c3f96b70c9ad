import { useEffect, useRef, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHead } from '../shell/head.tsx';
import { Button, ButtonLink } from '../shell/button.tsx';
import { ErrorPage } from '../shell/error-page.tsx';
import { useToast } from '../shell/toasts.tsx';
import { errorMessage } from '../graphql/index.ts';
import { GameSummaryCard, returnPaths } from '../invites/index.ts';
import { KEY_PREVIEW, REDEEM_KEY } from './documents.ts';
import { KEY_NOT_FOUND, keyGrant, keyState } from './key-state.ts';
import '../shell/code-page.css';
import { Loading } from '../shell/loading.tsx';

/**
 * /activate-key/{code}: what the key grants (Pro for some days, or playing a game) and redeeming it.
 * Visitors log in or sign up first and come back here; used, used-up, expired and unknown keys say why.
 */
export function ActivateKeyPage() {
  const code = useParams().code ?? '';
  const [params] = useSearchParams();
  const { data, loading, error } = useQuery(KEY_PREVIEW, { variables: { code }, fetchPolicy: 'network-only' });
  const [redeem, redeeming] = useMutation(REDEEM_KEY);
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [proUntil, setProUntil] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const key = data?.activationKey ?? null;
  const state = data ? keyState(key, Boolean(data.viewer)) : null;

  const onRedeem = async () => {
    setFailure(null);
    try {
      const { data: redeemed } = await redeem({ variables: { code } });
      const result = redeemed!.redeemActivationKey;
      // The plan or the games the viewer may play changed: drop what was cached about them.
      await client.resetStore();
      if (result.kind === 'PLAYER' && result.game) {
        toast.show({ id: 'key', content: `You may now play ${result.game.title}.`, variant: 'success' });
        navigate(result.game.canonicalPath, { replace: true });
      } else {
        toast.show({ id: 'key', content: 'Pro is active.', variant: 'success' });
        setProUntil(result.proUntil);
      }
    } catch (caught) {
      setFailure(errorMessage(caught));
    }
  };

  // Back from logging in or signing up to redeem: redeem once, without a second click.
  const autoRedeemed = useRef(false);
  useEffect(() => {
    if (state?.kind !== 'ready' || params.get('accept') !== '1' || autoRedeemed.current) return;
    autoRedeemed.current = true;
    // onRedeem catches its own failures and shows them.
    void onRedeem();
  });

  if (loading && !data) {
    return (
      <main className="page narrow">
        <Loading label="Checking the key…" />
      </main>
    );
  }
  if (error && !data) return <ErrorPage code={500} />;

  if (proUntil) {
    return (
      <main className="page narrow">
        <PageHead title="Key Activated" robots="noindex" />
        <h1>Pro is active</h1>
        <p role="status">
          Your account has Pro until <strong>{new Date(proUntil).toLocaleDateString(undefined, { dateStyle: 'long' })}</strong>.
        </p>
        <ButtonLink to="/account/plan">See your plan</ButtonLink>
      </main>
    );
  }

  if (!key || !state || state.kind === 'unknown') {
    return (
      <main className="page narrow">
        <PageHead title="Key Not Found" robots="noindex" />
        <h1>Key not found</h1>
        <p role="alert">{KEY_NOT_FOUND}</p>
        <p className="muted">
          The key in the address: <code>{code}</code>
        </p>
        <ButtonLink to="/" variant="outlined">
          Return Home
        </ButtonLink>
      </main>
    );
  }

  const grant = keyGrant(key);
  const { logIn, signUp } = returnPaths(`/activate-key/${code}`);
  return (
    <main className="page narrow">
      <PageHead title="Activate a Key" robots="noindex" />
      <h1>{state.kind === 'refused' ? 'This key cannot be used' : `Activate ${grant}`}</h1>
      {key.game ? <GameSummaryCard game={key.game} /> : null}
      {state.kind === 'refused' ? (
        <>
          <p role="alert">{state.message}</p>
          {key.status === 'ALREADY_REDEEMED' ? (
            <p>
              <Link to={key.kind === 'PRO' ? '/account/plan' : (key.game?.path ?? '/')}>
                {key.kind === 'PRO' ? 'See your plan' : `Open ${key.game?.title ?? 'the game'}`}
              </Link>
            </p>
          ) : null}
        </>
      ) : state.kind === 'log-in' ? (
        <>
          <p>This key grants {grant}. Log in or create a free account to use it; you will come back here and it will be activated.</p>
          <div className="code-page-actions">
            <ButtonLink to={logIn}>Log in to activate</ButtonLink>
            <ButtonLink to={signUp} variant="outlined">
              Sign up to activate
            </ButtonLink>
          </div>
        </>
      ) : (
        <>
          <p>
            This key grants your account {grant}
            {key.kind === 'PRO' ? ', added to any Pro time you have' : ''}. A key works once per account.
          </p>
          {failure ? (
            <p className="form-error" role="alert">
              {failure}
            </p>
          ) : null}
          <div className="code-page-actions">
            <Button size="large" onClick={() => void onRedeem()} disabled={redeeming.loading} aria-busy={redeeming.loading}>
              {redeeming.loading ? 'Activating…' : 'Activate key'}
            </Button>
          </div>
        </>
      )}
    </main>
  );
}

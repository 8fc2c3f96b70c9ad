import { graphql } from '../../graphql/generated/index.ts';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '../../shell/button.tsx';
import { useToast } from '../../shell/toasts.tsx';
import { errorMessage } from '../../graphql/index.ts';
import { useLogOut } from '../../shell/use-log-out.ts';

export const VIEWER_SESSIONS = graphql(`
  query ViewerSessions {
    viewerSessions {
      id
      userAgent
      createdAt
      lastSeenAt
      expiresAt
      current
    }
  }
`);
export const END_SESSION = graphql(`
  mutation EndSession($id: ID!) {
    endSession(id: $id)
  }
`);
export const END_OTHER_SESSIONS = graphql(`
  mutation EndOtherSessions {
    endOtherSessions
  }
`);

/** The account's logged-in devices, with "log out this device" and "log out everywhere else". */
export function SessionsSection() {
  const { data, error, refetch } = useQuery(VIEWER_SESSIONS, { fetchPolicy: 'cache-and-network' });
  const [endSession] = useMutation(END_SESSION);
  const [endOthers] = useMutation(END_OTHER_SESSIONS);
  const toast = useToast();
  // Logging out this device is an ordinary log-out: the client's cached answers are dropped with it.
  const { logOut } = useLogOut();
  const sessions = data?.viewerSessions ?? [];
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.show({ id: 'sessions', content: done, variant: 'success' });
      await refetch();
    } catch (failure) {
      toast.show({ id: 'sessions', content: errorMessage(failure), variant: 'error' });
    }
  };
  return (
    <section aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Where you are logged in</h2>
      {error && !data ? <p role="alert">Your sessions could not be loaded. {errorMessage(error)}</p> : null}
      <ul className="list">
        {sessions.map((session) => (
          <li key={session.id}>
            <span>{session.userAgent || 'Unknown browser'}</span> {session.current ? <span className="badge">this device</span> : null}
            <br />
            <span className="muted">
              Last used {new Date(session.lastSeenAt).toLocaleString()}; logged in {new Date(session.createdAt).toLocaleDateString()}; ends
              by {new Date(session.expiresAt).toLocaleDateString()}
            </span>{' '}
            <Button
              variant="outlined"
              size="small"
              onClick={() =>
                // logOut and run catch their own failures and show them in a toast.
                void (session.current ? logOut() : run(() => endSession({ variables: { id: session.id } }), 'That device was logged out.'))
              }
            >
              {session.current ? 'Log out this device' : 'Log out'}
            </Button>
          </li>
        ))}
      </ul>
      {sessions.length > 1 ? (
        <Button variant="outlined" onClick={() => void run(() => endOthers(), 'Every other device was logged out.')}>
          Log out everywhere else
        </Button>
      ) : null}
    </section>
  );
}

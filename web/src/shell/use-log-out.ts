import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { errorMessage } from '../graphql/errors.ts';
import { useToast } from './toasts.tsx';
import { LOG_OUT } from './viewer-documents.ts';

/**
 * Logs out, then resets the client store: every cached answer was given to the logged-in user, and the
 * reset refetches the queries on screen (the header's among them) as a visitor.
 */
export function useLogOut(): { logOut: () => Promise<void>; loggingOut: boolean } {
  const client = useApolloClient();
  const toast = useToast();
  const [mutate, { loading }] = useMutation(LOG_OUT);
  const logOut = useCallback(async () => {
    try {
      await mutate();
      await client.resetStore();
      toast.show({ id: 'auth', content: 'You are logged out.', variant: 'info' });
    } catch (error) {
      toast.show({ id: 'auth', content: errorMessage(error), variant: 'error' });
    }
  }, [client, mutate, toast]);
  return { logOut, loggingOut: loading };
}

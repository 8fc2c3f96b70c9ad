import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router';
import { VIEWER_ACCOUNT } from './documents.ts';

/** The logged-in viewer with account details; sends visitors to log in and back here afterwards. */
export function useRequireViewer() {
  const { data, loading, error } = useQuery(VIEWER_ACCOUNT, { fetchPolicy: 'cache-and-network' });
  const navigate = useNavigate();
  const location = useLocation();
  const viewer = data?.viewer ?? null;
  useEffect(() => {
    if (!loading && !error && data && !viewer)
      navigate(`/log-in?next=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
  }, [loading, error, data, viewer, navigate, location]);
  return { viewer, loading: loading && !data, error };
}

/** Where to go after logging in: the `next` page if it is inside the app, else the profile. */
export function safeNext(next: string | null, fallback: string): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : fallback;
}

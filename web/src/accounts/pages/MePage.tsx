import { Navigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { VIEWER_ACCOUNT } from '../documents.ts';
import { Loading } from '../../shell/loading.tsx';

/** /me: the viewer's own page, or log in first. */
export function MePage() {
  const { data, loading } = useQuery(VIEWER_ACCOUNT);
  if (loading && !data)
    return (
      <main className="page">
        <Loading label="Loading your page…" />
      </main>
    );
  return data?.viewer ? <Navigate to={`/@${data.viewer.userName}`} replace /> : <Navigate to="/log-in?next=%2Fme" replace />;
}

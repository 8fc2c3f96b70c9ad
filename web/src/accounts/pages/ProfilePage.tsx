import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { USER_PROFILE } from '../documents.ts';
import { PageHead } from '../../shell/head.tsx';
import { profileHead } from '../profile-head.ts';
import { Avatar } from '../../shell/avatar.tsx';
import { ErrorPage } from '../../shell/error-page.tsx';
import { useUserName } from '../../routing/user-scope.tsx';
import { Loading } from '../../shell/loading.tsx';

/** /@{userName}: avatar, name and public games. Names are always rendered as text, never as HTML. */
export function ProfilePage() {
  const userName = useUserName();
  const { data, loading, error } = useQuery(USER_PROFILE, { variables: { userName } });
  if (loading && !data)
    return (
      <main className="page">
        <Loading label="Loading the profile…" />
      </main>
    );
  if (error) return <ErrorPage code={500} />;
  const user = data?.user;
  if (!user) return <ErrorPage code={404} />;
  return (
    <main className="page">
      <PageHead {...profileHead(user)} />
      <header className="profile-header">
        <Avatar src={user.image} size="large" />
        <div>
          <h1>{user.name}</h1>
          <p className="muted">@{user.userName}</p>
        </div>
      </header>
      <h2>Games</h2>
      {data.userGames.length === 0 ? (
        <p className="muted">No public games yet.</p>
      ) : (
        <ul className="card-list">
          {data.userGames.map((game) => (
            <li key={game.id} className="card">
              <Link to={`/@${user.userName}/${game.gameName}`}>
                <strong>{game.title}</strong>
              </Link>
              {game.visibility !== 'PUBLIC' ? <span className="badge">{game.visibility.toLowerCase()}</span> : null}
              <p>{game.description}</p>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

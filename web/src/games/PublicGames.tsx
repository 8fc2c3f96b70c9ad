import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { TextField, useForm } from '../forms/index.ts';
import { Avatar } from '../shell/avatar.tsx';
import { Button } from '../shell/button.tsx';
import { errorMessage } from '../graphql/index.ts';
import { PUBLIC_GAMES } from './documents.ts';
import { gamePath } from '../routing/game-paths.ts';
import './games.css';
import type { GameOrder, PublicGamesQuery, PublicGamesQueryVariables } from '../graphql/generated/graphql.ts';

/** How many games one "load more" brings. */
export const PUBLIC_GAMES_PAGE_SIZE = 12;

/** Public games, newest first (or by title), searched by title, a page at a time. */
export function PublicGames() {
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<GameOrder>('NEWEST');
  const variables: PublicGamesQueryVariables = { search: search || undefined, order, first: PUBLIC_GAMES_PAGE_SIZE, offset: 0 };
  const { data, loading, error, fetchMore } = useQuery(PUBLIC_GAMES, {
    variables,
    notifyOnNetworkStatusChange: true,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const form = useForm({ initialValues: { search: '' }, readiness: 'always', onSubmit: ({ search: text }) => setSearch(text.trim()) });

  const games = data?.publicGames.games ?? [];
  const total = data?.publicGames.total ?? 0;
  const loadMore = async () => {
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { offset: games.length },
        updateQuery: (previous, { fetchMoreResult }) => ({
          publicGames: {
            total: fetchMoreResult.publicGames.total,
            games: [
              ...(previous.publicGames?.games ?? []),
              ...fetchMoreResult.publicGames.games,
            ] as PublicGamesQuery['publicGames']['games'],
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <section className="page public-games" aria-labelledby="public-games-title">
      <div className="public-games-head">
        <h2 id="public-games-title">Public games</h2>
        <form className="public-games-search" role="search" onSubmit={form.submit} noValidate>
          <TextField label="Search by title" field={form.field('search')} type="search" placeholder="Chess, poker, …" />
          <Button type="submit" variant="outlined">
            Search
          </Button>
          <div className="field">
            <label htmlFor="public-games-order">Sort</label>
            <select id="public-games-order" value={order} onChange={(event) => setOrder(event.target.value as GameOrder)}>
              <option value="NEWEST">Newest first</option>
              <option value="TITLE">By title</option>
            </select>
          </div>
        </form>
      </div>
      {error && !data ? (
        <p className="form-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : null}
      {!loading && data && games.length === 0 ? (
        <p className="muted">
          {search ? `No public game has "${search}" in its title.` : 'No public games yet. Be the first to publish one!'}
        </p>
      ) : null}
      <ul className="game-grid">
        {games.map((game) => (
          <li key={game.id} className="game-card">
            <Link className="game-card-title" to={gamePath(game.owner.userName, game.gameName)}>
              {game.title}
            </Link>
            <p className="game-card-description">{game.description}</p>
            <p className="game-card-owner">
              <Avatar src={game.owner.image} name={game.owner.name} decorative />
              <span>{game.owner.name}</span>
            </p>
          </li>
        ))}
      </ul>
      {games.length < total ? (
        <Button variant="outlined" onClick={() => void loadMore()} disabled={loadingMore} aria-busy={loadingMore}>
          Load more
        </Button>
      ) : null}
    </section>
  );
}

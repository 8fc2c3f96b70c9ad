import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { FormError, SubmitButton, TextField, useForm } from '../../forms/index.ts';
import { PageHead } from '../../shell/head.tsx';
import { Avatar } from '../../shell/avatar.tsx';
import { Button } from '../../shell/button.tsx';
import { useToast } from '../../shell/toasts.tsx';
import { errorMessage } from '../../graphql/index.ts';
import { ADD_PLAYER, GAME_PLAYERS, REMOVE_PLAYER } from '../documents.ts';
import { formatDate } from '../../shell/dates.ts';
import { InviteForm } from '../components/InviteForm.tsx';
import { InviteList } from '../components/InviteList.tsx';
import { useSettingsGame } from '../use-settings-game.ts';
import type { GamePlayersQuery } from '../../graphql/generated/graphql.ts';
import { DataTable } from '../../shell/data-table.tsx';
import '../../forms/inline-form.css';

type Player = NonNullable<GamePlayersQuery['game']>['players'][number];

const SOURCE_LABELS: Record<Player['source'], string> = { ADDED: 'Added by name', INVITE: 'Invite', KEY: 'Activation key' };

/** /settings/permissions/players: who may play a private game or one open to listed players only. */
export function PlayersSettingsPage() {
  const { game, base } = useSettingsGame();
  const { data, loading, error } = useQuery(GAME_PLAYERS, {
    variables: { userName: game.owner.userName, gameName: game.gameName },
    fetchPolicy: 'cache-and-network',
  });
  const listMatters = game.visibility === 'PRIVATE' || game.playPermission === 'PLAYERS';
  return (
    <>
      <PageHead title={`Players · ${game.title}`} robots="noindex" />
      <h1>Players</h1>
      <p className="muted">Listed players may see a private game and play it whoever else may. Members always may.</p>
      {listMatters ? null : (
        <p className="settings-note">
          The game is {game.visibility.toLowerCase()} and {game.playPermission === 'ANYONE' ? 'anyone' : 'anyone logged in'} may play it, so
          this list changes nothing yet. Change that on the <Link to={`${base}/permissions`}>Permissions</Link> page.
        </p>
      )}
      <h2>Add a player</h2>
      <AddPlayerForm />
      <h2>Listed players</h2>
      {loading && !data ? (
        <p className="muted" role="status">
          Loading players…
        </p>
      ) : error && !data ? (
        <p className="form-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : (
        <PlayerTable players={data?.game?.players ?? []} />
      )}
      <h2>Invite players</h2>
      <InviteForm gameId={game.id} kind="PLAYER" refetch={['GamePlayers']} />
      <h2>Player invites</h2>
      <InviteList invites={data?.game?.invites ?? []} kind="PLAYER" />
    </>
  );
}

function AddPlayerForm() {
  const { game } = useSettingsGame();
  const [add] = useMutation(ADD_PLAYER, { refetchQueries: ['GamePlayers'], awaitRefetchQueries: true });
  const toast = useToast();
  const form = useForm({
    initialValues: { userName: '' },
    afterSubmit: 'reset',
    onSubmit: async ({ userName }) => {
      const name = userName.trim().replace(/^@/, '');
      await add({ variables: { gameId: game.id, userName: name } });
      toast.show({ id: 'players', content: `@${name} may now play ${game.title}.`, variant: 'success' });
    },
  });
  return (
    <form onSubmit={form.submit} noValidate className="settings-inline-form" aria-label="Add a player by user name">
      <TextField label="User name" field={form.field('userName')} autoComplete="off" placeholder="@name" />
      <SubmitButton form={form}>Add player</SubmitButton>
      <FormError message={form.formError} />
    </form>
  );
}

function PlayerTable({ players }: { players: Player[] }) {
  const { game } = useSettingsGame();
  const [remove, { loading }] = useMutation(REMOVE_PLAYER, { refetchQueries: ['GamePlayers'], awaitRefetchQueries: true });
  const toast = useToast();
  if (players.length === 0) return <p className="muted">No listed players yet.</p>;
  const onRemove = async (player: Player) => {
    if (!window.confirm(`Remove ${player.user.name} from the players of ${game.title}?`)) return;
    try {
      await remove({ variables: { gameId: game.id, userId: player.user.id } });
      toast.show({ id: 'players', content: `${player.user.name} was removed.`, variant: 'success' });
    } catch (error) {
      toast.show({ id: 'players', content: errorMessage(error), variant: 'error' });
    }
  };
  return (
    <DataTable columns={['Player', 'Added through', 'Since']} withActions>
      {players.map((player) => (
        <tr key={player.user.id}>
          <td>
            <span className="settings-person">
              <Avatar src={player.user.image} name={player.user.name} userName={player.user.userName} decorative />
              <span>
                {player.user.name} <span className="muted">@{player.user.userName}</span>
              </span>
            </span>
          </td>
          <td>{SOURCE_LABELS[player.source]}</td>
          <td>{formatDate(player.since)}</td>
          <td>
            <Button size="small" variant="outlined" color="red" disabled={loading} onClick={() => void onRemove(player)}>
              Remove
            </Button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

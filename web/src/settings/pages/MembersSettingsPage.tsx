import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { PageHead } from '../../shell/head.tsx';
import { Avatar } from '../../shell/avatar.tsx';
import { Button } from '../../shell/button.tsx';
import { useToast } from '../../shell/toasts.tsx';
import { errorMessage } from '../../graphql/index.ts';
import { useRequireViewer } from '../../accounts/index.ts';
import { CHANGE_MEMBER_ROLE, GAME_MEMBERS, REMOVE_MEMBER, TRANSFER_OWNERSHIP, type MemberRole } from '../documents.ts';
import { ROLE_LABELS } from '../logic/people.ts';
import { formatDate } from '../../shell/dates.ts';
import { InviteForm } from '../components/InviteForm.tsx';
import { InviteList } from '../components/InviteList.tsx';
import { useSettingsGame } from '../use-settings-game.ts';
import type { GameMembersQuery } from '../../graphql/generated/graphql.ts';
import { DataTable } from '../../shell/data-table.tsx';

type Member = NonNullable<GameMembersQuery['game']>['members'][number];

/**
 * /settings/permissions/members: who works on the game. The owner changes roles, removes members, hands
 * the game over and invites people; other members see the list and may leave. The owner cannot leave.
 */
export function MembersSettingsPage() {
  const { game } = useSettingsGame();
  const { data, loading, error } = useQuery(GAME_MEMBERS, {
    variables: { userName: game.owner.userName, gameName: game.gameName },
    fetchPolicy: 'cache-and-network',
  });
  const members = data?.game?.members ?? [];
  return (
    <>
      <PageHead title={`Members · ${game.title}`} robots="noindex" />
      <h1>Members</h1>
      <p className="muted">
        The owner manages the game and its members. Editors edit the draft and publish revisions. Viewers open the editor read-only.
      </p>
      {loading && !data ? (
        <p className="muted" role="status">
          Loading members…
        </p>
      ) : error && !data ? (
        <p className="form-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : (
        <MemberTable members={members} />
      )}
      {game.viewerCan.manage ? (
        <>
          <h2>Invite a member</h2>
          <InviteForm gameId={game.id} kind="MEMBER" refetch={['GameMembers']} />
          <h2>Member invites</h2>
          <InviteList invites={data?.game?.invites ?? []} kind="MEMBER" />
        </>
      ) : (
        <p className="settings-note">Only the owner, {game.owner.name}, can invite people or change roles.</p>
      )}
    </>
  );
}

function MemberTable({ members }: { members: Member[] }) {
  const { game } = useSettingsGame();
  const { viewer } = useRequireViewer();
  const toast = useToast();
  const navigate = useNavigate();
  const refetch = { refetchQueries: ['GameMembers'], awaitRefetchQueries: true };
  const [changeRole, changing] = useMutation(CHANGE_MEMBER_ROLE, refetch);
  const [remove, removing] = useMutation(REMOVE_MEMBER, refetch);
  const [transfer, transferring] = useMutation(TRANSFER_OWNERSHIP, {
    refetchQueries: ['GameMembers', 'SettingsGame'],
    awaitRefetchQueries: true,
  });
  const busy = changing.loading || removing.loading || transferring.loading;
  const manage = game.viewerCan.manage;

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.show({ id: 'members', content: done, variant: 'success' });
      return true;
    } catch (caught) {
      toast.show({ id: 'members', content: errorMessage(caught), variant: 'error' });
      return false;
    }
  };
  const onRole = (member: Member, role: MemberRole) =>
    run(
      () => changeRole({ variables: { gameId: game.id, userId: member.user.id, role } }),
      `${member.user.name} is now ${role === 'EDITOR' ? 'an editor' : 'a viewer'}.`,
    );
  const onRemove = async (member: Member) => {
    if (!window.confirm(`Remove ${member.user.name} from ${game.title}? They lose access at once.`)) return;
    await run(() => remove({ variables: { gameId: game.id, userId: member.user.id } }), `${member.user.name} was removed.`);
  };
  const onLeave = async (member: Member) => {
    if (!window.confirm(`Leave ${game.title}? You will need a new invite to come back.`)) return;
    if (await run(() => remove({ variables: { gameId: game.id, userId: member.user.id }, refetchQueries: [] }), `You left ${game.title}.`))
      navigate('/account/games', { replace: true });
  };
  const onTransfer = async (member: Member) => {
    if (!window.confirm(`Hand ${game.title} over to ${member.user.name}? They become the owner; you stay on as an editor.`)) return;
    await run(() => transfer({ variables: { gameId: game.id, userId: member.user.id } }), `${member.user.name} now owns ${game.title}.`);
  };

  if (members.length === 0) return <p className="muted">No members.</p>;
  return (
    <DataTable columns={['Member', 'Role', 'Since']} withActions>
      {members.map((member) => {
        const isOwner = member.role === 'OWNER';
        const isSelf = member.user.id === viewer?.id;
        return (
          <tr key={member.user.id}>
            <td>
              <span className="settings-person">
                <Avatar src={member.user.image} name={member.user.name} userName={member.user.userName} decorative />
                <span>
                  {member.user.name} <span className="muted">@{member.user.userName}</span>
                  {isSelf ? <span className="muted"> (you)</span> : null}
                </span>
              </span>
            </td>
            <td>
              {manage && !isOwner ? (
                <select
                  aria-label={`Role of ${member.user.name}`}
                  value={member.role}
                  disabled={busy}
                  onChange={(event) => void onRole(member, event.target.value as MemberRole)}
                >
                  <option value="EDITOR">{ROLE_LABELS.EDITOR}</option>
                  <option value="VIEWER">{ROLE_LABELS.VIEWER}</option>
                </select>
              ) : (
                ROLE_LABELS[member.role]
              )}
            </td>
            <td>{formatDate(member.since)}</td>
            <td>
              <div className="settings-row-actions">
                {manage && !isOwner ? (
                  <>
                    <Button size="small" variant="outlined" disabled={busy} onClick={() => void onTransfer(member)}>
                      Make owner
                    </Button>
                    <Button size="small" variant="outlined" color="red" disabled={busy} onClick={() => void onRemove(member)}>
                      Remove
                    </Button>
                  </>
                ) : null}
                {isSelf && isOwner ? <span className="muted">Hand the game over to another member to leave it.</span> : null}
                {isSelf && !isOwner ? (
                  <Button size="small" variant="outlined" color="red" disabled={busy} onClick={() => void onLeave(member)}>
                    Leave game
                  </Button>
                ) : null}
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

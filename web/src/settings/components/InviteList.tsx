import { useMutation } from '@apollo/client/react';
import { Button } from '../../shell/button.tsx';
import { useToast } from '../../shell/toasts.tsx';
import { errorMessage } from '../../graphql/index.ts';
import { REVOKE_INVITE, type InviteData } from '../documents.ts';
import { inviteStatusLabel, inviteUses, invitesOfKind, ROLE_LABELS } from '../logic/people.ts';
import { formatDateTime } from '../../shell/dates.ts';
import { CopyLink } from './CopyLink.tsx';
import { DataTable } from '../../shell/data-table.tsx';

/** The invites of one kind: the link, who it was mailed to, uses, expiry and status, with Withdraw for active ones. */
export function InviteList({ invites, kind }: { invites: readonly InviteData[]; kind: InviteData['kind'] }) {
  const [revoke, { loading }] = useMutation(REVOKE_INVITE);
  const toast = useToast();
  const shown = invitesOfKind(invites, kind);
  if (shown.length === 0) return <p className="muted">No invites yet.</p>;
  const withdraw = async (invite: InviteData) => {
    if (!window.confirm('Withdraw this invite? Its link stops working at once.')) return;
    try {
      await revoke({ variables: { id: invite.id } });
      toast.show({ id: 'invite', content: 'Invite withdrawn.', variant: 'success' });
    } catch (error) {
      toast.show({ id: 'invite', content: errorMessage(error), variant: 'error' });
    }
  };
  return (
    <DataTable columns={['Link', ...(kind === 'MEMBER' ? ['Role'] : []), 'Uses', 'Expires', 'Status']} withActions>
      {shown.map((invite) => (
        <tr key={invite.id}>
          <td>
            {invite.status === 'VALID' ? <CopyLink url={invite.url} /> : <span className="muted">—</span>}
            {invite.email ? <div className="muted">Mailed to {invite.email}</div> : null}
          </td>
          {kind === 'MEMBER' ? <td>{invite.role ? ROLE_LABELS[invite.role] : ''}</td> : null}
          <td>{inviteUses(invite)}</td>
          <td>{formatDateTime(invite.expiresAt)}</td>
          <td>{inviteStatusLabel(invite.status)}</td>
          <td>
            {invite.status === 'VALID' ? (
              <Button size="small" variant="outlined" color="red" disabled={loading} onClick={() => void withdraw(invite)}>
                Withdraw
              </Button>
            ) : null}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { FormError, SubmitButton, TextField, useForm } from '../../forms/index.ts';
import { useToast } from '../../shell/toasts.tsx';
import { SelectField } from '../../forms/index.ts';
import { CREATE_INVITE, type InviteData } from '../documents.ts';
import { FieldInputError } from '../logic/field-input-error.ts';
import { inviteInput, ROLE_DESCRIPTIONS } from '../logic/people.ts';
import { CopyLink } from './CopyLink.tsx';
import '../../forms/inline-form.css';

const ROLE_CHOICES = [
  { value: 'EDITOR', label: `Editor — ${ROLE_DESCRIPTIONS.EDITOR}` },
  { value: 'VIEWER', label: `Viewer — ${ROLE_DESCRIPTIONS.VIEWER}` },
] as const;

/**
 * Makes an invite to join as a member (with a role) or as a player: a link to copy, mailed too when an
 * address is given. `refetch` names the queries that list invites so the new one shows at once.
 */
export function InviteForm({ gameId, kind, refetch }: { gameId: string; kind: InviteData['kind']; refetch: string[] }) {
  const [create] = useMutation(CREATE_INVITE, { refetchQueries: refetch, awaitRefetchQueries: true });
  const toast = useToast();
  const [created, setCreated] = useState<InviteData | null>(null);
  const form = useForm({
    initialValues: { role: 'EDITOR', email: '', maxUses: '1', expiresInDays: '7' },
    readiness: 'always',
    afterSubmit: 'reset',
    onSubmit: async (values) => {
      const checked = inviteInput(values, kind);
      if (!checked.ok) throw new FieldInputError(checked.fieldErrors);
      const { data } = await create({ variables: { gameId, input: checked.input } });
      const invite = data!.createInvite;
      setCreated(invite);
      toast.show({
        id: 'invite',
        content: invite.email ? `Invite sent to ${invite.email}.` : 'Invite link ready: copy it and send it.',
        variant: 'success',
      });
    },
  });
  return (
    <>
      <form onSubmit={form.submit} noValidate aria-label={kind === 'MEMBER' ? 'Invite a member' : 'Invite a player'}>
        {kind === 'MEMBER' ? <SelectField label="Role" field={form.field('role')} choices={ROLE_CHOICES} /> : null}
        <TextField
          label="Email (optional)"
          type="email"
          field={form.field('email')}
          autoComplete="off"
          hint="Leave empty to only make a link you share yourself."
        />
        <div className="settings-inline-form">
          <TextField label="Uses" field={form.field('maxUses')} inputMode="numeric" size={6} hint="How many people may use it." />
          <TextField label="Expires in (days)" field={form.field('expiresInDays')} inputMode="numeric" size={6} hint="1 to 90." />
        </div>
        <FormError message={form.formError} />
        <SubmitButton form={form}>{kind === 'MEMBER' ? 'Create member invite' : 'Create player invite'}</SubmitButton>
      </form>
      {created ? (
        <div className="settings-note" role="status">
          <p>
            New invite{created.email ? ` (mailed to ${created.email})` : ''}: anyone with this link can accept it
            {created.maxUses > 1 ? `, up to ${created.maxUses} people` : ' once'}.
          </p>
          <CopyLink url={created.url} label="New invite link" />
        </div>
      ) : null}
    </>
  );
}

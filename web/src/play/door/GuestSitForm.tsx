import { useMemo } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router';
import { suggestGuestName } from '@tablecraft/core';
import { Button } from '../../shell/button.tsx';
import { FormError, SubmitButton, TextField, useForm } from '../../forms/index.ts';
import { JOIN_ROOM_AS_GUEST } from './documents.ts';
import { logInThenBack, roomPathToSit, roomPathWithInvite, signUpThenBack } from './door-links.ts';
import { useEnterAsGuest } from './guest-entry.ts';
import './door.css';

interface Props {
  roomCode: string;
  /** The room's address (without a query). */
  roomPath: string;
  /** The room's invite, when the person came by its link. */
  invite: string | null;
  /** The seat to take once seated, or `any`; null comes in to watch (every seat is taken), to sit when one frees up. */
  seat: string | null;
  /** What the button says: "Sit here", or for a full room, "Watch the game". */
  submitLabel?: string;
  /** The name this browser's guest used before, offered again. */
  previousName?: string | null;
  onCancel?: () => void;
  /** In a note over the table: the name and the button on one line, without the hint. */
  compact?: boolean;
}

/**
 * The door for someone without an account: a name (one is offered, so one click sits them) and "Sit
 * here", or Log in / Sign up, which come back to this room. Once seated as a guest the room's page joins
 * again as that guest and takes the seat (guest-entry.ts).
 */
export function GuestSitForm({
  roomCode,
  roomPath,
  invite,
  seat,
  previousName,
  onCancel,
  submitLabel = 'Sit here',
  compact = false,
}: Props) {
  const suggested = useMemo(() => previousName ?? suggestGuestName(), [previousName]);
  const [join] = useMutation(JOIN_ROOM_AS_GUEST);
  const enterAsGuest = useEnterAsGuest();
  const form = useForm({
    initialValues: { name: suggested },
    readiness: 'always',
    onSubmit: async ({ name }) => {
      await join({ variables: { code: roomCode, name, invite } });
      // The socket learns who this browser is when it connects: the room's page joins again as the guest,
      // or, outside one, the room loads again.
      const path = seat === null ? roomPath : roomPathToSit(roomPath, seat);
      if (enterAsGuest) await enterAsGuest(path);
      else window.location.assign(path);
    },
  });
  const back = roomPathWithInvite(roomPath, invite);
  return (
    <form className={`guest-sit-form${compact ? ' guest-sit-form-compact' : ''}`} aria-label="Sit as a guest" onSubmit={form.submit}>
      <TextField
        label="Your name at the table"
        field={form.field('name')}
        autoComplete="nickname"
        maxLength={24}
        hint={compact ? undefined : 'Shown to the others, marked as a guest. No account needed.'}
      />
      <FormError message={form.formError} />
      <p className="guest-sit-actions">
        <SubmitButton form={form}>{submitLabel}</SubmitButton>
        {onCancel ? (
          <Button variant="outlined" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </p>
      <p className="guest-sit-accounts">
        Have an account? <Link to={logInThenBack(back)}>Log in</Link> or <Link to={signUpThenBack(back)}>sign up</Link> and come back to
        this room.
      </p>
    </form>
  );
}

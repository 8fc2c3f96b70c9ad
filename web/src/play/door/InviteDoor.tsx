import { PageHead } from '../../shell/head.tsx';
import { GuestSitForm } from './GuestSitForm.tsx';

interface Props {
  roomCode: string;
  roomPath: string;
  invite: string;
  gameTitle: string;
  hostName: string;
  /** Seats nobody holds or is kept for: with none, the door offers to come in and watch. */
  seatsFree: number;
  previousName: string | null;
}

/**
 * What an invite link shows someone without an account: whose game it is, a name, and Sit here (the
 * first free seat), or Log in / Sign up that come back through the same link. A room whose seats are all
 * taken says so, and offers to come in and watch until one frees up, never a seat it does not have.
 */
export function InviteDoor({ roomCode, roomPath, invite, gameTitle, hostName, seatsFree, previousName }: Props) {
  const full = seatsFree <= 0;
  return (
    <main className="page narrow invite-door">
      <PageHead title={`Play ${gameTitle}`} robots="noindex" />
      <h1>Play {gameTitle}</h1>
      {full ? (
        <p>
          {hostName} invited you to their table, but every seat is taken right now. Pick a name and come in to watch: you can sit as soon as
          a seat frees up. No account needed.
        </p>
      ) : (
        <p>{hostName} invited you to their table. Pick a name and sit down: no account needed.</p>
      )}
      <GuestSitForm
        roomCode={roomCode}
        roomPath={roomPath}
        invite={invite}
        seat={full ? null : 'any'}
        submitLabel={full ? 'Watch the game' : 'Sit here'}
        previousName={previousName}
      />
    </main>
  );
}

import { PageHead } from '../../shell/head.tsx';
import { GuestSitForm } from './GuestSitForm.tsx';

interface Props {
  roomCode: string;
  roomPath: string;
  invite: string;
  gameTitle: string;
  hostName: string;
  previousName: string | null;
}

/**
 * What an invite link shows someone without an account: whose game it is, a name, and Sit here (the
 * first free seat), or Log in / Sign up that come back through the same link.
 */
export function InviteDoor({ roomCode, roomPath, invite, gameTitle, hostName, previousName }: Props) {
  return (
    <main className="page narrow invite-door">
      <PageHead title={`Play ${gameTitle}`} robots="noindex" />
      <h1>Play {gameTitle}</h1>
      <p>{hostName} invited you to their table. Pick a name and sit down: no account needed.</p>
      <GuestSitForm roomCode={roomCode} roomPath={roomPath} invite={invite} seat="any" previousName={previousName} />
    </main>
  );
}

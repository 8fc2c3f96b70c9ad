import type { PlayPermission } from '../documents.ts';

export interface PlayPermissionChoice {
  value: PlayPermission;
  label: string;
  description: string;
}

/** Who may play, in the order the permissions page offers it. */
export const PLAY_PERMISSION_CHOICES: readonly PlayPermissionChoice[] = [
  {
    value: 'ANYONE',
    label: 'Anyone',
    description: 'Everyone who can open the game may take a seat: people without an account sit as guests, with a name and no sign-up.',
  },
  {
    value: 'USERS',
    label: 'Logged-in users',
    description: 'Anyone with a Tablecraft account may take a seat; visitors are asked to log in or sign up.',
  },
  {
    value: 'PLAYERS',
    label: 'Listed players only',
    description:
      "Only the people on the player list (and members) may take a seat, and whoever a room's host lets in with its invite link.",
  },
];

/** What the spectator box means with the chosen play permission. */
export function spectatorNote(playPermission: PlayPermission, allowSpectators: boolean): string {
  if (!allowSpectators) return 'Only people who may play can open a room.';
  if (playPermission === 'ANYONE') return 'Anyone may already play; spectators watch without taking a seat.';
  return 'People who may not play can still open a room and watch the table without taking a seat.';
}

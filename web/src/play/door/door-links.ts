/** The room's address with a seat to take once seated (`sit`: a seat id, or `any` for the first free one). */
export function roomPathToSit(roomPath: string, seat: string): string {
  return `${roomPath}?sit=${encodeURIComponent(seat)}`;
}

/** The room's address with its invite, so a log-in or sign-up from the door comes back admitted. */
export function roomPathWithInvite(roomPath: string, invite: string | null): string {
  return invite ? `${roomPath}?invite=${encodeURIComponent(invite)}` : roomPath;
}

/** Log in, then back to `next`. */
export const logInThenBack = (next: string) => `/log-in?next=${encodeURIComponent(next)}`;
/** Sign up, then back to `next` (the mailed link carries it). A guest's page fills in the name it chose at the table. */
export const signUpThenBack = (next: string) => `/sign-up?next=${encodeURIComponent(next)}`;

/** The seat a page was sent back to take (`?sit=`), once, or null. */
export function seatToTake(search: string): string | null {
  return new URLSearchParams(search).get('sit');
}

/** The invite a room's address carries (`?invite=`), or null. */
export function inviteIn(search: string): string | null {
  const invite = new URLSearchParams(search).get('invite');
  return invite && invite.length <= 100 ? invite : null;
}

import { createContext, useContext } from 'react';

/**
 * How the room's page lets in a guest the door has just made (the guest cookie is set), given the room's
 * address to go to (`?sit=` the seat to take): it joins the room again as the guest and asks every query
 * again, without loading the page again. On a slow phone a reload costs seconds: the page, its settings
 * and every script's start-up a second time.
 */
export type EnterAsGuest = (path: string) => Promise<void>;

export const GuestEntryContext = createContext<EnterAsGuest | null>(null);

/** The room page's way in for a new guest, or null outside a room's page (the door then loads the room again). */
export function useEnterAsGuest(): EnterAsGuest | null {
  return useContext(GuestEntryContext);
}

import type { SettingsGame } from './documents.ts';

export interface Section {
  path: string;
  label: string;
  /**
   * The capability the section needs: the owner's (manage, delete) or any member's (viewDraft). The
   * members list is open to every member so that editors and viewers can see who they work with and leave.
   */
  needs: 'manage' | 'delete' | 'viewDraft';
}

/** The settings sections in menu order (spec section 2). */
export const SECTIONS: readonly Section[] = [
  { path: 'profile', label: 'Profile', needs: 'manage' },
  { path: 'page', label: 'Game page', needs: 'manage' },
  { path: 'permissions', label: 'Permissions', needs: 'manage' },
  { path: 'permissions/members', label: 'Members', needs: 'viewDraft' },
  { path: 'permissions/players', label: 'Players', needs: 'manage' },
  { path: 'revisions', label: 'Revisions', needs: 'viewDraft' },
  { path: 'delete', label: 'Delete', needs: 'delete' },
];

type Capabilities = Pick<SettingsGame, 'viewerCan'>;

/** The sections the viewer may open. */
export function visibleSections(game: Capabilities): Section[] {
  return SECTIONS.filter((section) => game.viewerCan[section.needs]);
}

/** The section a path below /settings names ("permissions/members", "/page/"), or null for none. */
export function sectionAt(rest: string): Section | null {
  const path = rest.replace(/^\/+|\/+$/g, '').toLowerCase();
  return SECTIONS.find((section) => section.path === path) ?? null;
}

/**
 * Whether the viewer may open the page at `rest` below /settings. Only known sections are judged;
 * anything else falls through to the routes (and Not Found).
 */
export function mayOpen(game: Capabilities, rest: string): boolean {
  const section = sectionAt(rest);
  return section === null || game.viewerCan[section.needs];
}

/** Where a renamed or handed-over game's settings page lives now: the same section under the new address. */
export function settingsRedirect(pathname: string, requestedBase: string, redirectTo: string): string {
  return `${redirectTo}/settings${belowBase(pathname, requestedBase)}`;
}

/** The part of `pathname` after `base` ("/permissions/members"), compared without case like game addresses. */
export function belowBase(pathname: string, base: string): string {
  return pathname.toLowerCase().startsWith(base.toLowerCase()) ? pathname.slice(base.length) : '';
}

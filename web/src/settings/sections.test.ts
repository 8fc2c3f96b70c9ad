import { describe, expect, it } from 'vitest';
import { belowBase, mayOpen, SECTIONS, sectionAt, settingsRedirect, visibleSections } from './sections.ts';

const member = (role: 'owner' | 'editor' | 'viewer') => {
  const owner = role === 'owner';
  return {
    viewerCan: {
      view: true,
      viewDraft: true,
      edit: role !== 'viewer',
      publish: role !== 'viewer',
      manage: owner,
      delete: owner,
      play: true,
      watch: true,
    },
  };
};

describe('settings sections', () => {
  it('shows the owner every section and other members the members list and revisions', () => {
    expect(visibleSections(member('owner'))).toEqual(SECTIONS);
    expect(visibleSections(member('editor')).map((s) => s.path)).toEqual(['permissions/members', 'revisions']);
    expect(visibleSections(member('viewer')).map((s) => s.path)).toEqual(['permissions/members', 'revisions']);
  });

  it('finds the section a path names, longest path first, with or without slashes', () => {
    expect(sectionAt('/permissions/members')?.label).toBe('Members');
    expect(sectionAt('permissions/')?.label).toBe('Permissions');
    expect(sectionAt('/Delete')?.label).toBe('Delete');
    expect(sectionAt('/nowhere')).toBeNull();
  });

  it('lets only the owner open owner sections; unknown paths are left to the routes', () => {
    expect(mayOpen(member('editor'), '/profile')).toBe(false);
    expect(mayOpen(member('editor'), '/delete')).toBe(false);
    expect(mayOpen(member('editor'), '/revisions')).toBe(true);
    expect(mayOpen(member('owner'), '/delete')).toBe(true);
    expect(mayOpen(member('viewer'), '/nowhere')).toBe(true);
  });

  it('keeps the section when following a renamed game', () => {
    expect(settingsRedirect('/@ada/old/settings/permissions/members', '/@ada/old/settings', '/@ada/new')).toBe(
      '/@ada/new/settings/permissions/members',
    );
    expect(settingsRedirect('/@ada/old/settings', '/@ada/old/settings', '/@bob/old')).toBe('/@bob/old/settings');
    expect(belowBase('/@Ada/Chess/settings/page', '/@ada/chess/settings')).toBe('/page');
  });
});

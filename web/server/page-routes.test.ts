import { describe, expect, it } from 'vitest';
import { matchPageRoute } from './page-routes.ts';

describe('matchPageRoute', () => {
  it('knows every page of the spec, ignoring case in fixed segments and a trailing slash', () => {
    for (const path of [
      '/',
      '/create',
      '/learn',
      '/Privacy',
      '/terms/',
      '/log-in',
      '/sign-up',
      '/reset-password',
      '/confirm-email',
      '/me',
      '/accept-invite/abc',
      '/activate-key/abc',
      '/account',
      '/account/games',
      '/account/delete',
    ]) {
      expect(matchPageRoute(path), path).toMatchObject({ kind: 'page' });
    }
    expect(matchPageRoute('/learn/getting-started')).toEqual({ kind: 'learn', documentName: 'getting-started' });
    expect(matchPageRoute('/@ada')).toEqual({ kind: 'profile', userName: 'ada' });
    expect(matchPageRoute('/@john.doe/chess')).toEqual({ kind: 'game', userName: 'john.doe', gameName: 'chess' });
    for (const path of [
      '/@ada/chess/settings',
      '/@ada/chess/settings/permissions/members',
      '/@ada/chess/edit/draft',
      '/@ada/chess/edit/v2/components/abc/variants',
      '/@ada/chess/play/k7q2',
      '/@ada/chess/play/k7q2/fairness',
    ]) {
      expect(matchPageRoute(path), path).toEqual({ kind: 'game-area', userName: 'ada', gameName: 'chess' });
    }
  });

  it('knows no other address', () => {
    for (const path of [
      '/no/such/page',
      '/privacy/extra',
      '/learn/no-such-guide',
      '/account/nope',
      '/accept-invite',
      '/ada',
      '/@',
      '/@ada/chess/nonsense',
      '/@ada/chess/settings/nope',
      '/@ada/chess/edit',
      '/@ada/chess/play',
      '/@ada/chess/play/k7q2/more',
      '//privacy',
    ]) {
      expect(matchPageRoute(path), path).toBeNull();
    }
  });
});

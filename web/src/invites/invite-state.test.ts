import { describe, expect, it } from 'vitest';
import { afterAcceptPath, inviteOffer, inviteState } from './invite-state.ts';
import { returnPaths } from './return-paths.ts';
import type { InvitePreviewQuery } from '../graphql/generated/graphql.ts';

type Invite = NonNullable<InvitePreviewQuery['invite']>;
const game = { title: 'Chess', gameName: 'chess', ownerUserName: 'ada', ownerName: 'Ada', path: '/@ada/chess', thumbnailPath: null };
const invite = (overrides: Partial<Invite> = {}): Invite => ({
  code: 'c'.repeat(24),
  kind: 'MEMBER',
  role: 'EDITOR',
  status: 'VALID',
  expiresAt: '2030-01-01T00:00:00Z',
  viewerRole: null,
  viewerIsPlayer: false,
  game,
  ...overrides,
});

describe('accept-invite page', () => {
  it('says when a code is unknown or no longer works', () => {
    expect(inviteState(null, true)).toEqual({ kind: 'unknown' });
    expect(inviteState(invite({ status: 'EXPIRED' }), true)).toEqual({
      kind: 'refused',
      message: 'This invite has expired. Ask for a new one.',
    });
    expect(inviteState(invite({ status: 'USED_UP' }), false)).toEqual({
      kind: 'refused',
      message: 'This invite has already been used. Ask for a new one.',
    });
    expect(inviteState(invite({ status: 'REVOKED' }), true)).toEqual({
      kind: 'refused',
      message: 'This invite was withdrawn. Ask for a new one.',
    });
  });

  it('asks visitors to log in, and tells people who already have access', () => {
    expect(inviteState(invite(), false)).toEqual({ kind: 'log-in' });
    expect(inviteState(invite({ viewerRole: 'VIEWER' }), true)).toEqual({ kind: 'already', message: 'You are already a viewer of Chess.' });
    expect(inviteState(invite({ kind: 'PLAYER', role: null, viewerIsPlayer: true }), true)).toEqual({
      kind: 'already',
      message: 'You may already play Chess.',
    });
    expect(inviteState(invite(), true)).toEqual({ kind: 'ready' });
  });

  it('words the offer and where accepting leads', () => {
    expect(inviteOffer(invite(), 'Chess')).toBe('work on Chess as an editor');
    expect(inviteOffer(invite({ kind: 'PLAYER', role: null }), 'Chess')).toBe('play Chess');
    expect(afterAcceptPath('MEMBER', '/@ada/chess')).toBe('/@ada/chess/edit/draft');
    expect(afterAcceptPath('PLAYER', '/@ada/chess')).toBe('/@ada/chess');
  });

  it('sends visitors to log in or sign up and back to act on the code', () => {
    expect(returnPaths('/accept-invite/abc')).toEqual({
      next: '/accept-invite/abc?accept=1',
      logIn: '/log-in?next=%2Faccept-invite%2Fabc%3Faccept%3D1',
      signUp: '/sign-up?next=%2Faccept-invite%2Fabc%3Faccept%3D1',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { can, roleOf, type GameResource } from './index.ts';
import { canReadAsset } from '../uploads/index.ts';

const owner = { id: 'owner' };
const editor = { id: 'editor' };
const viewer = { id: 'viewer' };
const player = { id: 'player' };
const stranger = { id: 'stranger' };

const game = (patch: Partial<GameResource> = {}): GameResource => ({
  ownerId: 'owner',
  visibility: 'private',
  playPermission: 'anyone',
  allowSpectators: true,
  members: [
    { userId: 'owner', role: 'owner' },
    { userId: 'editor', role: 'editor' },
    { userId: 'viewer', role: 'viewer' },
  ],
  playerIds: ['player'],
  ...patch,
});

const ACTIONS = [
  'game.view',
  'game.viewDraft',
  'game.edit',
  'game.publish',
  'game.manage',
  'game.delete',
  'game.play',
  'game.watch',
  'game.leave',
] as const;
const allowed = (actor: { id: string } | null, resource: GameResource) => ACTIONS.filter((action) => can(actor, action, resource));

describe('game rules', () => {
  it('gives each role its rights on a private game', () => {
    expect(allowed(owner, game())).toEqual([
      'game.view',
      'game.viewDraft',
      'game.edit',
      'game.publish',
      'game.manage',
      'game.delete',
      'game.play',
      'game.watch',
    ]);
    expect(allowed(editor, game())).toEqual([
      'game.view',
      'game.viewDraft',
      'game.edit',
      'game.publish',
      'game.play',
      'game.watch',
      'game.leave',
    ]);
    expect(allowed(viewer, game())).toEqual(['game.view', 'game.viewDraft', 'game.play', 'game.watch', 'game.leave']);
    expect(allowed(player, game())).toEqual(['game.view', 'game.play', 'game.watch']);
    expect(allowed(stranger, game())).toEqual([]);
    expect(allowed(null, game())).toEqual([]);
  });

  it('takes the owner from owner_id: a stale owner row grants nothing', () => {
    const handedOver = game({
      ownerId: 'editor',
      members: [
        { userId: 'owner', role: 'owner' },
        { userId: 'editor', role: 'editor' },
      ],
    });
    expect(roleOf(owner, handedOver)).toBeNull();
    expect(roleOf(editor, handedOver)).toBe('owner');
    expect(can(owner, 'game.manage', handedOver)).toBe(false);
  });

  it('follows the play permission on a public game, and spectators when allowed', () => {
    expect(allowed(stranger, game({ visibility: 'public' }))).toEqual(['game.view', 'game.play', 'game.watch']);
    expect(allowed(null, game({ visibility: 'public', playPermission: 'users' }))).toEqual(['game.view', 'game.watch']);
    expect(allowed(stranger, game({ visibility: 'public', playPermission: 'users' }))).toEqual(['game.view', 'game.play', 'game.watch']);
    expect(allowed(stranger, game({ visibility: 'unlisted', playPermission: 'players', allowSpectators: false }))).toEqual(['game.view']);
    expect(allowed(player, game({ visibility: 'public', playPermission: 'players', allowSpectators: false }))).toEqual([
      'game.view',
      'game.play',
      'game.watch',
    ]);
    // Members always play, whatever the permission.
    expect(can(viewer, 'game.play', game({ playPermission: 'players', playerIds: [] }))).toBe(true);
  });

  it('lets room rules follow: a listed player joins rooms of a private game, a viewer cannot test-play the draft', () => {
    const room = { hostId: 'owner', testPlay: false, game: game(), bannedIds: [], admittedIds: [] };
    expect(can(player, 'room.join', room)).toBe(true);
    expect(can(stranger, 'room.join', room)).toBe(false);
    expect(can(viewer, 'room.join', { ...room, testPlay: true })).toBe(false);
    expect(can(editor, 'room.createTestPlay', game())).toBe(true);
    expect(can(editor, 'room.manage', room)).toBe(false);
  });
});

describe('asset read rule with the game loaded', () => {
  const asset = (g: GameResource) => ({ ownerId: 'owner', pipeline: 'image' as const, gameVisibility: g.visibility, game: g });
  it("shows a private game's images to its members and listed players only", () => {
    for (const person of [editor, viewer, player]) expect(canReadAsset(person, asset(game()))).toBe(true);
    expect(canReadAsset(stranger, asset(game()))).toBe(false);
    expect(canReadAsset(null, asset(game()))).toBe(false);
    expect(canReadAsset(null, asset(game({ visibility: 'public' })))).toBe(true);
  });
});

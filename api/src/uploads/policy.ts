import { can, type Actor, type GameResource } from '../policies/index.ts';

/** What the read rule needs to know about an asset. */
export interface AssetReadResource {
  ownerId: string;
  /** Avatars are shown next to their owner's name everywhere, so anyone may see them. */
  pipeline?: 'image' | 'avatar' | 'sheet';
  /** Visibility of the game the asset belongs to; null when it belongs to none. */
  gameVisibility: 'public' | 'unlisted' | 'private' | null;
  /**
   * The asset's game with its members and players, when the caller loaded it: then whoever may view
   * the game (its members and listed players included) may see its images.
   */
  game?: GameResource | null;
}

/**
 * Who may see an asset's files and details: its owner, and anyone who may view its game (a public or
 * unlisted game is open to everyone with the link, so its images must load for them too; a private
 * game's images load for its members and listed players).
 * Pure on purpose: the central policy module takes it over as `asset.read`.
 */
export function canReadAsset(viewer: Actor, asset: AssetReadResource): boolean {
  if (viewer !== null && viewer.id === asset.ownerId) return true;
  if (asset.pipeline === 'avatar') return true;
  if (asset.game) return can(viewer, 'game.view', asset.game);
  return asset.gameVisibility === 'public' || asset.gameVisibility === 'unlisted';
}

/** Only the owner deletes an asset (game editors will be added with game membership). */
export function canDeleteAsset(viewer: Actor, asset: Pick<AssetReadResource, 'ownerId'>): boolean {
  return viewer !== null && viewer.id === asset.ownerId;
}

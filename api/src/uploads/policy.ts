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
 * Who may see an asset's files and details: anyone who may view its game when it has one (its uploader
 * only while they still may), else its owner (a public or
 * unlisted game is open to everyone with the link, so its images must load for them too; a private
 * game's images load for its members and listed players).
 * Pure on purpose: the central policy module takes it over as `asset.read`.
 */
export function canReadAsset(viewer: Actor, asset: AssetReadResource): boolean {
  if (asset.pipeline === 'avatar') return true;
  if (asset.game) return can(viewer, 'game.view', asset.game);
  if (viewer !== null && viewer.id === asset.ownerId) return true;
  return asset.gameVisibility === 'public' || asset.gameVisibility === 'unlisted';
}

/**
 * An asset of a game is deleted by whoever may edit the game (not by a former editor, even its uploader);
 * an asset of no game (an avatar, a library image) only by its owner.
 */
export function canDeleteAsset(viewer: Actor, asset: Pick<AssetReadResource, 'ownerId' | 'game'>): boolean {
  if (asset.game) return can(viewer, 'game.edit', asset.game);
  return viewer !== null && viewer.id === asset.ownerId;
}

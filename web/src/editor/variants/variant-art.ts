import type { Component, GameDocument, Variant } from '@tablecraft/core/game';
import { fieldValue, uploadedAssetUrl } from '../../canvas/face/index.ts';

/**
 * The picture that tells a variant apart in the variants table: its sheet frame, else the first image its
 * front's image fields show, else the component's front image. Null when it has none.
 */
export function variantArtUrl(
  doc: Pick<GameDocument, 'assets' | 'fields'>,
  component: Component,
  variant: Variant,
  apiUrl?: string,
): string | null {
  const url = (assetRefId: string, frame?: number) => {
    const ref = doc.assets.find((asset) => asset.id === assetRefId);
    if (!ref) return null;
    const index = frame ?? ref.frame?.index;
    return uploadedAssetUrl(ref.assetId, index === undefined ? { rendition: 'thumb', apiUrl } : { frame: index, apiUrl });
  };
  if (variant.sheetFrame) return url(variant.sheetFrame.assetRefId, variant.sheetFrame.index);
  for (const field of doc.fields) {
    if (field.componentId !== component.id || field.type !== 'image' || field.face !== 'front') continue;
    const value = fieldValue(field, variant);
    if (typeof value === 'string' && value !== '') {
      const found = url(value);
      if (found) return found;
    }
  }
  const front = component.kind === 'tile' ? component.faces.front.imageAssetId : undefined;
  return front ? url(front) : null;
}

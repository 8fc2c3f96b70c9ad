import { deckFromSheet, frameAssetRef, type AssetRef, type DocumentResult, type GameDocument } from '@tablecraft/core/game';

/**
 * What the cards of a deck made from a sheet show face down: the plain back every new card has, one of the
 * game's images (an asset ref, such as a back the author dropped), or a frame of the sheet itself (counted
 * from 0, as the sheet's frames are).
 */
export type CardBack = { kind: 'plain' } | { kind: 'image'; assetRefId: string } | { kind: 'frame'; index: number };

type SheetDeckOptions = Parameters<typeof deckFromSheet>[2];

/**
 * A deck of a sheet's frames (deckFromSheet) whose cards show `back` face down. A frame of the sheet that is
 * the back is not a card as well: the deck holds the other frames, and the cards are numbered without it.
 */
export function deckFromSheetWithBack(
  doc: GameDocument,
  sheetRefId: string,
  options: SheetDeckOptions & { back: CardBack },
): DocumentResult<GameDocument, { componentId: string; deckObjectId: string; added: number }> {
  const { back, ...deck } = options;
  const made = deckFromSheet(doc, sheetRefId, deck);
  if (!made.ok || back.kind === 'plain') return made;
  let next = made.doc;
  let added = made.added;
  let backRefId = back.kind === 'image' ? back.assetRefId : null;
  if (back.kind === 'frame') {
    const newRefs: AssetRef[] = [];
    backRefId = frameAssetRef(next.assets, newRefs, { assetRefId: sheetRefId, index: back.index });
    const card = next.variants.find(
      (variant) =>
        variant.componentId === made.componentId &&
        variant.sheetFrame?.assetRefId === sheetRefId &&
        variant.sheetFrame.index === back.index,
    );
    const cards = next.variants.filter((variant) => variant.componentId === made.componentId && variant.id !== card?.id);
    const name = next.components.find((component) => component.id === made.componentId)?.name ?? 'Card';
    const numbered = new Map(cards.map((variant, index) => [variant.id, `${name} ${index + 1}`]));
    next = {
      ...next,
      assets: [...next.assets, ...newRefs],
      variants: next.variants
        .filter((variant) => variant.id !== card?.id)
        .map((variant) => (numbered.has(variant.id) ? { ...variant, name: numbered.get(variant.id)! } : variant)),
      objects: next.objects.filter((object) => !card || object.variantId !== card.id || object.componentId !== made.componentId),
    };
    if (card) added -= 1;
  }
  const refId = backRefId;
  if (!refId || !next.assets.some((asset) => asset.id === refId))
    return { ok: false, problems: [{ path: ['assets'], code: 'NOT_FOUND', message: 'The back’s image is not among the game’s assets.' }] };
  return {
    ...made,
    added,
    doc: {
      ...next,
      components: next.components.map((component) =>
        component.id === made.componentId && component.kind === 'tile'
          ? { ...component, faces: { ...component.faces, back: { ...component.faces.back, imageAssetId: refId } } }
          : component,
      ),
    },
  };
}

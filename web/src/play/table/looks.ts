import type { GameDocument } from '@tablecraft/core/game';
import type { PieceView, PileView, RoomView } from '@tablecraft/core/play';
import { plainFace, type FaceLook, type PieceLook } from '../../canvas/piece-look.ts';
import { rotationDegrees } from '../../canvas/geometry.ts';
import { documentAssetUrls, faceDrawing, type AssetUrlResolver } from '../../canvas/face/index.ts';

type Component = GameDocument['components'][number];

const BACK_FALLBACK = '#1e3a8a';
const DIE_COLOUR = '#ffffff';
const COUNTER_COLOUR = '#fef3c7';

/** Words for a piece followed by the text the game's scripts put on it, if any ("Jack, labelled “3 points”"): for lists and screen readers. */
export function withScriptLabel(words: string, label: string | undefined): string {
  return label === undefined ? words : `${words}, labelled “${label}”`;
}

/**
 * Turns pieces as the viewer sees them into looks for the canvas, from the game document. Looks are
 * cached by what decides them, so a thousand copies of one card back are one object and memoised
 * canvas nodes skip redrawing.
 */
export class LookBook {
  private cache = new Map<string, PieceLook>();
  private components: Map<string, Component>;
  private variants: Map<string, GameDocument['variants'][number]>;
  private urlOf: AssetUrlResolver;

  constructor(
    private readonly doc: GameDocument,
    private readonly apiUrl?: string,
  ) {
    this.components = new Map(doc.components.map((c) => [c.id, c]));
    this.variants = new Map(doc.variants.map((v) => [v.id, v]));
    this.urlOf = documentAssetUrls(doc, apiUrl);
  }

  /** The look of a piece on the table, in a hand or on top of a pile. `pile` is given for containers. */
  piece(piece: Pick<PieceView, 'componentId' | 'variantId' | 'faceUp' | 'rotation' | 'value'>, pile?: PileView, inHand = false): PieceLook {
    const key = `${piece.componentId}|${piece.variantId}|${piece.faceUp || inHand}|${piece.rotation}|${piece.value}|${pile ? `${pile.count}:${pile.top?.componentId}:${pile.top?.variantId}` : ''}`;
    let look = this.cache.get(key);
    if (!look) {
      look = this.build(piece, pile, inHand);
      this.cache.set(key, look);
    }
    return look;
  }

  /** A stack dropzone drawn as a pile: its top piece and count inside the zone's outline. */
  pileZone(view: RoomView, zoneId: string): PieceLook {
    const zone = view.zones[zoneId]!;
    const pile = view.piles[zoneId] ?? { id: zoneId, count: 0, top: null };
    const key = `zone|${zoneId}|${pile.count}|${pile.top?.componentId}|${pile.top?.variantId}`;
    let look = this.cache.get(key);
    if (!look) {
      look = {
        kind: 'container',
        width: zone.width,
        height: zone.height,
        rotation: 0,
        name: zone.name,
        side: plainFace('transparent'),
        showingBack: false,
        count: pile.count,
        top: this.topOf(pile),
      };
      this.cache.set(key, look);
    }
    return look;
  }

  /** A piece's display name for menus and screen readers: the variant when visible, else the component. */
  nameOf(piece: Pick<PieceView, 'componentId' | 'variantId'>): string {
    const component = this.components.get(piece.componentId);
    const variant = piece.variantId ? this.variants.get(piece.variantId) : undefined;
    if (variant) return variant.name;
    return component?.name ?? 'Piece';
  }

  /** A piece in words: its name, and a die's or counter's number ("Die: 4"). */
  labelOf(piece: Pick<PieceView, 'componentId' | 'variantId' | 'value'>): string {
    const name = this.nameOf(piece);
    return piece.value !== undefined ? `${name}: ${piece.value}` : name;
  }

  /** A pile's name: its zone's, or its container piece's. */
  pileName(view: RoomView, pileId: string): string {
    return view.zones[pileId]?.name ?? (view.pieces[pileId] ? this.nameOf(view.pieces[pileId]!) : 'Pile');
  }

  /** What a menu or toolbar is about: the piece's name, the pile's with its count, or the table. */
  targetTitle(view: RoomView, target: { kind: 'piece'; pieceId: string } | { kind: 'pile'; pileId: string } | { kind: string }): string {
    if ('pieceId' in target && view.pieces[target.pieceId]) return this.nameOf(view.pieces[target.pieceId]!);
    if ('pileId' in target) return `${this.pileName(view, target.pileId)} (${view.piles[target.pileId]?.count ?? 0})`;
    return 'Table';
  }

  /** A pile in words: its name, count and what lies on top ("Discard (2): Card 7", "Deck (40): face down"). */
  pileLabel(view: RoomView, pileId: string): string {
    const pile = view.piles[pileId];
    const name = this.pileName(view, pileId);
    const top = pile?.top ? (pile.top.variantId ? this.nameOf(pile.top) : 'face down') : 'empty';
    return `${name} (${pile?.count ?? 0}): ${top}`;
  }

  private topOf(pile: PileView): PieceLook | null {
    if (!pile.top) return null;
    return this.piece({
      componentId: pile.top.componentId,
      variantId: pile.top.variantId,
      faceUp: pile.top.variantId !== null,
      rotation: 0,
    });
  }

  private build(
    piece: Pick<PieceView, 'componentId' | 'variantId' | 'faceUp' | 'rotation' | 'value'>,
    pile: PileView | undefined,
    inHand: boolean,
  ): PieceLook {
    const component = this.components.get(piece.componentId);
    const base = {
      width: component?.width ?? 60,
      height: component?.height ?? 90,
      rotation: rotationDegrees(piece.rotation, component?.orientations ?? 4),
      name: component?.name ?? 'Piece',
      value: piece.value,
    };
    if (!component) return { ...base, kind: 'tile', side: plainFace(BACK_FALLBACK), showingBack: true };
    switch (component.kind) {
      case 'die':
        return { ...base, kind: 'die', side: plainFace(DIE_COLOUR), showingBack: false };
      case 'counter':
        return { ...base, kind: 'counter', side: plainFace(COUNTER_COLOUR), showingBack: false };
      case 'container':
        return {
          ...base,
          kind: 'container',
          side: plainFace('transparent'),
          showingBack: false,
          count: pile?.count ?? 0,
          top: pile ? this.topOf(pile) : null,
        };
      case 'tile': {
        // What the viewer may not see has no variant in their view: it is drawn as the back.
        const showFace = piece.variantId !== null && (piece.faceUp || inHand);
        return { ...base, kind: 'tile', side: this.face(component, showFace ? 'front' : 'back', piece.variantId), showingBack: !showFace };
      }
    }
  }

  private face(component: Extract<Component, { kind: 'tile' }>, side: 'front' | 'back', variantId: string | null): FaceLook {
    // The same face drawing as the editor's (fields, sheet frames, asset URLs), drawn by the table's fast face node.
    const variant = variantId ? this.variants.get(variantId) : undefined;
    const drawing = faceDrawing(this.doc, component, variant, side, this.urlOf);
    // A hidden card is named by nothing but its back; a face with art is its own name (the name would cover it).
    const hasArt = drawing.imageUrl !== null || drawing.images.length > 0;
    return { ...drawing, label: side === 'front' && !hasArt ? (variant?.name ?? null) : null };
  }
}

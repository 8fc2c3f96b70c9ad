import type { GameDocument } from '../game/index.ts';
import { anchorInBox } from '../game/coordinates.ts';
import { backIdsOf } from './backs.ts';
import { RandomStream } from './random.ts';
import type { ComponentRule, Piece, RoomState, ZoneRule } from './state.ts';

/**
 * A room's starting state from a revision: objects on surfaces, in seats' hands and inside containers
 * (a deck's cards, in order). `seed` is 256 bits from the server (64 hex characters); piece ids are drawn
 * from it, so they say nothing about which card is which.
 */
export function initialRoomState(doc: GameDocument, options: { seed: string }): RoomState {
  const random = RandomStream.forStep(options.seed, 'initial', 0);
  const backIds = backIdsOf(doc);
  const components: Record<string, ComponentRule> = {};
  for (const component of doc.components) {
    const rule: ComponentRule = {
      kind: component.kind,
      name: component.name,
      width: component.width,
      height: component.height,
      orientations: component.orientations,
    };
    if (component.kind === 'die') rule.sides = component.sides;
    if (component.kind === 'counter') Object.assign(rule, { min: component.counter.min, max: component.counter.max });
    if (component.kind === 'container') {
      rule.viewPolicy = component.container.viewPolicy;
      if (component.container.shuffleAfterSearch) rule.shuffleAfterSearch = true;
      if (component.container.shuffleAtStart) rule.shuffleAtStart = true;
    }
    if (component.buttons?.length) rule.buttons = component.buttons.map((button) => ({ id: button.id, label: button.label }));
    rule.backId = backIds[component.id];
    components[component.id] = rule;
  }

  // Drawn in document order, one fresh id per object.
  const pieceIdOf = new Map(doc.objects.map((object) => [object.id, random.id()]));
  const pieces: Record<string, Piece> = {};
  const piles: Record<string, string[]> = {};
  const hands: Record<string, string[]> = Object.fromEntries(doc.seats.map((seat) => [seat.id, [] as string[]]));
  const children = new Map<string, Array<{ id: string; order: number }>>();

  for (const [index, object] of doc.objects.entries()) {
    const id = pieceIdOf.get(object.id)!;
    const component = doc.components.find((c) => c.id === object.componentId);
    const orientations = component?.orientations ?? 2;
    const placement = object.placement;
    const piece: Piece = {
      id,
      componentId: object.componentId,
      variantId: object.variantId ?? null,
      faceUp: object.faceUp,
      rotation: 0,
      location: { type: 'hand', seatId: '' },
    };
    // Scripts call pieces by the names the author gave them; no view ever carries it.
    if (object.name) piece.name = object.name;
    if (component?.kind === 'die') piece.value = 1;
    if (component?.kind === 'counter') piece.value = component.counter.initial;
    if (component?.kind === 'container') piles[id] = [];
    if (placement.type === 'surface') {
      piece.location = { type: 'surface', surfaceId: placement.surfaceId, x: placement.x, y: placement.y };
      piece.rotation = Math.round(placement.rotation / (360 / orientations)) % orientations;
      // Only a piece on the table is held in place: one locked in a hand or a deck would be stuck there.
      if (object.locked) piece.locked = true;
    } else if (placement.type === 'seat') {
      piece.location = { type: 'hand', seatId: placement.seatId };
      hands[placement.seatId]?.push(id);
    } else {
      const parentId = pieceIdOf.get(placement.parentId)!;
      piece.location = { type: 'pile', pileId: parentId };
      // Containers are never gathered (they cannot go into a pile); everything else returns here.
      if (component?.kind !== 'container') piece.home = parentId;
      const list = children.get(parentId) ?? [];
      list.push({ id, order: placement.order ?? object.order ?? index });
      children.set(parentId, list);
    }
    pieces[id] = piece;
  }
  for (const [parentId, list] of children) piles[parentId] = list.sort((a, b) => a.order - b.order).map((child) => child.id);
  // The table's stacking is the author's: by each object's order, then its place in the document (as the
  // editor draws them). Without it, pieces would lie in the order their random ids happen to be stored in.
  doc.objects
    .map((object, index) => ({
      id: pieceIdOf.get(object.id)!,
      order: object.order ?? 0,
      index,
      onTable: object.placement.type === 'surface',
    }))
    .filter((entry) => entry.onTable)
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .forEach((entry, rank) => (pieces[entry.id]!.z = rank + 1));

  const zones: Record<string, ZoneRule> = {};
  const addZone = (
    dropzone: GameDocument['dropzones'][number],
    zoneId: string,
    surfaceId: string | null,
    containerPieceId: string | null,
  ) => {
    zones[zoneId] = {
      id: zoneId,
      name: dropzone.name,
      surfaceId,
      containerPieceId,
      // The engine works in zones' rectangles; the document places a zone by its centre.
      x: dropzone.x - dropzone.width / 2,
      y: dropzone.y - dropzone.height / 2,
      width: dropzone.width,
      height: dropzone.height,
      layout: dropzone.layout,
      viewPolicy: dropzone.viewPolicy,
      ownerSeatId: dropzone.ownerSeatId ?? null,
      faceUpOnDrop: dropzone.faceUpOnDrop ?? false,
      ...(dropzone.shuffleAfterSearch ? { shuffleAfterSearch: true } : {}),
      ...(dropzone.shuffleAtStart && dropzone.layout.type === 'stack' ? { shuffleAtStart: true } : {}),
      anchors: doc.anchors.filter((anchor) => anchor.dropzoneId === dropzone.id).map((anchor) => anchorInBox(anchor, dropzone)),
    };
    if (dropzone.layout.type === 'stack') piles[zoneId] = [];
  };
  for (const dropzone of doc.dropzones) {
    if (dropzone.parent.type === 'surface') addZone(dropzone, dropzone.id, dropzone.parent.surfaceId, null);
    else {
      const componentId = dropzone.parent.componentId;
      for (const piece of Object.values(pieces))
        if (piece.componentId === componentId) addZone(dropzone, `${dropzone.id}@${piece.id}`, null, piece.id);
    }
  }

  return {
    version: 3,
    opIndex: 0,
    seats: [...doc.seats]
      .sort((a, b) => a.order - b.order)
      .map((seat) => ({ id: seat.id, name: seat.name, color: seat.color, userId: null, reservedFor: null })),
    surfaces: doc.surfaces.map((surface) => ({
      id: surface.id,
      name: surface.name,
      width: surface.width,
      height: surface.height,
      color: surface.background.color,
      imageAssetId: surface.background.imageAssetId ?? null,
    })),
    components,
    zones,
    pieces,
    piles,
    hands,
    undo: {},
  };
}

import type { GameDocument } from '../game/index.ts';
import type { ComponentRule, RoomState } from './state.ts';

// Backs, not kinds: a piece whose face a seat may not see is sent as a representative component that
// looks the same from behind, so a deck mixing two kinds of card with one back tells nothing. What
// differs on a real table (another back, another size) still differs.

/** What a tile looks like from behind, physically: back face and size. Kinds with the same key are indistinguishable face down. */
function tileBackKey(component: Extract<GameDocument['components'][number], { kind: 'tile' }>): string {
  const back = component.faces.back;
  return JSON.stringify([back.background, back.imageAssetId ?? null, component.width, component.height, component.orientations]);
}

/**
 * The representative of each component: for tiles, the first tile in document order with the same
 * back and size; other kinds are physically distinct and stand for themselves.
 */
export function backIdsOf(doc: GameDocument): Record<string, string> {
  const first = new Map<string, string>();
  const backIds: Record<string, string> = {};
  for (const component of doc.components) {
    if (component.kind !== 'tile') {
      backIds[component.id] = component.id;
      continue;
    }
    const key = tileBackKey(component);
    if (!first.has(key)) first.set(key, component.id);
    backIds[component.id] = first.get(key)!;
  }
  return backIds;
}

/**
 * For rooms written before backs were recorded (state version 1), whose rules lack the faces: tiles
 * are grouped by size alone. That may show some cards with another kind's back, but never tells kinds
 * apart face down.
 */
export function backIdsBySize(components: Record<string, ComponentRule>): Record<string, string> {
  const first = new Map<string, string>();
  const backIds: Record<string, string> = {};
  for (const [id, rule] of Object.entries(components)) {
    if (rule.kind !== 'tile') {
      backIds[id] = id;
      continue;
    }
    const key = JSON.stringify([rule.width, rule.height, rule.orientations]);
    if (!first.has(key)) first.set(key, id);
    backIds[id] = first.get(key)!;
  }
  return backIds;
}

/** The component a hidden piece of this kind is sent as. */
export function backOf(state: Pick<RoomState, 'components'>, componentId: string): string {
  return state.components[componentId]?.backId ?? componentId;
}

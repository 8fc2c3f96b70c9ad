import type { GameDocument } from '@tablecraft/core/game';

// Where a new field lands on its component's front face: under the fields already there, so two new
// fields never start on top of each other. Authors move them afterwards (form or face designer).

const MARGIN = 8;
const DEFAULT_HEIGHT = 24;

/** The position and width of a new front-face field of a component. */
export function nextFieldPlace(doc: GameDocument, componentId: string): { x: number; y: number; width: number } {
  const component = doc.components.find((candidate) => candidate.id === componentId);
  const width = component ? Math.max(1, component.width - 2 * MARGIN) : 100;
  const bottom = doc.fields
    .filter((field) => field.componentId === componentId && field.face === 'front')
    .reduce((lowest, field) => Math.max(lowest, field.y + field.height), 0);
  const y = bottom === 0 ? MARGIN : bottom + MARGIN / 2;
  // Past the bottom edge a field would be invisible: start again at the top.
  const fits = !component || y + DEFAULT_HEIGHT <= component.height;
  return { x: MARGIN, y: fits ? y : MARGIN, width };
}

import type { Component, Field, GameDocument } from './document.ts';
import { findSheet, looksLikeFrameReference, readFrameReference } from './frame-references.ts';
import { newPartId } from './ids.ts';

// The fields a variants CSV makes: a column that is not a field of the component yet becomes one, its
// type read from its cells, so a spreadsheet alone can describe the cards.

export type FieldType = Field['type'];

/** A number as a cell may write it: no hex, no Infinity, no thousands separators. */
export const NUMBER_PATTERN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Whether a cell reads as a finite number. */
export function isNumberCell(cell: string): boolean {
  const text = cell.trim();
  return NUMBER_PATTERN.test(text) && Number.isFinite(Number(text));
}

/** Whether a cell names an image of the game: an asset by name or id, or a frame of a sheet ("Card faces#3", "#3"). */
export function isImageCell(doc: GameDocument, componentId: string, cell: string, namedSheet?: string | null): boolean {
  const text = cell.trim();
  if (findSheet(doc, text) !== null) return true;
  return looksLikeFrameReference(text) && 'frame' in readFrameReference(doc, componentId, text, { bare: false, namedSheet });
}

/**
 * The type a new column's cells suggest (`namedSheet`: the sheet frames without one come from): number when every filled cell is a number; image when the cells
 * name the game's images or frames of its sheets (at least one does, and the rest at least look like
 * frames, so a misspelt sheet is reported on its row rather than turning the column into text); else text.
 */
export function inferFieldType(doc: GameDocument, componentId: string, cells: readonly string[], namedSheet?: string | null): FieldType {
  const filled = cells.filter((cell) => cell.trim() !== '');
  if (filled.length === 0) return 'text';
  if (filled.every(isNumberCell)) return 'number';
  const images = filled.filter((cell) => isImageCell(doc, componentId, cell, namedSheet));
  if (images.length > 0 && filled.every((cell) => images.includes(cell) || looksLikeFrameReference(cell))) return 'image';
  return 'text';
}

/** Space between a face's edge and the text fields a CSV adds, and between those fields. */
const MARGIN = 8;
const TEXT_HEIGHT = 28;

/**
 * New fields for a component, placed so each shows at once: an image fills the front, text and numbers
 * stack down from its top-left corner (wrapping back to the top past the bottom), after any the
 * component already has. The author moves them on the face editor afterwards.
 */
export function newFieldsFor(doc: GameDocument, component: Component, columns: ReadonlyArray<{ name: string; type: FieldType }>): Field[] {
  const width = Math.max(component.width - 2 * MARGIN, 1);
  const rows = Math.max(Math.floor((component.height - MARGIN) / (TEXT_HEIGHT + MARGIN)), 1);
  let slot = doc.fields.filter((field) => field.componentId === component.id && field.type !== 'image' && field.face === 'front').length;
  return columns.map(({ name, type }) => {
    const common = {
      id: newPartId(),
      name,
      componentId: component.id,
      face: 'front' as const,
      type,
      rotation: 0,
      style: { fontFamily: 'sans-serif', fontSize: 16, color: '#111111', align: 'left' as const, wrap: true },
    };
    if (type === 'image') return { ...common, x: 0, y: 0, width: component.width, height: component.height };
    const y = MARGIN + (slot++ % rows) * (TEXT_HEIGHT + MARGIN);
    return { ...common, x: MARGIN, y, width, height: TEXT_HEIGHT };
  });
}

import { uploadFile } from '../../uploads/index.ts';
import type { EditorActions } from '../use-editor-actions.tsx';
import type { EditorRevision } from '../documents.ts';
import { assetNameFor } from '../assets/upload-names.ts';

/** Most rows or columns the upload pipeline cuts a sheet into. */
export const SHEET_MAX_CELLS = 50;

/** A dropped image once uploaded and added to the draft. */
export interface UploadedSheet {
  assetRefId: string;
  name: string;
  frames: number;
  /** The draft as saved with the new asset, for the next step to build on. */
  revision: EditorRevision;
}

/**
 * Uploads an image as a sheet of rows × columns frames (a plain image for 1 × 1) and adds it to the draft
 * as an asset named after its file, as the Assets page does.
 */
export async function uploadSheet(
  file: File,
  grid: { rows: number; columns: number },
  context: { gameId: string; assetNames: readonly string[]; actions: EditorActions; onProgress?: (percent: number) => void },
): Promise<UploadedSheet> {
  const frames = grid.rows * grid.columns;
  const asset = await uploadFile(file, {
    ...(frames > 1 ? { pipeline: 'sheet' as const, rows: grid.rows, columns: grid.columns } : { pipeline: 'image' as const }),
    gameId: context.gameId,
    onProgress: context.onProgress,
  });
  const name = assetNameFor(file.name, context.assetNames);
  const added = await context.actions.addPart('asset', { name, assetId: asset.id });
  return { assetRefId: added.id, name, frames, revision: added.revision };
}

/** The pixel size of an image file as the browser reads it; undefined when it cannot tell. */
export async function imageSize(file: Blob): Promise<{ width: number; height: number } | undefined> {
  if (typeof createImageBitmap !== 'function') return undefined;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size.width > 0 && size.height > 0 ? size : undefined;
  } catch {
    return undefined;
  }
}

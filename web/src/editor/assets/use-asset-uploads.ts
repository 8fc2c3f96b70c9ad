import { useCallback, useRef, useState } from 'react';
import { uploadFile, type AssetPipeline } from '../../uploads/index.ts';
import { useEditor } from '../editor-context.tsx';
import { assetNameFor, uploadFailureText } from './upload-names.ts';

/** One file on its way in: sent with progress, then added to the draft as an asset. */
export interface UploadEntry {
  key: number;
  fileName: string;
  /** Whole-number percent of the bytes sent. */
  percent: number;
  state: 'uploading' | 'adding' | 'done' | 'failed';
  error?: string;
}

export interface UploadSettings {
  pipeline: AssetPipeline;
  rows?: number;
  columns?: number;
}

/**
 * Uploads files side by side, each with its own progress, and adds each finished upload to the draft
 * as an asset named after its file. `onAdded` hears each asset's upload id (to follow its processing).
 */
export function useAssetUploads(onAdded: (uploadId: string) => void) {
  const { game, doc, actions } = useEditor();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const nextKey = useRef(0);
  // Names given while other uploads of the same batch are still being added.
  const claimed = useRef(new Set<string>());
  const names = useRef<string[]>([]);
  names.current = doc.assets.map((asset) => asset.name);

  const update = useCallback(
    (key: number, change: Partial<UploadEntry>) =>
      setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry))),
    [],
  );

  const uploadOne = useCallback(
    async (file: File, settings: UploadSettings) => {
      const key = (nextKey.current += 1);
      setEntries((current) => [...current, { key, fileName: file.name, percent: 0, state: 'uploading' }]);
      try {
        const asset = await uploadFile(file, { ...settings, gameId: game.id, onProgress: (percent) => update(key, { percent }) });
        update(key, { state: 'adding', percent: 100 });
        const name = assetNameFor(file.name, [...names.current, ...claimed.current]);
        claimed.current.add(name);
        try {
          await actions.addPart('asset', { name, assetId: asset.id });
        } finally {
          claimed.current.delete(name);
        }
        update(key, { state: 'done' });
        onAdded(asset.id);
      } catch (error) {
        update(key, { state: 'failed', error: uploadFailureText(error) });
      }
    },
    [game.id, actions, update, onAdded],
  );

  const upload = useCallback(
    (files: Iterable<File>, settings: UploadSettings) => Promise.all([...files].map((file) => uploadOne(file, settings))),
    [uploadOne],
  );
  const clearFinished = useCallback(
    () => setEntries((current) => current.filter((entry) => entry.state === 'uploading' || entry.state === 'adding')),
    [],
  );
  return { entries, upload, clearFinished };
}

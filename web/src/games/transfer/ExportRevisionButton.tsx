import { useState } from 'react';
import { Button } from '../../shell/button.tsx';
import { useToast } from '../../shell/toasts.tsx';
import { downloadGameFile, saveFile, type DownloadProgress } from './download-game-file.ts';
import './transfer.css';

/**
 * Export: downloads one revision as a game file (.zip), for whoever may edit the game, following its
 * progress: bytes against the size the API announces, or null while nothing has come yet.
 */
export function useExportRevision({ gameId, revisionName, label }: { gameId: string; revisionName: string; label: string }) {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const toast = useToast();

  const run = async () => {
    setProgress({ received: 0, total: null });
    try {
      const { blob, fileName } = await downloadGameFile(gameId, revisionName, setProgress);
      saveFile(blob, fileName);
      toast.show({ id: 'export-game', content: `Exported ${label} as ${fileName}.`, variant: 'success' });
    } catch (error) {
      toast.show({ id: 'export-game', content: `Export failed: ${(error as Error).message}`, variant: 'error' });
    } finally {
      setProgress(null);
    }
  };
  return { run, progress };
}

/** What Export does, for its button's title. */
export const EXPORT_TITLE = 'Download this revision with its images as a game file (.zip) that can be imported on /create';

/**
 * Export as a button with a progress bar that runs without a value when the size cannot be known.
 */
export function ExportRevisionButton({ gameId, revisionName, label }: { gameId: string; revisionName: string; label: string }) {
  const { run, progress } = useExportRevision({ gameId, revisionName, label });
  return (
    <span className="export-revision">
      <Button
        size="small"
        variant="outlined"
        disabled={progress !== null}
        aria-busy={progress !== null}
        onClick={() => void run()}
        title={EXPORT_TITLE}
      >
        Export
      </Button>
      <ExportProgress progress={progress} label={label} />
    </span>
  );
}

/** The progress bar of an export under way; nothing otherwise. */
export function ExportProgress({ progress, label }: { progress: DownloadProgress | null; label: string }) {
  if (!progress) return null;
  return progress.total ? (
    <progress max={progress.total} value={progress.received} aria-label={`Exporting ${label}`} />
  ) : (
    <progress aria-label={`Exporting ${label}`} />
  );
}

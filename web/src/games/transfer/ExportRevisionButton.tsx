import { useState } from 'react';
import { Button } from '../../shell/button.tsx';
import { useToast } from '../../shell/toasts.tsx';
import { downloadGameFile, saveFile, type DownloadProgress } from './download-game-file.ts';
import './transfer.css';

/**
 * Export: downloads one revision as a game file (.zip) with a progress bar, for whoever may edit the game.
 * The bar counts bytes against the size the API announces, or runs without a value when it cannot know.
 */
export function ExportRevisionButton({ gameId, revisionName, label }: { gameId: string; revisionName: string; label: string }) {
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

  return (
    <span className="export-revision">
      <Button
        size="small"
        variant="outlined"
        disabled={progress !== null}
        aria-busy={progress !== null}
        onClick={() => void run()}
        title="Download this revision with its images as a game file (.zip) that can be imported on /create"
      >
        Export
      </Button>
      {progress ? (
        progress.total ? (
          <progress max={progress.total} value={progress.received} aria-label={`Exporting ${label}`} />
        ) : (
          <progress aria-label={`Exporting ${label}`} />
        )
      ) : null}
    </span>
  );
}

import { useState } from 'react';
import { gql } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { uploadFile } from '../uploads/index.ts';
import { errorMessage } from '../graphql/index.ts';
import { useToast } from '../shell/toasts.tsx';

const ASSET_STATUS = gql`
  query GameImageStatus($id: ID!) {
    asset(id: $id) { id status failureReason }
  }
`;

interface AssetStatusData {
  asset: { id: string; status: 'pending' | 'ready' | 'failed'; failureReason: string | null } | null;
}

const POLL_MS = 1_000;
const GIVE_UP_MS = 120_000;

/**
 * Uploads an image to the game (so it is seen by whoever may see the game), waits for the pipeline to
 * make its renditions, then hands the asset id over. Size rule and wording come from the upload module.
 */
export function GameImageUpload({ gameId, label, onUploaded, disabled }: { gameId: string; label: string; onUploaded: (assetId: string) => Promise<void> | void; disabled?: boolean }) {
  const client = useApolloClient();
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);

  const onFile = async (file: File) => {
    setProgress(0);
    try {
      const asset = await uploadFile(file, { gameId, onProgress: setProgress });
      const started = Date.now();
      for (;;) {
        const { data } = await client.query<AssetStatusData>({ query: ASSET_STATUS, variables: { id: asset.id }, fetchPolicy: 'network-only' });
        if (data?.asset?.status === 'ready') break;
        if (data?.asset?.status === 'failed') throw new Error(data.asset.failureReason ?? 'upload failed');
        if (Date.now() - started > GIVE_UP_MS) throw new Error('The image is taking too long to process; try again later.');
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      await onUploaded(asset.id);
    } catch (error) {
      toast.show({ id: 'game-image', content: errorMessage(error), variant: 'error' });
    } finally {
      setProgress(null);
    }
  };

  const busy = disabled || progress !== null;
  return (
    <div className="field">
      <label className="button button-outlined button-blue" aria-disabled={busy}>
        {progress === null ? label : `Uploading… ${progress}%`}
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="visually-hidden"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void onFile(file);
          }}
        />
      </label>
      {progress !== null ? <progress max={100} value={progress} aria-label="Upload progress" /> : null}
    </div>
  );
}

import { useState } from 'react';
import { gql } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { assetFileUrl, uploadFile } from '../uploads/index.ts';
import { useToast } from '../shell/toasts.tsx';

const ASSET_STATUS = gql`
  query AvatarAssetStatus($id: ID!) {
    asset(id: $id) { id status failureReason renditions { name path } }
  }
`;

interface AssetStatus {
  asset: { id: string; status: 'pending' | 'ready' | 'failed'; failureReason: string | null; renditions: Array<{ name: string; path: string }> } | null;
}

const POLL_MS = 1_000;
const GIVE_UP_MS = 120_000;

/**
 * Uploads a picture through the avatar pipeline (a square crop), waits until it is ready, then hands
 * its address to the form. The size rule and wording come from the shared upload module.
 */
export function AvatarUpload({ onUploaded, disabled }: { onUploaded: (url: string) => void; disabled?: boolean }) {
  const client = useApolloClient();
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);

  const onFile = async (file: File) => {
    setProgress(0);
    try {
      const asset = await uploadFile(file, { pipeline: 'avatar', onProgress: setProgress });
      const started = Date.now();
      for (;;) {
        const { data } = await client.query<AssetStatus>({ query: ASSET_STATUS, variables: { id: asset.id }, fetchPolicy: 'network-only' });
        const current = data?.asset;
        if (current?.status === 'ready') {
          const rendition = current.renditions.find((r) => r.name === '512') ?? current.renditions[0];
          if (rendition) onUploaded(assetFileUrl(rendition.path));
          break;
        }
        if (current?.status === 'failed') throw new Error(current.failureReason ?? 'upload failed');
        if (Date.now() - started > GIVE_UP_MS) throw new Error('The picture is taking too long to process; try again later.');
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    } catch (error) {
      toast.show({ id: 'avatar', content: (error as Error).message, variant: 'error' });
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="field">
      <label className="button button-outline" aria-disabled={disabled || progress !== null}>
        {progress === null ? 'Upload a picture' : `Uploading… ${progress}%`}
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="visually-hidden"
          disabled={disabled || progress !== null}
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

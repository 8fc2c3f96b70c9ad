import { useState } from 'react';
import { graphql } from '../graphql/generated/index.ts';
import { useApolloClient } from '@apollo/client/react';
import { useToast } from '../shell/toasts.tsx';
import { errorMessage } from '../graphql/index.ts';
import { uploadFile, type UploadOptions } from './upload-file.ts';
import { isUploadError, uploadFailureMessage } from './upload-error.ts';
import type { UploadedImageStatusQuery } from '../graphql/generated/graphql.ts';

export const ASSET_STATUS = graphql(`
  query UploadedImageStatus($id: ID!) {
    asset(id: $id) {
      id
      status
      failureReason
      renditions {
        name
        path
      }
    }
  }
`);

/** An upload the pipeline has finished: its renditions are there to show. */
export type ReadyImage = Pick<NonNullable<UploadedImageStatusQuery['asset']>, 'id' | 'renditions'>;

const POLL_MS = 1_000;
const GIVE_UP_MS = 120_000;

interface ImageUploadButtonProps {
  label: string;
  /** Where the file goes: a pipeline (avatar) or a game. */
  upload: Omit<UploadOptions, 'onProgress' | 'signal'>;
  /** Called once the pipeline has made the renditions. */
  onReady: (image: ReadyImage) => Promise<void> | void;
  /** The toast that reports a refusal, so a second failure replaces the first. */
  toastId: string;
  disabled?: boolean;
}

/**
 * A button that uploads one image with progress, waits for the pipeline to finish it, then hands it over.
 * The size rule and the refusal wording come from uploadFile; a failure is told in a toast.
 */
export function ImageUploadButton({ label, upload, onReady, toastId, disabled }: ImageUploadButtonProps) {
  const client = useApolloClient();
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);

  const onFile = async (file: File) => {
    setProgress(0);
    try {
      const asset = await uploadFile(file, { ...upload, onProgress: setProgress });
      const started = Date.now();
      for (;;) {
        const { data } = await client.query({
          query: ASSET_STATUS,
          variables: { id: asset.id },
          fetchPolicy: 'network-only',
        });
        const current = data?.asset;
        if (current?.status === 'ready') {
          await onReady(current);
          break;
        }
        if (current?.status === 'failed') throw new Error(current.failureReason ?? 'upload failed');
        if (Date.now() - started > GIVE_UP_MS) throw new Error('The image is taking too long to process; try again later.');
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    } catch (error) {
      toast.show({ id: toastId, content: isUploadError(error) ? uploadFailureMessage(error) : errorMessage(error), variant: 'error' });
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
            // onFile catches its own failures and shows them.
            if (file) void onFile(file);
          }}
        />
      </label>
      {progress !== null ? <progress max={100} value={progress} aria-label="Upload progress" /> : null}
    </div>
  );
}

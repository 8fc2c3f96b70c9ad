import { assetFileUrl } from '../uploads/index.ts';
import { ImageUploadButton } from '../uploads/ImageUploadButton.tsx';

/** Uploads a picture through the avatar pipeline (a square crop) and hands the 512-pixel version's address to the form. */
export function AvatarUpload({ onUploaded, disabled }: { onUploaded: (url: string) => void; disabled?: boolean }) {
  return (
    <ImageUploadButton
      label="Upload a picture"
      upload={{ pipeline: 'avatar' }}
      toastId="avatar"
      disabled={disabled}
      onReady={(image) => {
        const rendition = image.renditions.find((r) => r.name === '512') ?? image.renditions[0];
        if (rendition) onUploaded(assetFileUrl(rendition.path));
      }}
    />
  );
}

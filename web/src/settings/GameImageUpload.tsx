import { ImageUploadButton } from '../uploads/ImageUploadButton.tsx';

/** Uploads an image to the game (seen by whoever may see the game) and hands its asset id over once it is ready. */
export function GameImageUpload({
  gameId,
  label,
  onUploaded,
  disabled,
}: {
  gameId: string;
  label: string;
  onUploaded: (assetId: string) => Promise<void> | void;
  disabled?: boolean;
}) {
  return (
    <ImageUploadButton
      label={label}
      upload={{ gameId }}
      toastId="game-image"
      disabled={disabled}
      onReady={(image) => onUploaded(image.id)}
    />
  );
}

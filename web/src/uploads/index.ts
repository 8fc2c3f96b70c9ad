// The client side of uploads: send a file to /upload with progress, and the errors the spec names.
export { uploadFile, CSRF_HEADER, type UploadOptions } from './upload-file.ts';
export { UploadError, UPLOAD_MESSAGES, isUploadError, uploadFailureMessage, type UploadErrorKind } from './upload-error.ts';
export { assetFileUrl } from './urls.ts';
export type { Asset, AssetPipeline, AssetStatus } from './types.ts';

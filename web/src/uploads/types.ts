/** What the pipeline makes of an upload. */
export type AssetPipeline = 'image' | 'avatar' | 'sheet';
export type AssetStatus = 'pending' | 'ready' | 'failed';

/** An asset as `/upload` answers it (and GraphQL's `Asset` type). Paths are relative to the API URL. */
export interface Asset {
  id: string;
  status: AssetStatus;
  pipeline: AssetPipeline;
  contentType: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  rows: number | null;
  columns: number | null;
  gameId: string | null;
  failureReason: string | null;
  originalPath: string;
  thumbnailPath: string | null;
  renditions: Array<{ name: string; path: string; width: number; height: number; contentType: string; byteSize: number }>;
  frames: Array<{ index: number; row: number; column: number; path: string; width: number; height: number }>;
  createdAt: string;
  updatedAt: string;
}

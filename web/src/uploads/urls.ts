import { config } from '../data/config.ts';

/** The absolute URL of an asset file path from the API (`/files/assets/…`), for an <img> or a canvas image. */
export function assetFileUrl(path: string, apiUrl: string = config.apiUrl): string {
  return `${apiUrl.replace(/\/+$/, '')}${path}`;
}

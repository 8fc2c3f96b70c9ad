import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOM_MODULES, staticClosure, type Manifest } from '../build/room-budget.ts';

// A room's address: /@{userName}/{gameName}/play/{roomCode} (web/src/routes.tsx), its fairness page excepted.
const ROOM_PATH = /^\/@[^/]+\/[^/]+\/play\/[^/]+\/?$/i;

/** Whether a page address is a room, whose page and table the app will load as soon as it starts. */
export function isRoomPath(pathname: string): boolean {
  return ROOM_PATH.test(pathname);
}

/**
 * The scripts a room loads beyond the app's entry (whose own index.html already preloads them), as URLs
 * for `<link rel="modulepreload">` in a room's HTML: the browser fetches them with the entry instead of
 * after the entry has run and asked for the room, a round trip and the entry's start-up sooner on a slow
 * phone. Empty without the build's manifest (a build without it, or tests' hand-made dist folders).
 */
export function roomModulePreloads(distDir: string): string[] {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return [];
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  const entry = new Set(staticClosure(manifest, ['index.html']));
  return staticClosure(manifest, ROOM_MODULES)
    .filter((file) => !entry.has(file))
    .map((file) => `/${file}`);
}

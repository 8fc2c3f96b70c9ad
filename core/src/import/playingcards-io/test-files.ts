import { readFileSync } from 'node:fs';

// Room files for the tests, put together the way the import pipeline hands them over: the ZIP's entries
// by path. Pictures are made here, so no binary is kept in the repository.

/** A 1×1 PNG. */
export function tinyPng(): Uint8Array {
  return Uint8Array.from(
    Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64'),
  );
}

/** A fixture's widgets as text. */
export function fixture(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8');
}

/** A room file: `widgets.json` from a fixture (or given text), plus a tiny PNG at each of `pictures`. */
export function roomFile(widgets: string, pictures: string[] = []): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>([['widgets.json', new TextEncoder().encode(widgets)]]);
  for (const path of pictures) files.set(path, tinyPng());
  return files;
}

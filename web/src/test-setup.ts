// Runs before every web test file. It sits with the root (main.tsx, routes.tsx) because, like them, it
// reaches into several features: it resets what each keeps for the life of a page. The web project shares one happy-dom window between the files a worker
// runs (vitest.config.ts: isolate: false), so whatever a test changes in it is put back after each test:
// every file then starts from the same page, in any order, as it would in a window of its own.
//
// Modules stay loaded from one file to the next, too: what a module keeps for the life of a page (a socket
// opened early, upload places, loaded images) is forgotten here through its own reset. And vi.mock only
// replaces a module for the files that load it after the mock, which in a shared worker may be none: stand
// in for the browser's edges instead (vi.stubGlobal on fetch, XMLHttpRequest, WebSocket), or mock a module
// the code under test loads with import().
import { afterEach, vi } from 'vitest';
import { forgetCanvasImagesForTests } from './canvas/images.ts';
import { forgetTextLayoutForTests } from './canvas/text-layout.ts';
import {
  forgetEarlyRoomForTests,
  forgetEarlySocketForTests,
  forgetIdentitiesForTests,
  forgetTranscriptDatabaseForTests,
} from './play/index.ts';
import { resetUploadSlotsForTests } from './uploads/upload-slots.ts';
import { cleanup } from './test/render.tsx';

/** The address every test starts at (vitest.config.ts gives happy-dom the same one). */
export const TEST_ORIGIN = 'http://localhost:3000';

// The web server's own tests run in node (`@vitest-environment node`), with no window to put back.
const browser = typeof window !== 'undefined';

// Browser functions tests replace by assignment (a download's object URL, a confirm the user answers).
const originals = browser && {
  confirm: window.confirm,
  alert: window.alert,
  prompt: window.prompt,
  open: window.open,
  createObjectURL: URL.createObjectURL,
  revokeObjectURL: URL.revokeObjectURL,
};

interface HappyDomWindow {
  happyDOM?: { setURL(url: string): void };
}

afterEach(async () => {
  // Unmounting first lets the components' own clean-up run against what they were given.
  if (originals) await cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (!originals) return;
  forgetEarlySocketForTests();
  forgetEarlyRoomForTests();
  forgetIdentitiesForTests();
  forgetTranscriptDatabaseForTests();
  resetUploadSlotsForTests();
  forgetCanvasImagesForTests();
  forgetTextLayoutForTests();
  Object.assign(window, { confirm: originals.confirm, alert: originals.alert, prompt: originals.prompt, open: originals.open });
  URL.createObjectURL = originals.createObjectURL;
  URL.revokeObjectURL = originals.revokeObjectURL;
  // A click on a download link, or a page that sends the browser elsewhere, navigates the shared window; a
  // page drawn next would build its canonical URL on that address ("blob:…" has no origin).
  if (window.location.href !== `${TEST_ORIGIN}/`) (window as unknown as HappyDomWindow).happyDOM!.setURL(`${TEST_ORIGIN}/`);
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
});

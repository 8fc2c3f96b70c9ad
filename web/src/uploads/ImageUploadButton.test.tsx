import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { ToastProvider } from '../shell/toasts.tsx';
import { ImageUploadButton } from './ImageUploadButton.tsx';
import { FakeXhr } from '../test/fake-xhr.ts';
import { cleanup, render, waitFor } from '../test/render.tsx';

beforeEach(() => {
  FakeXhr.created = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(async () => {
  await cleanup();
  vi.unstubAllGlobals();
});

async function chooseFile(container: HTMLElement) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  const file = new File([new Uint8Array(10)], 'notes.txt', { type: 'text/plain' });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const REFUSAL = JSON.stringify({
  code: 'UNSUPPORTED_MEDIA_TYPE',
  message: 'This file type is not supported. Upload a PNG, JPEG, WebP or GIF image.',
  fieldErrors: { file: 'This file type is not supported. Upload a PNG, JPEG, WebP or GIF image.' },
});

// The two uploads the web makes of an image: a picture for an account (its avatar pipeline) and an image of
// a game (the settings' page images), as AvatarUpload and GameImageUpload ask for them.
describe('the image uploaders', () => {
  for (const [name, uploader] of [
    ['avatar', <ImageUploadButton label="Upload a picture" upload={{ pipeline: 'avatar' }} toastId="avatar" onReady={() => {}} />],
    ['game image', <ImageUploadButton label="Add an image" upload={{ gameId: 'g1' }} toastId="game-image" onReady={() => {}} />],
  ] as const) {
    it(`show the server's reason for a refused file (${name}), not only "upload failed"`, async () => {
      const { container } = await render(
        <MockedProvider mocks={[]}>
          <ToastProvider>{uploader}</ToastProvider>
        </MockedProvider>,
      );
      await chooseFile(container);
      await act(async () => FakeXhr.created.at(-1)!.respond(415, REFUSAL));
      await waitFor(() =>
        expect(document.body.textContent).toContain('This file type is not supported. Upload a PNG, JPEG, WebP or GIF image.'),
      );
      expect(document.body.textContent).not.toContain('upload failed');
    });
  }
});

import type { Page } from 'playwright-core';

/** Drops a file on the first element `selector` finds, as a file dragged from the desktop is. */
export async function dropFile(page: Page, selector: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const dataTransfer = await page.evaluateHandle(
    ({ base64, name, type }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      // Runs in the page, which has the DOM's DataTransfer (the test's own types are Node's).
      const Transfer = (globalThis as unknown as { DataTransfer: new () => { items: { add: (file: File) => void } } }).DataTransfer;
      const transfer = new Transfer();
      transfer.items.add(new File([bytes], name, { type }));
      return transfer;
    },
    { base64: file.buffer.toString('base64'), name: file.name, type: file.mimeType },
  );
  await page.dispatchEvent(selector, 'dragenter', { dataTransfer });
  await page.dispatchEvent(selector, 'dragover', { dataTransfer });
  await page.dispatchEvent(selector, 'drop', { dataTransfer });
}

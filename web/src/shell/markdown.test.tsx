import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Markdown } from './markdown.tsx';
import { cleanup, render } from '../test/render.tsx';

afterEach(cleanup);

async function show(source: string, assetIds?: ReadonlySet<string>) {
  const router = createMemoryRouter([{ path: '/', element: <Markdown assetIds={assetIds}>{source}</Markdown> }], { initialEntries: ['/'] });
  await render(<RouterProvider router={router} />);
  return document.querySelector('.prose')!;
}

const ASSET = '3f2b8c4e-1d2a-4b5c-8d9e-0a1b2c3d4e5f';

describe('Markdown', () => {
  it('refuses to treat //host as an in-app link: it opens as an external link without a referrer', async () => {
    const prose = await show('[a](//evil.example/x) [b](/\\\\evil.example) [c](/@ada/chess) [d](https://example.org)');
    const links = [...prose.querySelectorAll('a')];
    const byText = (text: string) => links.find((link) => link.textContent === text)!;
    for (const text of ['a', 'd']) {
      expect(byText(text).getAttribute('target'), text).toBe('_blank');
      expect(byText(text).getAttribute('rel'), text).toBe('noopener noreferrer');
    }
    expect(byText('c').getAttribute('target')).toBeNull();
    expect(byText('c').getAttribute('href')).toBe('/@ada/chess');
    // A backslash reaches the browser percent-encoded: a path on this site, not another host.
    expect(byText('b').getAttribute('href')).toBe('/%5Cevil.example');
  });

  it("refuses images from other hosts, and from assets not the game's when its assets are given", async () => {
    const prose = await show(
      `![tracker](https://evil.example/pixel.png) ![proto](//evil.example/p.png) ![board](/files/assets/${ASSET}/1024) ![other](/files/assets/00000000-0000-4000-8000-000000000000/1024)`,
      new Set([ASSET]),
    );
    const images = [...prose.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual([`/files/assets/${ASSET}/1024`]);
    expect(prose.textContent).toContain('[tracker]');
    expect(prose.textContent).toContain('[other]');
  });
});

import { afterEach, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { cleanup, render } from '../../test/render.tsx';
import { GuidesPanel } from './GuidesPanel.tsx';

afterEach(cleanup);

const OWN = '3f2b8c4e-1d2a-4b5c-8d9e-0a1b2c3d4e5f';
const OTHER = '00000000-0000-4000-8000-000000000000';

it("shows images in a guide only from the game's own uploads, not another game's the reader can see", async () => {
  const guides = [
    { id: 'rules', name: 'Rules', order: 0, markdown: `![board](/files/assets/${OWN}/1024) ![elsewhere](/files/assets/${OTHER}/1024)` },
  ];
  const assets = [{ id: 'board-art', name: 'Board', assetId: OWN }];
  const element = <GuidesPanel guides={guides as never} assets={assets} onClose={() => undefined} />;
  await render(<RouterProvider router={createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] })} />);
  const prose = document.querySelector('.guides-panel .prose')!;
  expect([...prose.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([`/files/assets/${OWN}/1024`]);
  expect(prose.textContent).toContain('[elsewhere]');
});

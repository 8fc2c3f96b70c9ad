import { guideSchema, scriptSchema } from '@tablecraft/core/game';
import type { PartFormDescription } from './types.ts';
import { schemaDefaults } from './description-kit.ts';

// The forms of what a game carries besides its pieces: guides for players, scripts, and uploaded assets.

export const GUIDE: PartFormDescription = {
  kind: 'guide',
  defaults: () => schemaDefaults(guideSchema, { name: 'x', order: 0 }),
  fields: () => [
    { name: 'name', label: 'Name', path: ['name'], input: 'text', create: true },
    {
      name: 'markdown',
      label: 'Text',
      path: ['markdown'],
      input: 'textarea',
      hint: 'Markdown: # headings, **bold**, lists. Shown to players in the room.',
    },
    { name: 'order', label: 'Order', path: ['order'], input: 'number' },
  ],
};

export const SCRIPT: PartFormDescription = {
  kind: 'script',
  defaults: () => schemaDefaults(scriptSchema, { name: 'x' }),
  fields: () => [
    { name: 'name', label: 'Name', path: ['name'], input: 'text', create: true },
    // What a script answers is what it exports; the old `event` setting is neither shown nor written.
    {
      name: 'source',
      label: 'Script source',
      path: ['source'],
      input: 'code',
      hint: "A JavaScript module. Scripts run on the server in each room of this revision and in Test play; their log is shown in the room to the game's members.",
    },
  ],
};

export const ASSET: PartFormDescription = {
  kind: 'asset',
  defaults: () => ({}),
  fields: () => [
    { name: 'name', label: 'Name', path: ['name'], input: 'text', create: true, hint: 'CSV image cells name assets by this.' },
    {
      name: 'frameIndex',
      label: 'Sheet frame',
      path: ['frame', 'index'],
      input: 'number',
      optional: true,
      hint: 'For a sheet: use one frame (from 0) instead of the whole image.',
    },
  ],
};

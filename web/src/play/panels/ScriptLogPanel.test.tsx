import { act, useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '../../test/render.tsx';
import type { ScriptLogEntry } from '@tablecraft/core/play';
import { ScriptLogPanel } from './ScriptLogPanel.tsx';
import { SCRIPT_LOG_KEPT, ScriptLogStore } from './script-log-store.ts';

afterEach(() => cleanup());

const at = '2026-11-25T10:00:00.000Z';
const welcome = (scriptLog?: ScriptLogEntry[]) => ({
  kind: 'welcome' as const,
  protocolVersion: 3,
  connectionId: 'c',
  role: 'player' as const,
  user: null,
  seatId: 'north',
  seq: 3,
  ...(scriptLog ? { scriptLog } : {}),
});

function Panel({ store }: { store: ScriptLogStore }) {
  const scriptLog = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return <ScriptLogPanel scriptLog={scriptLog} onClose={() => undefined} />;
}

const lines = (container: HTMLElement) => [...container.querySelectorAll('.script-log-line')];
/** A line's words without its time. */
const words = (line: Element) =>
  line
    .textContent!.replace(/\s*\d{1,2}:\d{2}(:\d{2})?(\s?[AP]M)?\s*$/i, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('the script log panel', () => {
  it("shows the welcome's entries and later ones as “[script] text”, newest at the bottom, errors marked", async () => {
    const store = new ScriptLogStore();
    store.handle(welcome([{ seq: 4, at, lines: [{ script: 'deal', text: 'Dealt 5 cards to North' }] }]));
    const { container } = await render(<Panel store={store} />);
    expect(lines(container).map(words)).toEqual(['[deal] Dealt 5 cards to North']);
    await act(async () =>
      store.handle({
        kind: 'scriptLog',
        entries: [
          { seq: null, at, lines: [{ script: 'score', text: 'x is not defined', error: true }] },
          { seq: 9, at, lines: [{ script: 'score', text: 'North scores <b>3</b>' }] },
        ],
      }),
    );
    const shown = lines(container);
    expect(shown.map(words)).toEqual(['[deal] Dealt 5 cards to North', '[score] Error: x is not defined', '[score] North scores <b>3</b>']);
    expect(shown[1]!.classList.contains('script-log-error')).toBe(true);
    expect(shown[1]!.querySelector('.script-log-error-word')?.textContent).toBe('Error:');
    expect(shown[2]!.classList.contains('script-log-error')).toBe(false);
    // A script's text is text, never markup.
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('[aria-label="Script log"]')).not.toBeNull();
  });

  it('shows an entry heard twice (with the welcome and live) once, and keeps the latest entries only', async () => {
    const store = new ScriptLogStore();
    store.handle(welcome([{ seq: 4, at, lines: [{ script: 'deal', text: 'once' }] }]));
    store.handle({ kind: 'scriptLog', entries: [{ seq: 4, at, lines: [{ script: 'deal', text: 'once' }] }] });
    expect(store.getSnapshot().entries).toHaveLength(1);
    store.handle({
      kind: 'scriptLog',
      entries: Array.from({ length: SCRIPT_LOG_KEPT + 5 }, (_, index) => ({
        seq: 10 + index,
        at,
        lines: [{ script: 's', text: String(index) }],
      })),
    });
    const entries = store.getSnapshot().entries;
    expect(entries).toHaveLength(SCRIPT_LOG_KEPT);
    expect(entries.at(-1)!.lines[0]!.text).toBe(String(SCRIPT_LOG_KEPT + 4));
  });

  it('is available only to someone sent a script log, and each join starts afresh', () => {
    const store = new ScriptLogStore();
    store.handle(welcome());
    expect(store.getSnapshot()).toEqual({ available: false, entries: [] });
    store.handle(welcome([]));
    expect(store.getSnapshot()).toEqual({ available: true, entries: [] });
    store.handle(welcome());
    expect(store.getSnapshot().available).toBe(false);
  });

  it('says so while the scripts have written nothing', async () => {
    const store = new ScriptLogStore();
    store.handle(welcome([]));
    const { container } = await render(<Panel store={store} />);
    expect(container.textContent).toContain('have not written anything yet');
  });
});

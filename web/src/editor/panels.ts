import { useCallback, useEffect, useState } from 'react';

/** The editor's panels over the table, each shown or hidden from the editor's bar. */
export type PanelName = 'parts' | 'palette' | 'inspector';
export type PanelState = Record<PanelName, boolean>;

export const PANEL_NAMES: readonly PanelName[] = ['parts', 'palette', 'inspector'];

/** At or below this width the panels are sheets from the bottom of the table, one at a time. */
export const NARROW_QUERY = '(max-width: 700px)';

// A wide screen has room for every panel beside the table's middle; a phone shows the table alone until asked.
const DEFAULTS: Record<'wide' | 'narrow', PanelState> = {
  wide: { parts: true, palette: true, inspector: true },
  narrow: { parts: false, palette: false, inspector: false },
};

/** Where a browser remembers its panels: one set for wide screens and one for phones, which want different things. */
export const panelStorageKey = (narrow: boolean) => `tablecraft.editor.panels.${narrow ? 'narrow' : 'wide'}`;

/** The stored state, or the form factor's default when nothing (or nothing readable) is stored. */
export function readPanels(storage: Pick<Storage, 'getItem'> | null, narrow: boolean): PanelState {
  const fallback = DEFAULTS[narrow ? 'narrow' : 'wide'];
  try {
    const stored = JSON.parse(storage?.getItem(panelStorageKey(narrow)) ?? 'null') as Partial<PanelState> | null;
    if (!stored || typeof stored !== 'object') return fallback;
    const state = Object.fromEntries(
      PANEL_NAMES.map((name) => [name, typeof stored[name] === 'boolean' ? stored[name] : fallback[name]]),
    ) as PanelState;
    return narrow ? onlyOne(state) : state;
  } catch {
    return fallback;
  }
}

/** A phone has room for one sheet: the first one open stays, the others close. */
function onlyOne(state: PanelState): PanelState {
  const first = PANEL_NAMES.find((name) => state[name]);
  return { parts: first === 'parts', palette: first === 'palette', inspector: first === 'inspector' };
}

/** The state after showing or hiding one panel; on a phone, showing one hides the others. */
export function togglePanel(state: PanelState, name: PanelName, narrow: boolean): PanelState {
  const open = !state[name];
  if (narrow && open) return { parts: false, palette: false, inspector: false, [name]: true };
  return { ...state, [name]: open };
}

function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be refused (private modes, blocked cookies): the panels then start from the defaults.
    return null;
  }
}

function isNarrow(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches;
}

export interface EditorPanels {
  open: PanelState;
  narrow: boolean;
  toggle: (name: PanelName) => void;
  close: (name: PanelName) => void;
}

/** Which panels are shown, remembered per browser (and per form factor) across visits and games. */
export function useEditorPanels(): EditorPanels {
  const [narrow, setNarrow] = useState(isNarrow);
  const [open, setOpen] = useState(() => readPanels(localStore(), narrow));

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(NARROW_QUERY);
    const change = () => {
      setNarrow(query.matches);
      setOpen(readPanels(localStore(), query.matches));
    };
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);

  const save = useCallback(
    (next: PanelState) => {
      try {
        localStore()?.setItem(panelStorageKey(narrow), JSON.stringify(next));
      } catch {
        // A full or refused store only means the next visit starts from the defaults.
      }
      return next;
    },
    [narrow],
  );
  const toggle = useCallback((name: PanelName) => setOpen((current) => save(togglePanel(current, name, narrow))), [save, narrow]);
  const close = useCallback(
    (name: PanelName) => setOpen((current) => (current[name] ? save({ ...current, [name]: false }) : current)),
    [save],
  );
  return { open, narrow, toggle, close };
}

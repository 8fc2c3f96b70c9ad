import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../shell/button.tsx';
import { shortcutSheet, SHEET_KEY } from '../actions/shortcut-sheet.ts';
import { setMotionTurnedDown, useMotionTurnedDown } from '../access/motion.ts';

/** The list of every key, click and touch on the table (made from the action registry), as a dialog. */
export function ShortcutSheet({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      // While the sheet covers the table, keys do not act on it (Escape closes the sheet and keeps the
      // selection); "?" still reaches the toggle that closes it.
      if (event.key === SHEET_KEY) return;
      event.stopImmediatePropagation();
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [onClose]);
  return (
    <div className="shortcut-sheet-backdrop" onPointerDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialog} className="shortcut-sheet" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <header>
          <h2 id={titleId}>Keys and gestures</h2>
          <Button variant="outlined" size="small" onClick={onClose}>
            Close
          </Button>
        </header>
        <MotionSetting />
        {shortcutSheet().map((section) => (
          <section key={section.title} aria-label={section.title}>
            <h3>{section.title}</h3>
            <dl>
              {section.rows.map((row) => (
                <div key={`${row.keys.join()}-${row.label}`} className="shortcut-row">
                  <dt>
                    {row.keys.map((key, i) => (
                      <span key={key}>
                        {i > 0 ? ' or ' : null}
                        <kbd>{key}</kbd>
                      </span>
                    ))}
                  </dt>
                  <dd>{row.label}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </div>
  );
}

/** Whether a key press was meant for a field (typing "?" in chat must not open the sheet). */
function typing(event: KeyboardEvent): boolean {
  const element = event.target as HTMLElement | null;
  return Boolean(element?.closest?.('input, textarea, select, [contenteditable="true"]'));
}

/** The "?" button of the room bar and the sheet it opens; the "?" key opens and closes it too. */
export function ShortcutHelp() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== SHEET_KEY || event.ctrlKey || event.metaKey || event.altKey || typing(event)) return;
      event.preventDefault();
      setOpen((was) => !was);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        onClick={() => setOpen(true)}
        aria-label="Keys and gestures"
        title={`Keys and gestures (${SHEET_KEY})`}
        aria-expanded={open}
        // In a phone's room menu, the sheet opens over it and the menu stays for afterwards.
        data-keeps-menu
      >
        ?
      </Button>
      {open ? <ShortcutSheet onClose={close} /> : null}
    </>
  );
}

/** The room's "less motion" setting, beside the keys: dice show their number at once, other people's drags jump. */
function MotionSetting() {
  const on = useMotionTurnedDown();
  return (
    <label className="shortcut-motion">
      <input type="checkbox" checked={on} onChange={(event) => setMotionTurnedDown(event.currentTarget.checked)} />
      Less motion: dice show their number at once, and other people’s moves jump instead of gliding (on anyway when your system asks for
      less motion)
    </label>
  );
}

import { useState } from 'react';
import { matches, PHONE_QUERY } from '../phone-layout.ts';

/** The layout where side panels cover the table (play.css's phone layout). */
const narrowScreen = () => matches(PHONE_QUERY);

/** One panel beside the table: whether it is open, and how the room bar and its close button change that. */
export interface SidePanel {
  open: boolean;
  toggle: () => void;
  close: () => void;
}

/**
 * Which of the panels beside the table are open: the guides, the room log, the script log (all closed at
 * first: the table keeps its width until someone asks), and on a narrow screen the seats and people sheet.
 * On a narrow screen the guides and the logs each cover the table's right side: opening one closes the
 * others there, instead of stacking them over each other. Side by side elsewhere.
 */
export function useSidePanels(): { guides: SidePanel; log: SidePanel; scriptLog: SidePanel; side: SidePanel } {
  const [guidesOpen, setGuidesOpen] = useState(false);
  const [logOpen, setLogOpen] = useState(false);
  const [scriptLogOpen, setScriptLogOpen] = useState(false);
  const [sideOpen, setSideOpen] = useState(false);
  const overlay = (open: boolean, setOpen: (open: boolean) => void): SidePanel => ({
    open,
    toggle: () => {
      if (!open && narrowScreen()) {
        setGuidesOpen(false);
        setLogOpen(false);
        setScriptLogOpen(false);
      }
      setOpen(!open);
    },
    close: () => setOpen(false),
  });
  return {
    guides: overlay(guidesOpen, setGuidesOpen),
    log: overlay(logOpen, setLogOpen),
    scriptLog: overlay(scriptLogOpen, setScriptLogOpen),
    side: { open: sideOpen, toggle: () => setSideOpen((open) => !open), close: () => setSideOpen(false) },
  };
}

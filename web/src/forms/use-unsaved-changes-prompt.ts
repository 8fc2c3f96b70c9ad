import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { UNSAVED_CHANGES_MESSAGE } from '@tablecraft/core';

export { UNSAVED_CHANGES_MESSAGE };

/**
 * While `when` is true, asks before leaving: route changes inside the app go through React Router's
 * blocker and a confirm dialog the user may cancel; closing or reloading the tab gets the browser's prompt.
 */
export function useUnsavedChangesPrompt(when: boolean): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(UNSAVED_CHANGES_MESSAGE)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show this text; newer ones show their own wording.
      event.returnValue = UNSAVED_CHANGES_MESSAGE;
      return UNSAVED_CHANGES_MESSAGE;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
}

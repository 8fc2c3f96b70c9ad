import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createToastStore, type ToastInput, type ToastStore } from './toast-store.ts';
import { ToastViewport } from './toast-viewport.tsx';

export type { ToastInput, ToastStore } from './toast-store.ts';
export { createToastStore } from './toast-store.ts';
export {
  DEFAULT_TOAST_DURATION_MS,
  NO_AUTO_HIDE,
  TOAST_ANIMATION_MS,
  TOAST_VARIANTS,
  type Toast,
  type ToastVariant,
} from './toast-state.ts';

const ToastContext = createContext<ToastStore | null>(null);

/** Owns the app's toasts and renders them above every page. A store can be passed in for tests. */
export function ToastProvider({ children, store: given }: { children: ReactNode; store?: ToastStore }) {
  const [store] = useState(() => given ?? createToastStore());
  useEffect(() => () => store.destroy(), [store]);
  return (
    <ToastContext.Provider value={store}>
      {children}
      <ToastViewport store={store} />
    </ToastContext.Provider>
  );
}

export interface ToastApi {
  /**
   * Shows a toast and returns its id: `show({ content: 'Saved', variant: 'success' })`. Reusing an id
   * replaces that toast and restarts its timer; `duration: NO_AUTO_HIDE` keeps it until dismissed.
   */
  show: (toast: ToastInput) => string;
  /** Hides a toast by id; it leaves with its exit animation. */
  dismiss: (id: string) => void;
}

/** Shows and dismisses toasts from any component under ToastProvider. */
export function useToast(): ToastApi {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToast must be used inside <ToastProvider>');
  return store;
}

import { useSyncExternalStore, type CSSProperties } from 'react';
import { TOAST_ANIMATION_MS, TOAST_COLORS, TOAST_OPENING_SCALE, type Toast } from './toast-state.ts';
import type { ToastStore } from './toast-store.ts';
import './toast.css';

// The animation timing lives in toast-state.ts; CSS reads it from these variables so the two never drift.
const timing = { '--toast-animation-ms': `${TOAST_ANIMATION_MS}ms`, '--toast-opening-scale': TOAST_OPENING_SCALE } as CSSProperties;

/** The corner where toasts appear. The region stays mounted so screen readers announce new toasts. */
export function ToastViewport({ store }: { store: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <section className="toast-viewport" aria-label="Notifications" style={timing}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={() => store.dismiss(toast.id)} />
      ))}
    </section>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  return (
    <div
      className={`toast toast-${TOAST_COLORS[toast.variant]}`}
      data-variant={toast.variant}
      data-state={toast.visible ? 'open' : 'closed'}
      // Errors interrupt; everything else waits for a pause.
      role={toast.variant === 'error' ? 'alert' : 'status'}
      aria-live={toast.variant === 'error' ? 'assertive' : 'polite'}
      aria-atomic="true"
    >
      <div className="toast-content">{toast.content}</div>
      <button type="button" className="toast-close" aria-label="Dismiss notification" onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

import type { ReactNode } from 'react';

/** Toast variants in the spec's order; their colours follow the same order. */
export const TOAST_VARIANTS = ['success', 'error', 'warning', 'info'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

/** Colour family of each variant: emerald, red, orange, teal (spec section 9). */
export const TOAST_COLORS: Record<ToastVariant, 'emerald' | 'red' | 'orange' | 'teal'> = {
  success: 'emerald',
  error: 'red',
  warning: 'orange',
  info: 'teal',
};

/** How long a toast stays before it hides itself. */
export const DEFAULT_TOAST_DURATION_MS = 3000;
/** A duration that never auto-hides: the toast stays until dismissed. */
export const NO_AUTO_HIDE = -1;
/** Length of the enter and exit animations; a hidden toast is removed once its exit animation is over. */
export const TOAST_ANIMATION_MS = 200;
/** Scale a toast opens from (and shrinks back to when it leaves). */
export const TOAST_OPENING_SCALE = 0.9;

export interface Toast {
  id: string;
  content: ReactNode;
  /** False while the exit animation runs, just before removal. */
  visible: boolean;
  /** Milliseconds before hiding; NO_AUTO_HIDE never hides. */
  duration: number;
  variant: ToastVariant;
}

export type ToastAction = { type: 'show'; toast: Omit<Toast, 'visible'> } | { type: 'hide'; id: string } | { type: 'remove'; id: string };

/**
 * The toast list as a pure function of actions. Showing an id that is already listed replaces that toast
 * in place (and makes it visible again if it was leaving); new toasts go to the end.
 */
export function toastReducer(state: readonly Toast[], action: ToastAction): readonly Toast[] {
  switch (action.type) {
    case 'show': {
      const next: Toast = { ...action.toast, visible: true };
      const index = state.findIndex((toast) => toast.id === next.id);
      if (index === -1) return [...state, next];
      return state.map((toast, i) => (i === index ? next : toast));
    }
    case 'hide':
      return state.map((toast) => (toast.id === action.id && toast.visible ? { ...toast, visible: false } : toast));
    case 'remove':
      return state.some((toast) => toast.id === action.id) ? state.filter((toast) => toast.id !== action.id) : state;
  }
}

/** True when a toast with this duration should hide on its own. */
export function autoHides(duration: number): boolean {
  // Any negative duration is treated like NO_AUTO_HIDE: a timer with a negative delay would fire at once.
  return duration >= 0;
}

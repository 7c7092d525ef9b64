/**
 * Toasts (core §4): at most 5 at once, the oldest dropped; each leaves after its duration (default
 * 4000 ms, error 4 s, warning 3 s); six positions, top-right by default.
 */
import { TOAST } from '@atelier/contracts/constants';
import { createStore, type Store } from '@/lib/store';

export const TOAST_POSITIONS = [
  'top-right',
  'top-left',
  'bottom-right',
  'bottom-left',
  'top-center',
  'bottom-center',
] as const;
export type ToastPosition = (typeof TOAST_POSITIONS)[number];
export type ToastType = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  id: string;
  message: string;
  type: ToastType;
  duration: number;
  position: ToastPosition;
  title?: string;
}

export interface ToastInput {
  message: string;
  type?: ToastType;
  duration?: number;
  position?: ToastPosition;
  title?: string;
}

export const DEFAULT_TOAST_POSITION: ToastPosition = 'top-right';

export function defaultDuration(type: ToastType): number {
  if (type === 'error') return TOAST.errorMs;
  if (type === 'warning') return TOAST.warningMs;
  return TOAST.defaultMs;
}

export interface ToastStore {
  store: Store<Toast[]>;
  show: (input: ToastInput) => string;
  dismiss: (id: string) => void;
  clear: () => void;
}

export function createToastStore(max: number = TOAST.max): ToastStore {
  const store = createStore<Toast[]>([]);
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let counter = 0;

  const dismiss = (id: string) => {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    store.set((toasts) =>
      toasts.some((toast) => toast.id === id) ? toasts.filter((t) => t.id !== id) : toasts,
    );
  };

  const show = (input: ToastInput) => {
    counter += 1;
    const type = input.type ?? 'info';
    const toast: Toast = {
      id: `toast-${counter}`,
      message: input.message,
      type,
      duration: input.duration ?? defaultDuration(type),
      position: input.position ?? DEFAULT_TOAST_POSITION,
      ...(input.title ? { title: input.title } : {}),
    };
    const next = [...store.get(), toast];
    const dropped = next.slice(0, Math.max(0, next.length - max));
    for (const old of dropped) {
      const timer = timers.get(old.id);
      if (timer) clearTimeout(timer);
      timers.delete(old.id);
    }
    store.set(next.slice(-max));
    if (toast.duration > 0 && Number.isFinite(toast.duration)) {
      timers.set(
        toast.id,
        setTimeout(() => dismiss(toast.id), toast.duration),
      );
    }
    return toast.id;
  };

  const clear = () => {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    store.set([]);
  };

  return { store, show, dismiss, clear };
}

export const toastStore = createToastStore();

type Shortcut = (message: string, options?: Omit<ToastInput, 'message' | 'type'>) => string;
const shortcut =
  (type: ToastType): Shortcut =>
  (message, options) =>
    toastStore.show({ ...options, message, type });

/** toast.success('Saved'), toast.error(text, { duration: 5000, position: 'top-right' }) … */
export const toast = {
  show: toastStore.show,
  dismiss: toastStore.dismiss,
  success: shortcut('success'),
  error: shortcut('error'),
  info: shortcut('info'),
  warning: shortcut('warning'),
};

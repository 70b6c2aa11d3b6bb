import type { ReactNode } from 'react';

/**
 * The app's toasts (spec §2.2, decision 004): a small store the toast region renders
 * (components/ui/app-toaster.tsx). It replaces react-hot-toast, whose 5 KB were part of every
 * page's first load (decision 039); the calls keep its shape: `toast.success(text, { id })`.
 */
export type TToastKind = 'success' | 'error' | 'blank';

export interface TToast {
  id: string;
  kind: TToastKind;
  content: ReactNode | (() => ReactNode);
  durationMs: number;
}

interface TToastOptions {
  /** A toast with the id of one still shown replaces it instead of stacking. */
  id?: string;
  duration?: number;
}

/** Decision 004's numbers. */
const DURATION_MS: Record<TToastKind, number> = { success: 2000, error: 4000, blank: 4000 };
/** At most this many toasts at once: a new one beyond it dismisses the oldest. */
export const TOAST_LIMIT = 20;

let toasts: readonly TToast[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const timers = new Map<string, { handle: ReturnType<typeof setTimeout>; endsAt: number; remainingMs: number }>();
let isPaused = false;

function publish(next: readonly TToast[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function startTimer(id: string, durationMs: number) {
  clearTimeout(timers.get(id)?.handle);
  if (!Number.isFinite(durationMs)) return;
  const handle = setTimeout(() => dismiss(id), durationMs);
  timers.set(id, { handle, endsAt: Date.now() + durationMs, remainingMs: durationMs });
  if (isPaused) pauseTimer(id);
}

function pauseTimer(id: string) {
  const timer = timers.get(id);
  if (!timer) return;
  clearTimeout(timer.handle);
  timer.remainingMs = Math.max(0, timer.endsAt - Date.now());
}

function dismiss(id?: string) {
  const gone = id === undefined ? toasts : toasts.filter((item) => item.id === id);
  gone.forEach((item) => {
    clearTimeout(timers.get(item.id)?.handle);
    timers.delete(item.id);
  });
  publish(id === undefined ? [] : toasts.filter((item) => item.id !== id));
}

function show(kind: TToastKind, content: TToast['content'], options: TToastOptions = {}): string {
  const id = options.id ?? `toast-${(nextId += 1)}`;
  const item: TToast = { id, kind, content, durationMs: options.duration ?? DURATION_MS[kind] };
  const others = toasts.filter((existing) => existing.id !== id);
  const isUpdate = others.length !== toasts.length;
  const next = isUpdate ? toasts.map((existing) => (existing.id === id ? item : existing)) : [item, ...others];
  next.slice(TOAST_LIMIT).forEach((old) => clearTimeout(timers.get(old.id)?.handle));
  publish(next.slice(0, TOAST_LIMIT));
  startTimer(id, item.durationMs);
  return id;
}

export const toast = Object.assign(
  (content: TToast['content'], options?: TToastOptions) => show('blank', content, options),
  {
    success: (message: string, options?: TToastOptions) => show('success', message, options),
    error: (message: string, options?: TToastOptions) => show('error', message, options),
    dismiss,
  },
);

/** While the pointer is over the toasts they stay, as react-hot-toast did. */
export function pauseToasts(paused: boolean): void {
  if (paused === isPaused) return;
  isPaused = paused;
  for (const [id, timer] of timers) {
    if (paused) pauseTimer(id);
    else startTimer(id, timer.remainingMs);
  }
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getToasts = (): readonly TToast[] => toasts;
const NO_TOASTS: readonly TToast[] = [];
export const getServerToasts = (): readonly TToast[] => NO_TOASTS;

import * as React from 'react';
import type { ToastVariant } from './toast';

// `TOAST` in @kubm/validators holds the same numbers: ui must not depend on validators.
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;

export interface ToastOptions {
  title?: React.ReactNode;
  description?: React.ReactNode;
  /** A <ToastAction altText="…">. */
  action?: React.ReactElement;
  variant?: ToastVariant;
  /** Milliseconds on screen; defaults to TOAST_DURATION_MS. */
  duration?: number;
}

export interface ToastEntry extends ToastOptions {
  id: string;
  open: boolean;
}

let entries: ToastEntry[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastEntry[]) {
  entries = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(entries.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string) {
  for (const t of entries) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  emit(entries.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/** Usable outside React (mutation callbacks); the newest toast replaces the one on screen. */
export function toast(options: ToastOptions) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...options, id, open: true }, ...entries].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastOptions) => emit(entries.map((t) => (t.id === id ? { ...t, ...next } : t))),
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function snapshot() {
  return entries;
}

/** The toasts in the store plus `toast()` and `dismiss()`; the <Toaster> uses it to render them. */
export function useToast() {
  const toasts = React.useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts, toast, dismiss: dismissToast };
}

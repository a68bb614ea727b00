// Toast primitives (Radix Toast) plus the small store behind `toast()` / `useToast()`.
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import * as React from 'react';
import { cn } from './cn';

/*
 * Toast rules of spec §9 (the same numbers as `TOAST` in @kubm/validators, repeated here because
 * the ui package must not depend on validators): at most 1 toast at once; a dismissed toast is
 * removed from the store after 1,000,000 ms; shown 5000 ms by default; swipe right past 50 px
 * closes it; F8 moves focus to the toast region.
 */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_DIRECTION = 'right';
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ['F8'];

export function ToastProvider(props: React.ComponentProps<typeof ToastPrimitive.Provider>) {
  return <ToastPrimitive.Provider {...props} />;
}

export function ToastViewport({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      className={cn(
        'fixed right-0 bottom-0 z-[100] m-0 flex max-h-dvh w-full list-none flex-col-reverse gap-2 p-4 outline-none sm:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  [
    'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg',
    'data-[state=open]:animate-slide-in-right data-[state=closed]:animate-fade-out',
    'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
    'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
    'data-[swipe=end]:animate-slide-out-right',
  ],
  {
    variants: {
      variant: {
        default: 'border-border bg-card text-card-foreground',
        destructive: 'destructive border-destructive bg-destructive text-destructive-foreground',
        success: 'border-success/40 bg-success-soft text-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastVariant = NonNullable<VariantProps<typeof toastVariants>['variant']>;

export function Toast({
  className,
  variant,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return (
    <ToastPrimitive.Root data-slot="toast" className={cn(toastVariants({ variant }), className)} {...props} />
  );
}

/** `altText` says how to do the same without the button (screen readers hear it instead). */
export function ToastAction({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(
        'inline-flex h-8 shrink-0 cursor-pointer items-center justify-center rounded-md border border-input bg-transparent px-3 text-sm font-medium',
        'hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'group-[.destructive]:border-white/60 group-[.destructive]:hover:bg-destructive-hover group-[.destructive]:focus-visible:outline-white',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({
  className,
  label = 'Tutup',
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Close> & { label?: string }) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label={label}
      className={cn(
        'absolute top-2 right-2 inline-flex size-8 cursor-pointer items-center justify-center rounded-md opacity-80 hover:opacity-100',
        'focus-visible:outline-2 focus-visible:outline-ring group-[.destructive]:focus-visible:outline-white',
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}

export function ToastTitle({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Title>) {
  return (
    <ToastPrimitive.Title
      data-slot="toast-title"
      className={cn('text-sm font-semibold', className)}
      {...props}
    />
  );
}

export function ToastDescription({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      data-slot="toast-description"
      className={cn('text-sm opacity-95', className)}
      {...props}
    />
  );
}

/* ---------- the store ---------- */

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

/**
 * Shows a toast. Usable outside React (mutation callbacks, plain functions); the newest toast
 * replaces the one on screen (limit 1).
 */
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

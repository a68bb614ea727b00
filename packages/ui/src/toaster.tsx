import { closeTopModal } from './modal-stack';
import {
  TOAST_HOTKEY,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD,
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';
import { TOAST_DURATION_MS, useToast } from './toast-store';

/** Mount once near the root; renders what `toast()` puts in the store (top on phones, else bottom-right). */
export function Toaster({
  closeLabel = 'Tutup',
  label = 'Notifikasi',
}: {
  closeLabel?: string;
  label?: string;
}) {
  const { toasts, dismiss } = useToast();
  return (
    <ToastProvider
      label={label}
      duration={TOAST_DURATION_MS}
      swipeDirection={TOAST_SWIPE_DIRECTION}
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
    >
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onEscapeKeyDown={(event) => {
            // A dialog open under the toast closes first; the next Escape closes the toast.
            if (closeTopModal()) event.preventDefault();
          }}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose label={closeLabel} />
        </Toast>
      ))}
      <ToastViewport hotkey={TOAST_HOTKEY} label={`${label} ({hotkey})`} />
    </ToastProvider>
  );
}

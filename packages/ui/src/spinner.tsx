import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import type * as React from 'react';
import { cn } from './cn';

const spinnerVariants = cva('animate-spin text-primary', {
  variants: {
    size: { sm: 'size-4', default: 'size-6', lg: 'size-10' },
  },
  defaultVariants: { size: 'default' },
});

export type SpinnerProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof spinnerVariants> & {
    /** What is loading, read by screen readers. */
    label?: string;
    /** Show the label next to the spinner instead of only to screen readers. */
    showLabel?: boolean;
  };

export function Spinner({
  className,
  size,
  label = 'Memuatkan...',
  showLabel = false,
  ...props
}: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-slot="spinner"
      className={cn('inline-flex items-center gap-2 text-sm text-muted-foreground', className)}
      {...props}
    >
      <LoaderCircle aria-hidden="true" className={spinnerVariants({ size })} />
      <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
    </div>
  );
}

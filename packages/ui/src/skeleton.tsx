import type * as React from 'react';
import { cn } from './cn';

/** A grey placeholder. Hidden from screen readers: mark the loading region with `aria-busy` and a text instead. */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-secondary', className)}
      {...props}
    />
  );
}

import { Avatar as AvatarPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from './cn';

export function Avatar({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Root>) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn('relative flex size-10 shrink-0 overflow-hidden rounded-full bg-accent', className)}
      {...props}
    />
  );
}

export function AvatarImage({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Image>) {
  return (
    <AvatarPrimitive.Image
      data-slot="avatar-image"
      className={cn('aspect-square size-full object-cover', className)}
      {...props}
    />
  );
}

export function AvatarFallback({
  className,
  ...props
}: React.ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      className={cn(
        'flex size-full select-none items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground',
        className,
      )}
      {...props}
    />
  );
}

export type PersonAvatarProps = Omit<React.ComponentProps<typeof AvatarPrimitive.Root>, 'children'> & {
  /** The photo's address (a URL or data URL); when missing or broken the initials show. */
  src?: string | null;
  /** Already worked out by the caller (the initials rule lives with the app). */
  initials: string;
  /** Leave empty (the default) when the name is printed beside it, so screen readers say it once. */
  alt?: string;
};

/** Photo or initials in a circle. */
export function PersonAvatar({ src, initials, alt = '', ...props }: PersonAvatarProps) {
  return (
    <Avatar {...props}>
      {src ? <AvatarImage src={src} alt={alt} /> : null}
      <AvatarFallback>
        <span aria-hidden="true">{initials}</span>
        {alt ? <span className="sr-only">{alt}</span> : null}
      </AvatarFallback>
    </Avatar>
  );
}

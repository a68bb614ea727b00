import { cn } from '@kubm/ui/cn';

/** The committee mark: a gold cross in a deep-blue ring. Decorative; the link around it carries the name. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className={cn('size-10 shrink-0', className)}
    >
      <circle cx="32" cy="32" r="32" fill="#1e3a8a" />
      <circle cx="32" cy="32" r="27" fill="none" stroke="#d4a017" strokeWidth="2" />
      <path fill="#f5c542" d="M28.5 12h7v11h10v7h-10v22h-7V30h-10v-7h10z" />
    </svg>
  );
}

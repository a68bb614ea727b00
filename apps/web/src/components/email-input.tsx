import { Input } from '@kubm/ui/input';
import type { ComponentProps } from 'react';

/** The right keyboard on phones and the browser's autofill. */
export function EmailInput({ autoComplete = 'email', ...props }: Omit<ComponentProps<typeof Input>, 'type'>) {
  return (
    <Input
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

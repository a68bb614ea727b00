import { Input } from '@kubm/ui/input';
import type { ComponentProps } from 'react';

/** The e-mail input every account form uses: the right keyboard on phones and the browser's autofill. */
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

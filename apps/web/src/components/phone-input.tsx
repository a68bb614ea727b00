import { Input } from '@kubm/ui/input';
import type * as React from 'react';
import { acceptPhoneInput } from '../lib/phone';

export type PhoneInputProps = Omit<React.ComponentProps<typeof Input>, 'onChange' | 'type' | 'value'> & {
  value: string;
  /** Receives the filtered value; keystrokes and pastes that would break the rule never arrive. */
  onChange: (value: string) => void;
};

export function PhoneInput({ onChange, ...props }: PhoneInputProps) {
  return (
    <Input
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      {...props}
      onChange={(event) => {
        const next = acceptPhoneInput(event.target.value);
        // A refused change is simply not applied: React puts the previous value back.
        if (next !== null) onChange(next);
      }}
    />
  );
}

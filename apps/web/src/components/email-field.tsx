import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { EmailInput } from './email-input';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from './form';

export function EmailField<T extends FieldValues>({
  control,
  name,
  label = 'E-mel',
  autoComplete = 'email',
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label?: string;
  /** 'off' where the address is someone else's (a member edited by leadership). */
  autoComplete?: string;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <EmailInput autoComplete={autoComplete} {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

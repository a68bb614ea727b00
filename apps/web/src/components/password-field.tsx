// Apart from form-fields.tsx so that a password form does not bring Radix's Select along.
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from './form';
import { PasswordInput } from './password-input';

export function PasswordField<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  control,
  name,
  label,
  autoComplete,
}: {
  control: Control<TFieldValues>;
  name: TName;
  label: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <PasswordInput autoComplete={autoComplete} {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

import { Input } from '@kubm/ui/input';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from './form';

/** The e-mail input every account form uses: the right keyboard on phones and the browser's autofill. */
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
            <Input
              type="email"
              inputMode="email"
              autoComplete={autoComplete}
              autoCapitalize="none"
              spellCheck={false}
              {...field}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

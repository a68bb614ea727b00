// Field shapes several forms share, built on FormField so their labels and messages stay accessible.
import { Button } from '@kubm/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@kubm/ui/select';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from './form';

/** A labelled select over a fixed list of values (each value is also its text). */
export function SelectField<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  control,
  name,
  label,
  placeholder,
  options,
}: {
  control: Control<TFieldValues>;
  name: TName;
  label: string;
  placeholder: string;
  options: readonly string[];
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select name={field.name} value={field.value ?? ''} onValueChange={field.onChange}>
            <FormControl>
              <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option} value={option}>
                  {option}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A dialog form's Batal and submit buttons; both wait while the request is out. */
export function FormActions({
  pending,
  onCancel,
  submitLabel,
  pendingLabel,
}: {
  pending: boolean;
  onCancel(): void;
  submitLabel: string;
  pendingLabel: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        Batal
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}

import { Button } from '@kubm/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@kubm/ui/select';
import { Textarea } from '@kubm/ui/textarea';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from './form';

export function SelectField<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  control,
  name,
  label,
  placeholder,
  options,
  disabled = false,
}: {
  control: Control<TFieldValues>;
  name: TName;
  label: string;
  placeholder: string;
  options: readonly string[];
  disabled?: boolean;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select
            name={field.name}
            value={field.value ?? ''}
            onValueChange={field.onChange}
            disabled={disabled}
          >
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

export function DescriptionField<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  control,
  name,
  disabled = false,
}: {
  control: Control<TFieldValues>;
  name: TName;
  disabled?: boolean;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>
            Penerangan <span className="font-normal text-muted-foreground">(pilihan)</span>
          </FormLabel>
          <FormControl>
            <Textarea
              rows={3}
              disabled={disabled}
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function FormActions({
  pending,
  onCancel,
  submitLabel,
  pendingLabel,
  submitDisabled = false,
}: {
  pending: boolean;
  onCancel(): void;
  submitLabel: string;
  pendingLabel: string;
  submitDisabled?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      {/* Batal must not take the focus: the field's blur message would push it from under the finger. */}
      <Button
        type="button"
        variant="outline"
        onMouseDown={(event) => event.preventDefault()}
        onClick={onCancel}
        disabled={pending}
      >
        Batal
      </Button>
      <Button type="submit" disabled={pending || submitDisabled}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}

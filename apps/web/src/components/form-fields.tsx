// Field shapes several forms share, built on FormField so their labels and messages stay accessible.
import { Button } from '@kubm/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@kubm/ui/select';
import { Textarea } from '@kubm/ui/textarea';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from './form';

/** A labelled select over a fixed list of values (each value is also its text). */
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

/** The optional 'Penerangan' of a link or a task: a three-row textarea, empty when the value is unset. */
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

/** A dialog form's Batal and submit buttons; both wait while the request is out. */
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
  /** Also hold the submit button back, e.g. while the form is invalid. */
  submitDisabled?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      {/* Pressing Batal must not take the focus: the field it leaves would show its message on blur and
          push this button from under the finger before the click (a phone's full-height dialog). */}
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

// Label, control, description and message wired for assistive technology, without react-hook-form:
// apps/web/src/components/form.tsx reads its field state and hands it to <FormFieldProvider>.
import { Slot } from 'radix-ui';
import * as React from 'react';
import { cn } from './cn';
import { Label } from './label';

export interface FormFieldState {
  /** The field's name in the form. */
  name: string;
  /** The validation message to show, when the value is invalid. */
  error?: string | undefined;
}

const FormFieldContext = React.createContext<FormFieldState | null>(null);

interface FormItemState {
  id: string;
  hasDescription: boolean;
  setHasDescription: (value: boolean) => void;
}

const FormItemContext = React.createContext<FormItemState | null>(null);

export function FormFieldProvider({ name, error, children }: FormFieldState & { children: React.ReactNode }) {
  const value = React.useMemo(() => ({ name, error }), [name, error]);
  return <FormFieldContext.Provider value={value}>{children}</FormFieldContext.Provider>;
}

/** Ids and state of the field around the caller; for custom controls that the helpers below do not cover. */
export function useFormField() {
  const field = React.useContext(FormFieldContext);
  const item = React.useContext(FormItemContext);
  if (!field) throw new Error('useFormField must be used inside <FormField>');
  if (!item) throw new Error('useFormField must be used inside <FormItem>');
  const { id } = item;
  return {
    name: field.name,
    error: field.error,
    invalid: Boolean(field.error),
    hasDescription: item.hasDescription,
    formItemId: `${id}-form-item`,
    formDescriptionId: `${id}-form-item-description`,
    formMessageId: `${id}-form-item-message`,
  };
}

/** One field: label, control, optional description and message. */
export function FormItem({ className, ...props }: React.ComponentProps<'div'>) {
  const id = React.useId();
  const [hasDescription, setHasDescription] = React.useState(false);
  const value = React.useMemo(() => ({ id, hasDescription, setHasDescription }), [id, hasDescription]);
  return (
    <FormItemContext.Provider value={value}>
      <div data-slot="form-item" className={cn('grid gap-2', className)} {...props} />
    </FormItemContext.Provider>
  );
}

export function FormLabel({ className, ...props }: React.ComponentProps<typeof Label>) {
  const { invalid, formItemId } = useFormField();
  return (
    <Label
      data-slot="form-label"
      data-error={invalid}
      className={cn('data-[error=true]:text-destructive', className)}
      htmlFor={formItemId}
      {...props}
    />
  );
}

/** Wraps exactly one control (Input, Textarea, SelectTrigger, Checkbox …) and gives it id and aria-* attributes. */
export function FormControl(props: React.ComponentProps<typeof Slot.Root>) {
  const { invalid, hasDescription, formItemId, formDescriptionId, formMessageId } = useFormField();
  const describedBy = [hasDescription ? formDescriptionId : null, invalid ? formMessageId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Slot.Root
      data-slot="form-control"
      id={formItemId}
      aria-describedby={describedBy || undefined}
      aria-invalid={invalid || undefined}
      {...props}
    />
  );
}

export function FormDescription({ className, ...props }: React.ComponentProps<'p'>) {
  const { formDescriptionId } = useFormField();
  const item = React.useContext(FormItemContext);
  const setHasDescription = item?.setHasDescription;
  React.useLayoutEffect(() => {
    setHasDescription?.(true);
    return () => setHasDescription?.(false);
  }, [setHasDescription]);
  return (
    <p
      data-slot="form-description"
      id={formDescriptionId}
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

/** The field's validation message (or its children when valid); renders nothing when there is neither. */
export function FormMessage({ className, children, ...props }: React.ComponentProps<'p'>) {
  const { error, formMessageId } = useFormField();
  const body = error ?? children;
  if (!body) return null;
  return (
    <p
      data-slot="form-message"
      id={formMessageId}
      className={cn('text-sm font-medium', error ? 'text-destructive' : 'text-muted-foreground', className)}
      {...props}
    >
      {body}
    </p>
  );
}

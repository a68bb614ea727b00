// react-hook-form glue for the accessible field helpers of @kubm/ui/form.
import { FormFieldProvider } from '@kubm/ui/form';
import { Controller, type ControllerProps, type FieldPath, type FieldValues } from 'react-hook-form';

export {
  FormControl,
  FormDescription,
  FormItem,
  FormLabel,
  FormMessage,
} from '@kubm/ui/form';
export { FormProvider as Form } from 'react-hook-form';

/** Its validation message and ids reach FormLabel, FormControl and FormMessage. */
export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({ render, ...props }: ControllerProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <Controller
      {...props}
      render={(renderProps) => (
        <FormFieldProvider name={props.name} error={renderProps.fieldState.error?.message}>
          {render(renderProps)}
        </FormFieldProvider>
      )}
    />
  );
}

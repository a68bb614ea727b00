// react-hook-form glue for the accessible field helpers of @kubm/ui/form. Import everything form-related from here.
import { FormFieldProvider } from '@kubm/ui/form';
import { Controller, type ControllerProps, type FieldPath, type FieldValues } from 'react-hook-form';

export {
  FormControl,
  FormDescription,
  FormItem,
  FormLabel,
  FormMessage,
} from '@kubm/ui/form';
/** `<Form {...form}>` around the <form> element: shares the useForm() result with every FormField. */
export { FormProvider as Form } from 'react-hook-form';

/**
 * One controlled field; its validation message and ids reach FormLabel, FormControl and FormMessage.
 *
 *   <FormField control={form.control} name="email" render={({ field }) => (
 *     <FormItem>
 *       <FormLabel>E-mel</FormLabel>
 *       <FormControl><Input type="email" autoComplete="email" {...field} /></FormControl>
 *       <FormMessage />
 *     </FormItem>
 *   )} />
 */
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

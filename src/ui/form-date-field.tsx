import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { DateField, type DateFieldProps } from './date-field';
import { useFormField, type FormFieldProps } from './form-fields';

export type FormDateFieldProps<
  T extends FieldValues,
  N extends FieldPathByValue<T, string>,
  O = T,
> = FormFieldProps<T, N, O> &
  Omit<DateFieldProps, 'value' | 'onChange' | 'isInvalid' | 'errorMessage'>;

/**
 * A {@link DateField} bound to a form's YYYY-MM-DD string field ('' when empty), wired as the
 * adapters of ./form-fields are; its own file, so forms without a date do not load the field.
 */
export function FormDateField<T extends FieldValues, N extends FieldPathByValue<T, string>, O = T>({
  control,
  name,
  deps,
  ...props
}: FormDateFieldProps<T, N, O>) {
  const { field, fieldState } = useFormField({ control, name, deps });
  return (
    <DateField
      {...props}
      value={field.value as string}
      onChange={(value) => {
        field.onChange(value);
        field.onBlur();
      }}
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message}
    />
  );
}

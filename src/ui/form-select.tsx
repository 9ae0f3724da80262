import type { FieldPathByValue, FieldPathValue, FieldValues } from 'react-hook-form';
import { Select, type SelectProps } from './select';
import { useFormField, type AfterChange, type FormFieldProps, type Wired } from './form-fields';

export type FormSelectProps<
  T extends FieldValues,
  N extends FieldPathByValue<T, string | null | undefined>,
  O = T,
> = FormFieldProps<T, N, O> &
  Omit<SelectProps<Extract<FieldPathValue<T, N>, string>>, Wired | 'triggerRef'> &
  AfterChange<Extract<FieldPathValue<T, N>, string>>;

/** A {@link Select} bound to a form's field of string values. */
export function FormSelect<
  T extends FieldValues,
  N extends FieldPathByValue<T, string | null | undefined>,
  O = T,
>({ control, name, deps, onChange, ...props }: FormSelectProps<T, N, O>) {
  const { field, fieldState } = useFormField({ control, name, deps });
  return (
    <Select<Extract<FieldPathValue<T, N>, string>>
      {...props}
      name={field.name}
      value={field.value as Extract<FieldPathValue<T, N>, string> | null | undefined}
      onChange={(value) => {
        field.onChange(value);
        onChange?.(value);
      }}
      onBlur={field.onBlur}
      triggerRef={field.ref}
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message}
    />
  );
}

import { useId } from 'react';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { Checkbox, type CheckboxProps } from './checkbox';
import {
  TextAreaField,
  TextField,
  type TextAreaFieldProps,
  type TextFieldProps,
} from './text-field';
import './field.css';

/**
 * The one adapter between react-hook-form and the kit's fields: each `Form…` takes the form's
 * `control` and the field's `name` and wires the rest once — value, onChange, onBlur and ref
 * (so the form can focus the first invalid field), the DOM `name`, `validationBehavior="aria"`,
 * and `isInvalid` + `errorMessage` from the field's state (the schema's text, or one set with
 * `setError`). Everything else (label, type, autoComplete, isRequired, isReadOnly, …) passes
 * through to the field. A name must be one of the form's fields of the right type (a string for
 * text fields, a boolean for a checkbox). `FormSelect` is in its own file (`./form-select`): the
 * select's list box and popover stay out of the pages whose forms have no select (sign-in).
 */
export interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>, O> {
  control: Control<T, unknown, O>;
  /** The field's name in the form, also the control's DOM `name`. */
  name: N;
  /** Other fields validated again whenever this one changes (a password's confirmation). */
  deps?: FieldPath<T> | FieldPath<T>[];
}

/** The props an adapter sets from the form, so a form cannot set them a second way. */
export type Wired =
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'inputRef'
  | 'isInvalid'
  | 'errorMessage'
  | 'validationBehavior';

/** Called after the form has taken a new value (to reset what depended on the old one). */
export interface AfterChange<V> {
  onChange?: (value: V) => void;
}

export function useFormField<T extends FieldValues, N extends FieldPath<T>, O>({
  control,
  name,
  deps,
}: FormFieldProps<T, N, O>) {
  return useController({ control, name, rules: deps === undefined ? undefined : { deps } });
}

export type FormTextFieldProps<
  T extends FieldValues,
  N extends FieldPathByValue<T, string>,
  O = T,
> = FormFieldProps<T, N, O> & Omit<TextFieldProps, Wired> & AfterChange<string>;

/** A {@link TextField} bound to a form's string field. */
export function FormTextField<T extends FieldValues, N extends FieldPathByValue<T, string>, O = T>({
  control,
  name,
  deps,
  onChange,
  ...props
}: FormTextFieldProps<T, N, O>) {
  const { field, fieldState } = useFormField({ control, name, deps });
  return (
    <TextField
      {...props}
      name={field.name}
      // A string, by the constraint on N.
      value={field.value as string}
      onChange={(value) => {
        field.onChange(value);
        onChange?.(value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      validationBehavior="aria"
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message}
    />
  );
}

export type FormTextAreaProps<
  T extends FieldValues,
  N extends FieldPathByValue<T, string>,
  O = T,
> = FormFieldProps<T, N, O> & Omit<TextAreaFieldProps, Wired> & AfterChange<string>;

/** A {@link TextAreaField} bound to a form's string field. */
export function FormTextArea<T extends FieldValues, N extends FieldPathByValue<T, string>, O = T>({
  control,
  name,
  deps,
  onChange,
  ...props
}: FormTextAreaProps<T, N, O>) {
  const { field, fieldState } = useFormField({ control, name, deps });
  return (
    <TextAreaField
      {...props}
      name={field.name}
      value={field.value as string}
      onChange={(value) => {
        field.onChange(value);
        onChange?.(value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      validationBehavior="aria"
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message}
    />
  );
}

export type FormCheckboxProps<
  T extends FieldValues,
  N extends FieldPathByValue<T, boolean>,
  O = T,
> = FormFieldProps<T, N, O> &
  Omit<CheckboxProps, Wired | 'isSelected' | 'defaultSelected'> &
  AfterChange<boolean>;

/**
 * A {@link Checkbox} bound to a form's boolean field. A box is done with once it is toggled, so
 * toggling also marks it touched; its error (a required agreement) is shown under it.
 */
export function FormCheckbox<T extends FieldValues, N extends FieldPathByValue<T, boolean>, O = T>({
  control,
  name,
  deps,
  onChange,
  ...props
}: FormCheckboxProps<T, N, O>) {
  const { field, fieldState } = useFormField({ control, name, deps });
  const errorId = useId();
  return (
    <>
      <Checkbox
        {...props}
        name={field.name}
        isSelected={field.value as boolean}
        onChange={(value) => {
          field.onChange(value);
          field.onBlur();
          onChange?.(value);
        }}
        onBlur={field.onBlur}
        inputRef={field.ref}
        validationBehavior="aria"
        isInvalid={fieldState.invalid}
        aria-describedby={fieldState.error ? errorId : undefined}
      />
      {fieldState.error && (
        <p id={errorId} className="field__error">
          {fieldState.error.message}
        </p>
      )}
    </>
  );
}

import { useId, useRef, useState, type ReactNode } from 'react';
import { Input, TextField } from 'react-aria-components/TextField';
import { Button, Tag, TagGroup, TagList } from 'react-aria-components/TagGroup';
import { X } from 'lucide-react';
import { FieldDescription, FieldErrorMessage, FieldLabel } from './field';
import { cx } from './class-names';
import './chip-input.css';

export interface ChipInputProps {
  /** Label of the text input (and accessible name of the chip list unless `tagsLabel`). */
  label: string;
  /** The chips, in the order they were added. */
  values: string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  description?: ReactNode;
  tagsLabel?: string;
  /**
   * Accessible name of a chip's remove button, in the form's language (React Aria's own would
   * follow the browser's). Default `Remove ${value}`.
   */
  removeLabel?: (value: string) => string;
  /** The longest chip (after trimming). Longer text is refused, kept in the field, and said so. */
  maxLength?: number;
  /** What the field says while its text is longer than `maxLength`. */
  tooLongMessage?: string;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A text input that turns its text into a chip on Enter (trimmed; blank text and duplicates are
 * ignored), followed by the chips (React Aria TagGroup). A chip is removed with its × button, or
 * with Backspace/Delete when focused. Enter never submits the surrounding form, and Enter that
 * confirms a Korean IME composition is not taken as "add". Text over `maxLength` never becomes a
 * chip: the field says the limit and keeps the text (and the chips) for the member to shorten.
 */
export function ChipInput({
  label,
  values,
  onChange,
  placeholder,
  description,
  tagsLabel,
  removeLabel = (value) => `Remove ${value}`,
  maxLength,
  tooLongMessage,
  isDisabled,
  className,
}: ChipInputProps) {
  const [draft, setDraft] = useState('');
  const removeLabelId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const isTooLong = maxLength !== undefined && draft.trim().length > maxLength;

  const add = () => {
    const value = draft.trim();
    if (!value || isTooLong) return;
    if (!values.includes(value)) onChange([...values, value]);
    setDraft('');
  };

  const remove = (keys: Set<unknown>) => {
    const remaining = values.filter((value) => !keys.has(value));
    onChange(remaining);
    // The list disappears with its last chip: keep focus in the field rather than losing it.
    if (remaining.length === 0) inputRef.current?.focus();
  };

  return (
    <div className={cx('field', 'chip-input', className)}>
      <TextField
        value={draft}
        onChange={setDraft}
        isDisabled={isDisabled}
        isInvalid={isTooLong}
        validationBehavior="aria"
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          if (event.nativeEvent.isComposing || event.keyCode === 229) return;
          event.preventDefault();
          add();
        }}
        className="field chip-input__field"
      >
        <FieldLabel>{label}</FieldLabel>
        <Input ref={inputRef} placeholder={placeholder} className="field__control" />
        {description && <FieldDescription>{description}</FieldDescription>}
        <FieldErrorMessage>{tooLongMessage}</FieldErrorMessage>
      </TextField>
      {values.length > 0 && (
        // The remove buttons' names, kept outside the chips so they stay out of the chips' text.
        <span hidden>
          {values.map((value, index) => (
            <span key={value} id={`${removeLabelId}-${index}`}>
              {removeLabel(value)}
            </span>
          ))}
        </span>
      )}
      {values.length > 0 && (
        <TagGroup
          aria-label={tagsLabel ?? label}
          onRemove={remove}
          disabledKeys={isDisabled ? values : undefined}
          className="chip-input__tags"
        >
          <TagList items={values.map((value) => ({ id: value }))} className="chip-input__list">
            {(item) => (
              <Tag id={item.id} textValue={item.id} className="chip">
                <span className="chip__text">{item.id}</span>
                <Button
                  slot="remove"
                  aria-labelledby={`${removeLabelId}-${values.indexOf(item.id)}`}
                  className="chip__remove"
                >
                  <X size={14} aria-hidden />
                </Button>
              </Tag>
            )}
          </TagList>
        </TagGroup>
      )}
    </div>
  );
}

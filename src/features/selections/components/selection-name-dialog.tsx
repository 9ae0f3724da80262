import { useState, type FormEvent } from 'react';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { SELECTION_NAME_MAX } from '@/lib/limits';
import { TextField } from '@/ui/text-field';
import * as texts from '@/texts';

export interface SelectionNameDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** 'Create and add a new cart' or 'Change the name of Selection'. */
  title: string;
  placeholder: string;
  initialName?: string;
  /** Returns an error to show (e.g. a duplicate name) or nothing when the name is accepted. */
  validate?: (name: string) => string | undefined;
  onSubmit: (name: string) => void | Promise<void>;
  isPending?: boolean;
}

/**
 * The name dialog of selections (docs/product/shell.md#selection-dialogs, 400 px): Confirm stays disabled while the name is
 * blank; a name the caller refuses (docs/product/selection.md#names: duplicates, ignoring case) is explained inline.
 */
export function SelectionNameDialog({
  isOpen,
  onOpenChange,
  title,
  placeholder,
  initialName = '',
  validate,
  onSubmit,
  isPending,
}: SelectionNameDialogProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string>();
  // A name past the limit stays on screen with the limit told; it cannot be confirmed.
  const [isTooLong, setTooLong] = useState(false);
  const isBlank = name.trim() === '';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (isBlank || isTooLong) return;
    const problem = validate?.(name);
    setError(problem);
    if (!problem) void onSubmit(name.trim());
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) {
          setName(initialName);
          setError(undefined);
          setTooLong(false);
        }
        onOpenChange(open);
      }}
      title={title}
      width={400}
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {texts.common.cancel}
          </Button>
          <Button isDisabled={isBlank || isTooLong} isPending={isPending} onPress={() => submit()}>
            {texts.common.confirm}
          </Button>
        </>
      }
    >
      <form onSubmit={submit}>
        <TextField
          label={texts.selections.nameLabel}
          placeholder={placeholder}
          value={name}
          onChange={(value) => {
            setName(value);
            setError(undefined);
          }}
          isInvalid={Boolean(error)}
          errorMessage={error}
          autoFocus
          maxLength={SELECTION_NAME_MAX}
          onOverLimitChange={setTooLong}
        />
      </form>
    </Dialog>
  );
}

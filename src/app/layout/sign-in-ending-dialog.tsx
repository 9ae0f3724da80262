import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { getErrorMessage } from '@/api/errors';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast';
import { extendSignIn } from '../member-session';

export interface SignInEndingDialogProps {
  /** When the sign-in ends (ISO 8601). */
  endsAt: string;
  onClose: () => void;
}

/**
 * "Your sign-in ends soon" (docs/product/session.md#ending): an alertdialog, so it is announced,
 * with the password field and Stay signed in; Later (or Escape) leaves the sign-in to end.
 */
export default function SignInEndingDialog({ endsAt, onClose }: SignInEndingDialogProps) {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [isPending, setPending] = useState(false);

  const stay = async (event?: FormEvent) => {
    event?.preventDefault();
    if (isPending) return;
    if (password === '') {
      setError(texts.signIn.passwordRequired);
      return;
    }
    setPending(true);
    try {
      await extendSignIn(queryClient, password);
      toast.success(texts.signInEnding.extended);
      onClose();
    } catch (failure) {
      setError(getErrorMessage(failure));
      setPending(false);
    }
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={texts.signInEnding.title}
      role="alertdialog"
      width={440}
      isDismissable={false}
      showCloseButton={false}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {texts.signInEnding.later}
          </Button>
          <Button isPending={isPending} onPress={() => void stay()}>
            {texts.signInEnding.stay}
          </Button>
        </>
      }
    >
      <form onSubmit={(event) => void stay(event)} noValidate>
        <p>{texts.signInEnding.text(dayjs(endsAt).format('HH:mm'))}</p>
        <TextField
          label={texts.signInEnding.password}
          type="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(value) => {
            setPassword(value);
            setError(undefined);
          }}
          isInvalid={error !== undefined}
          errorMessage={error}
        />
      </form>
    </Dialog>
  );
}

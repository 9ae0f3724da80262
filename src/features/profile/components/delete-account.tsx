import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { ApiError, accountErrorMessage, getErrorMessage, NetworkError } from '@/api/errors';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { FormError } from '@/ui/form-error';
import { FormTextField } from '@/ui/form-fields';
import { Card } from '@/ui/page';
import { useDeleteAccount } from '../api/delete-account';
import { deleteAccountSchema, type DeleteAccountForm, type DeleteAccountValues } from '../schemas';
import { AccountName } from './account-name';
import { OfflineNote } from './offline-note';

const t = texts.profile;

/** The Delete Account button and its dialog with password entry (docs/product/profile.md#delete-account, #messages). */
export function DeleteAccount({ isOnline }: { isOnline: boolean }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Card title={t.deleteTitle} className="profile__card profile__card--danger">
      <div className="profile__delete">
        <p className="profile__delete-text">{t.deleteText}</p>
        <Button variant="danger" onPress={() => setOpen(true)} isDisabled={!isOnline}>
          <Trash2 size={16} aria-hidden />
          {t.deleteAccount}
        </Button>
      </div>
      <OfflineNote isOnline={isOnline} />
      {isOpen && <DeleteAccountDialog isOnline={isOnline} onClose={() => setOpen(false)} />}
    </Card>
  );
}

function DeleteAccountDialog({ isOnline, onClose }: { isOnline: boolean; onClose: () => void }) {
  const formId = useId();
  const remove = useDeleteAccount();
  const [failure, setFailure] = useState<string>();
  const { control, handleSubmit, setError } = useForm<
    DeleteAccountForm,
    unknown,
    DeleteAccountValues
  >({
    resolver: zodResolver(deleteAccountSchema()),
    defaultValues: { currentPassword: '' },
  });

  const submit = handleSubmit(({ currentPassword }) => {
    setFailure(undefined);
    remove.mutate(currentPassword, {
      onError: (error) => {
        if (error instanceof ApiError && error.errorCode === 'auth_invalid_password') {
          // The account is kept; the catalogue has toasted the server's message.
          setError(
            'currentPassword',
            { type: 'server', message: t.deleteWrongPassword },
            { shouldFocus: true },
          );
        } else {
          setFailure(
            error instanceof NetworkError || accountErrorMessage(error)
              ? getErrorMessage(error)
              : t.deleteFailed,
          );
        }
      },
    });
  });

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
      isDismissable={!remove.isPending}
      title={t.deleteTitle}
      width={440}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={remove.isPending}>
            {texts.common.cancel}
          </Button>
          <Button
            variant="danger"
            type="submit"
            form={formId}
            isPending={remove.isPending}
            isDisabled={!isOnline}
          >
            {t.deleteAccount}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="profile__delete-form">
        <AccountName />
        <p>{t.deleteText}</p>
        <FormTextField
          control={control}
          name="currentPassword"
          label={t.deletePassword}
          type="password"
          autoComplete="current-password"
          autoFocus
          isRequired
        />
        <FormError>{failure}</FormError>
        <OfflineNote isOnline={isOnline} />
      </form>
    </Dialog>
  );
}

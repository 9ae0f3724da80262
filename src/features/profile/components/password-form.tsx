import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, accountErrorMessage } from '@/api/errors';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { FormTextField } from '@/ui/form-fields';
import { Card } from '@/ui/page';
import { useChangePassword } from '../api/change-password';
import {
  passwordChangeSchema,
  type PasswordChangeForm,
  type PasswordChangeValues,
} from '../schemas';
import { AccountName } from './account-name';
import { OfflineNote } from './offline-note';

const t = texts.profile;
const empty: PasswordChangeForm = { currentPassword: '', password: '', passwordCheck: '' };

/** The password change form (docs/product/profile.md#password, plus the server's rules). */
export function PasswordForm({ isOnline }: { isOnline: boolean }) {
  const change = useChangePassword();
  const { control, handleSubmit, reset, setError, setFocus, trigger, getFieldState } = useForm<
    PasswordChangeForm,
    unknown,
    PasswordChangeValues
  >({
    resolver: zodResolver(passwordChangeSchema()),
    defaultValues: empty,
    mode: 'onTouched',
  });

  const submit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => reset(empty),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        // The shared catalogue has told the server's message in a toast: said once, the field
        // only takes the focus for another try.
        if (error.errorCode === 'auth_invalid_password') {
          setFocus('currentPassword');
        } else if (error.errorCode === 'password_mismatch') {
          setError('passwordCheck', { type: 'server', message: t.errors.mismatch });
        } else if (error.errorCode === 'too_many_attempts') {
          // Too many wrong current passwords: when to try again, at that field.
          setError('currentPassword', {
            type: 'server',
            message: accountErrorMessage(error) ?? error.message,
          });
        } else if (
          error.errorCode === 'password_too_common' ||
          error.errorCode === 'password_unchanged'
        ) {
          setError(
            'password',
            { type: 'server', message: accountErrorMessage(error) ?? error.message },
            { shouldFocus: true },
          );
        }
      },
    }),
  );

  return (
    <Card title={t.passwordSection} className="profile__card">
      <form onSubmit={submit} noValidate className="profile__form">
        <AccountName />
        <div className="profile__fields profile__fields--narrow">
          <FormTextField
            control={control}
            name="currentPassword"
            label={t.currentPassword}
            type="password"
            autoComplete="current-password"
            isRequired
          />
          <FormTextField
            control={control}
            name="password"
            label={t.newPassword}
            type="password"
            autoComplete="new-password"
            description={t.passwordRules}
            isRequired
            // Keep the confirmation's message true while the new password changes.
            onChange={() => {
              if (getFieldState('passwordCheck').isTouched) void trigger('passwordCheck');
            }}
          />
          <FormTextField
            control={control}
            name="passwordCheck"
            label={t.newPasswordCheck}
            type="password"
            autoComplete="new-password"
            isRequired
          />
        </div>
        <div className="profile__actions">
          <Button type="submit" isPending={change.isPending} isDisabled={!isOnline}>
            {t.changePassword}
          </Button>
        </div>
        <OfflineNote isOnline={isOnline} />
      </form>
    </Card>
  );
}

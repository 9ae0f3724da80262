import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, accountErrorMessage } from '@/api/errors';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { Card } from '@/ui/page';
import { TextField } from '@/ui/text-field';
import { useChangePassword } from '../api/mutations';
import { passwordChangeSchema, type PasswordChangeValues } from '../schemas';
import { AccountName } from './account-name';
import { OfflineNote } from './offline-note';

const t = texts.profile;
const empty: PasswordChangeValues = { currentPassword: '', password: '', passwordCheck: '' };

/** The password change form (001 §2.8, rules of §5 plus the server's). */
export function PasswordForm({ isOnline }: { isOnline: boolean }) {
  const change = useChangePassword();
  const { control, handleSubmit, reset, setError, trigger, getFieldState } =
    useForm<PasswordChangeValues>({
      resolver: zodResolver(passwordChangeSchema),
      defaultValues: empty,
      mode: 'onTouched',
    });

  const submit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => reset(empty),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        // The catalogue has toasted the server's message; the field says it too.
        if (error.errorCode === 'auth_invalid_password') {
          setError(
            'currentPassword',
            { type: 'server', message: error.message },
            {
              shouldFocus: true,
            },
          );
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
          <Controller
            control={control}
            name="currentPassword"
            render={({ field, fieldState }) => (
              <TextField
                label={t.currentPassword}
                type="password"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                autoComplete="current-password"
                isRequired
                validationBehavior="aria"
                isInvalid={fieldState.invalid}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="password"
            render={({ field, fieldState }) => (
              <TextField
                label={t.newPassword}
                type="password"
                name={field.name}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  // Keep the confirmation's message true while the new password changes.
                  if (getFieldState('passwordCheck').isTouched) void trigger('passwordCheck');
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                autoComplete="new-password"
                description={t.passwordRules}
                isRequired
                validationBehavior="aria"
                isInvalid={fieldState.invalid}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="passwordCheck"
            render={({ field, fieldState }) => (
              <TextField
                label={t.newPasswordCheck}
                type="password"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                autoComplete="new-password"
                isRequired
                validationBehavior="aria"
                isInvalid={fieldState.invalid}
                errorMessage={fieldState.error?.message}
              />
            )}
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

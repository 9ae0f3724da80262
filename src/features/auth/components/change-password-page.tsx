import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { ApiError, NetworkError, getErrorMessage } from '@/api/errors';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { FormError } from '@/ui/form-error';
import { FormTextField } from '@/ui/form-fields';
import { useResetPassword } from '../api/reset-password';
import {
  changePasswordSchema,
  type ChangePasswordForm,
  type ChangePasswordValues,
} from '../schemas';
import './auth.css';

const t = texts.changePassword;

export interface ChangePasswordPageProps {
  email?: string;
  code?: string;
}

/**
 * /change-password (docs/product/access.md#change-password): the new password and its confirmation, for the e-mail and the
 * verified code of /find-password. The submit button stays disabled while the form is invalid.
 */
export function ChangePasswordPage({ email, code }: ChangePasswordPageProps) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<
    ChangePasswordForm,
    unknown,
    ChangePasswordValues
  >({
    resolver: zodResolver(changePasswordSchema()),
    mode: 'all',
    defaultValues: { password: '', passwordCheck: '' },
  });

  const submit = handleSubmit(async (form) => {
    setFailure(undefined);
    if (!email || !code) {
      setFailure(t.missing);
      return;
    }
    try {
      await reset.mutateAsync({ email, code, ...form });
      await navigate({ to: '/sign-in' });
    } catch (error) {
      // A password the server refuses (too common, the current one) is told at its field.
      if (
        error instanceof ApiError &&
        ['password_too_common', 'password_unchanged'].includes(error.errorCode)
      ) {
        setError(
          'password',
          { type: 'server', message: getErrorMessage(error) },
          { shouldFocus: true },
        );
        return;
      }
      // docs/product/errors.md#catalogue: the server's message of a wrong or used-up code is shown with the failure.
      const detail =
        error instanceof ApiError || error instanceof NetworkError ? getErrorMessage(error) : '';
      setFailure(detail ? `${t.failed}. ${detail}` : t.failed);
    }
  });

  return (
    <div className="auth-card">
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
        <h1 className="auth-form__title">{t.title}</h1>
        {email && <p className="auth-form__lead">{email}</p>}
        <input
          type="email"
          name="email"
          value={email ?? ''}
          autoComplete="username"
          hidden
          readOnly
        />
        <FormTextField
          control={control}
          name="password"
          deps="passwordCheck"
          label={t.password}
          type="password"
          autoComplete="new-password"
        />
        <FormTextField
          control={control}
          name="passwordCheck"
          label={t.passwordCheck}
          type="password"
          autoComplete="new-password"
        />
        <FormError>{failure}</FormError>
        {failure && (
          <p className="auth-note">
            <Link to="/find-password">{t.requestNewCode}</Link>
          </p>
        )}
        <Button
          type="submit"
          className="auth-form__submit"
          isDisabled={!formState.isValid}
          isPending={formState.isSubmitting}
        >
          {t.submit}
        </Button>
      </form>
    </div>
  );
}

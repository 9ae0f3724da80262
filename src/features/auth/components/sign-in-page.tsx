import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { ApiError, getErrorMessage } from '@/api/errors';
import type { Session } from '@/api/session';
import { Logo } from '@/ui/logo';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { FormError } from '@/ui/form-error';
import { FormCheckbox, FormTextField } from '@/ui/form-fields';
import { safeRedirectPath, signInSchema, type SignInForm, type SignInValues } from '../schemas';
import './auth.css';

const t = texts.signIn;

export interface SignInPageProps {
  /** Where the member wanted to go before being sent here (the `redirect` search parameter). */
  redirect?: string;
  /** Signs the member in and starts their data (given by the route). */
  signIn: (input: { email: string; password: string; rememberMe: boolean }) => Promise<Session>;
}

/**
 * /sign-in (docs/product/access.md#sign-in): a standalone page with a welcome panel and the form. An approved member goes
 * on to `redirect` (same-origin paths only) or home; an unapproved one to the waiting page.
 */
export function SignInPage({ redirect, signIn }: SignInPageProps) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const [isLocked, setLocked] = useState(false);
  const { control, handleSubmit, formState } = useForm<SignInForm, unknown, SignInValues>({
    resolver: zodResolver(signInSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const submit = handleSubmit(async (form) => {
    setFailure(undefined);
    setLocked(false);
    try {
      const session = await signIn({
        email: form.email,
        password: form.password,
        rememberMe: form.rememberMe,
      });
      if (session.isApproved) {
        await navigate({ href: safeRedirectPath(redirect, window.location.origin) });
      } else {
        await navigate({
          to: '/waiting/$id',
          params: { id: session.id },
          search: { email: form.email },
        });
      }
    } catch (error) {
      // A wrong address or password (401), or a malformed one the server refused (400).
      const isRefused = error instanceof ApiError && (error.status === 401 || error.status === 400);
      setFailure(isRefused ? t.failed : getErrorMessage(error));
      setLocked(error instanceof ApiError && error.errorCode === 'too_many_attempts');
    }
  });

  return (
    <div className="sign-in">
      <div className="sign-in__welcome">
        <span className="sign-in__logo">
          <Logo />
        </span>
        <p className="sign-in__welcome-title">{t.welcomeTitle}</p>
        <p className="sign-in__welcome-text">{t.welcomeText}</p>
      </div>

      <main className="sign-in__panel">
        <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
          <h1 className="auth-form__title">{t.title}</h1>
          <FormTextField
            control={control}
            name="email"
            label={t.email}
            type="email"
            autoComplete="username"
            inputMode="email"
          />
          <FormTextField
            control={control}
            name="password"
            label={t.password}
            type="password"
            autoComplete="current-password"
          />
          <FormCheckbox control={control} name="rememberMe">
            {t.rememberMe}
          </FormCheckbox>
          <FormError>{failure}</FormError>
          {isLocked && (
            <p className="auth-note">
              {t.lockedHelp} <Link to="/find-password">{t.forgotPassword}</Link>
            </p>
          )}
          <Button
            type="submit"
            className="auth-form__submit"
            data-inactive={!formState.isValid || undefined}
            isPending={formState.isSubmitting}
          >
            {t.submit}
          </Button>
          <div className="auth-form__links">
            <Link to="/sign-up">{t.signUp}</Link>
            <Link to="/find-password">{t.forgotPassword}</Link>
          </div>
        </form>
      </main>
    </div>
  );
}

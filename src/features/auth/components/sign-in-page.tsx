import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { ApiError, getErrorMessage } from '@/api/errors';
import type { Session } from '@/api/session';
import { Logo } from '@/ui/logo';
import * as texts from '@/texts';
import { LocaleSwitch } from '@/ui/locale-switch';
import { Spinner } from '@/ui/spinner';
import { FormError } from '@/ui/form-error';
import { NativeCheckbox, NativeTextField } from '@/ui/native-field';
import { safeRedirectPath, signInSchema, type SignInForm } from '../schemas';
import '@/ui/button.css';
import './auth.css';

const t = texts.signIn;

/** The sign-in code's offer and field, loaded only when a lock holds the browser. */
const SignInCode = lazy(() => import('./sign-in-code'));

type TextName = 'email' | 'password';

/** Each text field's first message from the schema, or none: the form is valid. */
function validate(form: SignInForm): Partial<Record<TextName, string>> {
  const result = signInSchema().safeParse(form);
  const errors: Partial<Record<TextName, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const name = issue.path[0] as TextName;
    errors[name] ??= issue.message;
  }
  return errors;
}

export interface SignInPageProps {
  /** Where the member wanted to go before being sent here (the `redirect` search parameter). */
  redirect?: string;
  /** Signs the member in and starts their data (given by the route). */
  signIn: (input: {
    email: string;
    password: string;
    rememberMe: boolean;
    /** A mailed one-time sign-in code, past a lock that holds this browser. */
    code?: string;
  }) => Promise<Session>;
  /** Asks the server to mail a sign-in code (given by the route, loaded when pressed). */
  sendSignInCode: (email: string) => Promise<void>;
}

/**
 * /sign-in (docs/product/access.md#sign-in): a standalone page with a welcome panel and the form. An approved member goes
 * on to `redirect` (same-origin paths only) or home; an unapproved one to the waiting page.
 *
 * Plain inputs and a plain button, its own small form state: the first page of most visits loads
 * no form library and no widget kit (decision 017). A field says what is wrong once it has been
 * left (or the form sent), and from then on as it is typed in.
 *
 * When a lock holds this browser (strangers' wrong passwords), the member can ask for a sign-in
 * code by mail and sign in with it and the password at once (docs/product/access.md#sign-in-code).
 */
export function SignInPage({ redirect, signIn, sendSignInCode }: SignInPageProps) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const [isLocked, setLocked] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [form, setForm] = useState<SignInForm>({ email: '', password: '', rememberMe: false });
  const [touched, setTouched] = useState<Partial<Record<TextName, boolean>>>({});
  /** The mailed code, once the member asked for one (undefined: the code field is not shown). */
  const [code, setCode] = useState<string>();
  const [codeTouched, setCodeTouched] = useState(false);
  const errors = validate(form);
  const isValid = Object.keys(errors).length === 0;
  const shownError = (name: TextName) => (touched[name] ? errors[name] : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setTouched({ email: true, password: true });
    setCodeTouched(true);
    const parsed = signInSchema().safeParse(form);
    const codeInvalid = code !== undefined && !/^\d{6}$/.test(code);
    if (!parsed.success || codeInvalid) {
      const first = (['email', 'password'] as const).find((name) => errors[name]);
      const input = event.currentTarget.elements.namedItem(first ?? 'code');
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    setFailure(undefined);
    setLocked(false);
    setSubmitting(true);
    try {
      const session = await signIn(code === undefined ? parsed.data : { ...parsed.data, code });
      if (session.isApproved) {
        await navigate({ href: safeRedirectPath(redirect, window.location.origin) });
      } else {
        await navigate({
          to: '/waiting/$id',
          params: { id: session.id },
          search: { email: parsed.data.email },
        });
      }
    } catch (error) {
      // A wrong address or password (401), or a malformed one the server refused (400).
      const isRefused = error instanceof ApiError && (error.status === 401 || error.status === 400);
      setFailure(
        isRefused ? (code === undefined ? t.failed : t.codeFailed) : getErrorMessage(error),
      );
      setLocked(error instanceof ApiError && error.errorCode === 'too_many_attempts');
    } finally {
      setSubmitting(false);
    }
  };

  const textField = (name: TextName) => ({
    name,
    value: form[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setForm((current) => ({ ...current, [name]: value }));
    },
    onBlur: () => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
    errorMessage: shownError(name),
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
        <LocaleSwitch className="sign-in__locale" />
        <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
          <h1 className="auth-form__title">{t.title}</h1>
          <NativeTextField
            {...textField('email')}
            label={t.email}
            type="email"
            autoComplete="username"
            inputMode="email"
          />
          <NativeTextField
            {...textField('password')}
            label={t.password}
            type="password"
            autoComplete="current-password"
          />
          <NativeCheckbox
            name="rememberMe"
            checked={form.rememberMe}
            onChange={(event) => {
              const rememberMe = event.currentTarget.checked;
              setForm((current) => ({ ...current, rememberMe }));
            }}
          >
            {t.rememberMe}
          </NativeCheckbox>
          <FormError>{failure}</FormError>
          {isLocked && (
            <p className="auth-note">
              {t.lockedHelp} <Link to="/find-password">{t.forgotPassword}</Link>
            </p>
          )}
          {(isLocked || code !== undefined) && (
            <Suspense>
              <SignInCode
                code={code}
                showError={codeTouched}
                onCode={setCode}
                onCodeBlur={() => setCodeTouched(true)}
                send={() => {
                  setTouched((current) => ({ ...current, email: true }));
                  if (errors.email) return undefined;
                  return sendSignInCode(form.email.trim()).then(
                    () => {
                      setFailure(undefined);
                      setLocked(false);
                      setCode('');
                    },
                    (error: unknown) => setFailure(getErrorMessage(error)),
                  );
                }}
              />
            </Suspense>
          )}
          <button
            type="submit"
            className="button button--native button--primary button--md auth-form__submit"
            data-inactive={!isValid || undefined}
            data-pending={isSubmitting || undefined}
            aria-disabled={isSubmitting || undefined}
          >
            <span className="button__content">{t.submit}</span>
            {isSubmitting && (
              <span className="button__spinner">
                <Spinner size="sm" aria-label={texts.common.loading} />
              </span>
            )}
          </button>
          <div className="auth-form__links">
            <Link to="/sign-up">{t.signUp}</Link>
            <Link to="/find-password">{t.forgotPassword}</Link>
          </div>
        </form>
      </main>
    </div>
  );
}

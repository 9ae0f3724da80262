import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { ApiError, accountErrorMessage, getErrorMessage } from '@/api/errors';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { FormError } from '@/ui/form-error';
import { FormTextField } from '@/ui/form-fields';
import { isEmail } from '@/lib/member-fields';
import { useSendResetCode } from '../api/send-reset-code';
import { useVerifyResetCode } from '../api/verify-reset-code';
import { findPasswordSchema, type FindPasswordForm, type FindPasswordValues } from '../schemas';
import { isResendWindow, secondsUntilResend } from '../resend';
import './auth.css';

const t = texts.findPassword;

/**
 * What a refused send tells the member: within the resend window, when a new code can be sent
 * (counted from the code this page sent, else the server's own words); throttled, when to try
 * again; otherwise the text of docs/product/access.md#messages.
 */
function sendFailure(error: unknown, lastSentAt: number | undefined): string {
  const accountMessage = accountErrorMessage(error);
  if (accountMessage) return accountMessage;
  if (!(error instanceof ApiError) || error.status !== 429) return t.sendFailed;
  if (lastSentAt === undefined)
    return isResendWindow(error) ? t.codeSentEarlier : getErrorMessage(error);
  return t.resendWait(secondsUntilResend(lastSentAt));
}

export interface FindPasswordPageProps {
  /** Set when /change-password sent the visitor back for lack of an e-mail or a code. */
  missing?: boolean;
}

/**
 * /find-password (docs/product/access.md#find-password): e-mail → Send Code → code → Verify → Next to /change-password with the
 * e-mail and code. Next is enabled once the code is verified (the original requirements leave open
 * whether it is blocked before; a reset with an unverified code would only fail later).
 */
export function FindPasswordPage({ missing }: FindPasswordPageProps) {
  const navigate = useNavigate();
  const { control, trigger, getValues } = useForm<FindPasswordForm, unknown, FindPasswordValues>({
    resolver: zodResolver(findPasswordSchema()),
    mode: 'onTouched',
    defaultValues: { email: '', code: '' },
  });
  const email = useWatch({ control, name: 'email' }).trim();
  const [sentTo, setSentTo] = useState<string>();
  const [sentAt, setSentAt] = useState<number>();
  const [verified, setVerified] = useState<{ email: string; code: string }>();
  const [failure, setFailure] = useState<string>();
  const isSent = sentTo !== undefined && sentTo === email;
  const isVerified = verified !== undefined && verified.email === email;

  const sendCode = useSendResetCode();
  const verifyCode = useVerifyResetCode();

  const onSend = async () => {
    setFailure(undefined);
    if (!(await trigger('email'))) return;
    const address = getValues('email').trim();
    sendCode.mutate(address, {
      onSuccess: () => {
        setSentTo(address);
        setSentAt(Date.now());
        setVerified(undefined);
      },
      onError: (error) => {
        const lastSentAt = sentTo === address ? sentAt : undefined;
        if (isResendWindow(error) && sentTo !== address) {
          setSentTo(address);
          setSentAt(undefined);
          setVerified(undefined);
        }
        setFailure(sendFailure(error, lastSentAt));
      },
    });
  };

  const onVerify = async () => {
    setFailure(undefined);
    if (!(await trigger('code'))) return;
    const code = getValues('code').trim();
    verifyCode.mutate(
      { email, code },
      {
        onSuccess: () => setVerified({ email, code }),
        onError: (error) => setFailure(accountErrorMessage(error) ?? t.verifyFailed),
      },
    );
  };

  return (
    <div className="auth-card">
      <form
        className="auth-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (verified && isVerified) {
            void navigate({ to: '/change-password', search: verified });
          } else if (isSent) {
            void onVerify();
          } else {
            void onSend();
          }
        }}
      >
        <h1 className="auth-form__title">{t.title}</h1>
        {missing && <FormError>{texts.changePassword.missing}</FormError>}

        <div className="auth-inline">
          <FormTextField
            control={control}
            name="email"
            label={t.email}
            type="email"
            autoComplete="username"
            inputMode="email"
          />
          <Button
            variant="secondary"
            className="auth-inline__action"
            data-inactive={!isEmail(email) || undefined}
            isPending={sendCode.isPending}
            onPress={() => void onSend()}
          >
            {t.sendCode}
          </Button>
        </div>
        {isSent && !isVerified && (
          <p role="status" className="auth-note">
            {t.codeSent}
          </p>
        )}

        {isSent && (
          <div className="auth-inline">
            <FormTextField
              control={control}
              name="code"
              label={t.code}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              onChange={() => setVerified(undefined)}
            />
            <Button
              variant="secondary"
              className="auth-inline__action"
              isPending={verifyCode.isPending}
              onPress={() => void onVerify()}
            >
              {t.verify}
            </Button>
          </div>
        )}
        {isVerified && (
          <p role="status" className="auth-note auth-note--success">
            <CircleCheck size={16} aria-hidden />
            {t.verified}
          </p>
        )}
        <FormError>{failure}</FormError>

        <Button type="submit" className="auth-form__submit" isDisabled={!isVerified}>
          {t.next}
        </Button>
        <div className="auth-form__links">
          <Link to="/sign-in">{t.backToSignIn}</Link>
        </div>
      </form>
    </div>
  );
}

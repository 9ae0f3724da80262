import { useId, useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import {
  ApiError,
  accountErrorMessage,
  getErrorMessage,
  validationFailedField,
} from '@/api/errors';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { FormError } from '@/ui/form-error';
import { FormCheckbox, FormTextField } from '@/ui/form-fields';
import { isEmail } from '@/lib/member-fields';
import { useRegister, type BeginSession } from '../api/register-member';
import { useSendRegistrationCode } from '../api/send-registration-code';
import { useVerifyRegistrationCode } from '../api/verify-registration-code';
import { isResendWindow, secondsUntilResend } from '../resend';
import { signUpSchema, toRegisterPayload, type SignUpForm, type SignUpValues } from '../schemas';
import './auth.css';

const t = texts.signUp;

const defaultValues: SignUpForm = {
  email: '',
  verificationCode: '',
  password: '',
  passwordCheck: '',
  name: '',
  phoneNumber: '',
  department: '',
  address: '',
  agreeTerms: false,
  agreePrivacy: false,
  marketingConsentStatus: false,
};

/** The fields the server may refuse, by their labels (for its answers' field paths). */
const fieldLabels = {
  email: t.email,
  password: t.password,
  passwordCheck: t.passwordCheck,
  name: t.name,
  phoneNumber: t.phoneNumber,
  department: t.department,
  address: t.address,
} as const;

/**
 * /sign-up (docs/product/access.md#sign-up, #sign-up-validation): validated on change; the e-mail is verified with a code before Create
 * Account is enabled; the master checkbox sets the two required agreements and the marketing
 * consent together. A failed submission says so and keeps the form (a listed deviation).
 */
export interface SignUpPageProps {
  /** Starts the pending sign-in the registration answers with (given by the route). */
  beginSession: BeginSession;
}

export function SignUpPage({ beginSession }: SignUpPageProps) {
  const navigate = useNavigate();
  const { control, handleSubmit, setValue, getValues, setError, formState } = useForm<
    SignUpForm,
    unknown,
    SignUpValues
  >({
    resolver: zodResolver(signUpSchema()),
    mode: 'all',
    defaultValues,
  });
  const email = useWatch({ control, name: 'email' }).trim();

  // Verification belongs to one address: changing the e-mail starts over.
  const [sentTo, setSentTo] = useState<string>();
  const [sentAt, setSentAt] = useState<number>();
  const [resendNote, setResendNote] = useState<string>();
  const [verifiedFor, setVerifiedFor] = useState<string>();
  // Why the code was refused: a wrong code, or one that needs a new code, or too many attempts.
  const [verifyFailure, setVerifyFailure] = useState<string>();
  const [submitError, setSubmitError] = useState<string>();
  const isSent = sentTo !== undefined && sentTo === email;
  const isVerified = verifiedFor !== undefined && verifiedFor === email;

  const sendCode = useSendRegistrationCode();
  const verifyCode = useVerifyRegistrationCode();
  const register = useRegister(beginSession);

  const onSend = () => {
    const address = getValues('email').trim();
    setVerifyFailure(undefined);
    setResendNote(undefined);
    sendCode.mutate(address, {
      onSuccess: () => {
        setSentTo(address);
        setSentAt(Date.now());
      },
      // A Resend refused as too early: the line under the field says the same as the toast.
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status !== 429) return;
        // A code sent before a reload still stands: its field is offered.
        if (isResendWindow(error) && sentTo !== address) {
          setSentTo(address);
          setSentAt(undefined);
          setResendNote(t.codeSentEarlier);
          return;
        }
        if (sentTo !== address || sentAt === undefined) return;
        setResendNote(t.resendWait(secondsUntilResend(sentAt)));
      },
    });
  };

  const onVerify = () => {
    const code = getValues('verificationCode').trim();
    setVerifyFailure(undefined);
    verifyCode.mutate(
      { email, code },
      {
        onSuccess: () => setVerifiedFor(email),
        onError: (error) => setVerifyFailure(accountErrorMessage(error) ?? t.verificationFailed),
      },
    );
  };

  // The resolver hands over the schema's output (trimmed, the phone number's digits).
  const submit = handleSubmit(async (form) => {
    setSubmitError(undefined);
    try {
      const created = await register.mutateAsync(toRegisterPayload(form));
      await navigate({
        to: '/waiting/$id',
        params: { id: created.id },
        search: { email: created.email },
      });
    } catch (error) {
      // A password the server refuses (too common) is told at the password field.
      if (error instanceof ApiError && error.errorCode === 'password_too_common') {
        setError(
          'password',
          { type: 'server', message: getErrorMessage(error) },
          { shouldFocus: true },
        );
        return;
      }
      // A field the server refused is marked with its own message, never the validator's text.
      const field = validationFailedField(error);
      if (field && field in fieldLabels) {
        const name = field as keyof typeof fieldLabels;
        setError(
          name,
          { message: t.errors.serverRejected(fieldLabels[name]) },
          { shouldFocus: true },
        );
        setSubmitError('');
      } else {
        setSubmitError(
          error instanceof ApiError && error.errorCode === 'validation_failed'
            ? ''
            : getErrorMessage(error),
        );
      }
    }
  });

  const codeValue = useWatch({ control, name: 'verificationCode' }).trim();
  const canSubmit = formState.isValid && isVerified;

  return (
    <div className="auth-card auth-card--wide">
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
        <h1 className="auth-form__title">{t.title}</h1>

        <div className="auth-inline">
          <FormTextField
            control={control}
            name="email"
            label={t.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            isReadOnly={isVerified}
          />
          <Button
            variant="secondary"
            className="auth-inline__action"
            data-verified={isVerified || undefined}
            isDisabled={!isEmail(email) || isVerified}
            isPending={sendCode.isPending}
            onPress={onSend}
          >
            {isVerified ? (
              <>
                <CircleCheck size={18} aria-hidden />
                {t.verified}
              </>
            ) : isSent ? (
              t.resend
            ) : (
              t.sendCode
            )}
          </Button>
        </div>
        {isSent && !isVerified && (
          <p role="status" className="auth-note">
            {resendNote ?? t.codeSent}
          </p>
        )}

        {isSent && (
          <div className="auth-inline">
            <FormTextField
              control={control}
              name="verificationCode"
              label={t.verificationCode}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              isReadOnly={isVerified}
              onChange={() => setVerifyFailure(undefined)}
            />
            <Button
              variant="secondary"
              className="auth-inline__action"
              isDisabled={isVerified || codeValue === ''}
              isPending={verifyCode.isPending}
              onPress={onVerify}
            >
              {t.verify}
            </Button>
          </div>
        )}
        {isVerified && (
          <p role="status" className="auth-note auth-note--success">
            <CircleCheck size={16} aria-hidden />
            {t.verificationSuccess}
          </p>
        )}
        {verifyFailure && <FormError>{verifyFailure}</FormError>}

        <div className="auth-grid">
          <FormTextField
            control={control}
            name="password"
            label={t.password}
            type="password"
            autoComplete="new-password"
            // The confirmation is checked again as the password changes, once it has been touched.
            deps={formState.touchedFields.passwordCheck ? 'passwordCheck' : undefined}
          />
          <FormTextField
            control={control}
            name="passwordCheck"
            label={t.passwordCheck}
            type="password"
            autoComplete="new-password"
          />
          <FormTextField control={control} name="name" label={t.name} autoComplete="name" />
          <FormTextField
            control={control}
            name="phoneNumber"
            label={t.phoneNumber}
            type="tel"
            autoComplete="tel"
          />
          <FormTextField
            control={control}
            name="department"
            label={t.department}
            autoComplete="organization"
          />
          <FormTextField
            control={control}
            name="address"
            label={t.address}
            autoComplete="street-address"
          />
        </div>

        <Agreements
          control={control}
          onSetAll={(value) => {
            const options = { shouldValidate: true, shouldDirty: true, shouldTouch: true };
            setValue('agreeTerms', value, options);
            setValue('agreePrivacy', value, options);
            setValue('marketingConsentStatus', value, options);
          }}
        />

        <FormError>
          {submitError !== undefined && (
            <>
              {t.submitFailed} {submitError}
            </>
          )}
        </FormError>
        <Button
          type="submit"
          className="auth-form__submit"
          isDisabled={!canSubmit}
          isPending={formState.isSubmitting}
        >
          {t.submit}
        </Button>
        <div className="auth-form__links">
          <Link to="/sign-in">{t.backToSignIn}</Link>
        </div>
      </form>
    </div>
  );
}

/** The agreements: a master checkbox (checked, partly checked or not) and the three consents. */
function Agreements({
  control,
  onSetAll,
}: {
  control: Control<SignUpForm, unknown, SignUpValues>;
  onSetAll: (value: boolean) => void;
}) {
  const values = useWatch({
    control,
    name: ['agreeTerms', 'agreePrivacy', 'marketingConsentStatus'],
  });
  const checked = values.filter(Boolean).length;
  const groupId = useId();

  return (
    <fieldset className="auth-agreements" aria-labelledby={groupId}>
      <legend id={groupId} className="visually-hidden">
        {t.agreements}
      </legend>
      <Checkbox
        className="auth-agreements__all"
        isSelected={checked === values.length}
        isIndeterminate={checked > 0 && checked < values.length}
        onChange={onSetAll}
      >
        {t.agreeAll}
      </Checkbox>
      <div className="auth-agreements__items">
        <AgreementBox control={control} name="agreeTerms" label={t.agreeTerms} />
        <AgreementBox control={control} name="agreePrivacy" label={t.agreePrivacy} />
        <AgreementBox control={control} name="marketingConsentStatus" label={t.marketingConsent} />
      </div>
    </fieldset>
  );
}

function AgreementBox({
  control,
  name,
  label,
}: {
  control: Control<SignUpForm, unknown, SignUpValues>;
  name: 'agreeTerms' | 'agreePrivacy' | 'marketingConsentStatus';
  label: string;
}) {
  return (
    <div className="auth-agreements__item">
      <FormCheckbox control={control} name={name}>
        {label}
      </FormCheckbox>
    </div>
  );
}

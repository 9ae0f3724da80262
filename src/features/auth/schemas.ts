import * as z from 'zod/mini';
import * as texts from '@/texts';

/**
 * The "full email pattern" (000 §5): a local part, an @, a domain with at least one dot and a
 * top-level domain of two letters or more. Also decides when Send Code looks active (000 §5).
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** The symbols a password may contain besides letters and digits (000 §9). */
export const PASSWORD_SYMBOLS = '@$!%*#?&';
const ALLOWED_PASSWORD = /^[A-Za-z\d@$!%*#?&]*$/;
const HAS_LETTER = /[A-Za-z]/;
const HAS_DIGIT = /\d/;
const HAS_SYMBOL = /[@$!%*#?&]/;

/** Whether a text is an e-mail address by {@link EMAIL_PATTERN}. */
export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

/** A required, e-mail-shaped field with the given messages. */
const emailField = (required: string, invalid: string) =>
  z.string().check(z.trim(), z.minLength(1, required), z.regex(EMAIL_PATTERN, invalid));

/**
 * The password rules of sign-up and reset (000 §5, §9): 8 to 12 characters, at least one letter,
 * one digit and one of @$!%*#?&, and nothing else. Each form names the broken rule its own way.
 */
const passwordField = (messages: { required: string; min: string; max: string; pattern: string }) =>
  z.string().check(
    z.minLength(1, messages.required),
    z.minLength(8, messages.min),
    z.maxLength(12, messages.max),
    z.refine(
      (value) =>
        ALLOWED_PASSWORD.test(value) &&
        HAS_LETTER.test(value) &&
        HAS_DIGIT.test(value) &&
        HAS_SYMBOL.test(value),
      messages.pattern,
    ),
  );

/** Runs the "passwords match" rule as soon as both fields hold text, whatever the other fields say. */
const whenBothPasswordsTyped = (payload: { value: unknown }) => {
  const value = payload.value as { password?: unknown; passwordCheck?: unknown } | undefined;
  return (
    typeof value?.password === 'string' &&
    typeof value.passwordCheck === 'string' &&
    value.passwordCheck !== ''
  );
};

// ------------------------------------------------------------------ sign-in

const signInTexts = texts.signIn;

/** The sign-in form (000 §5 "Sign-in"). */
export const signInSchema = z.object({
  email: emailField(signInTexts.emailRequired, signInTexts.emailInvalid),
  password: z.string().check(z.minLength(1, signInTexts.passwordRequired)),
  rememberMe: z.boolean(),
});
export type SignInForm = z.infer<typeof signInSchema>;

// ------------------------------------------------------------------ sign-up

const signUpErrors = texts.signUp.errors;

/** The sign-up form (000 §3, §5 "Sign-up"): every message of the specification. */
export const signUpSchema = z
  .object({
    email: emailField(signUpErrors.emailRequired, signUpErrors.emailInvalid),
    verificationCode: z.string().check(z.trim(), z.minLength(1, signUpErrors.codeRequired)),
    password: passwordField({
      required: signUpErrors.passwordRequired,
      min: signUpErrors.passwordMin,
      max: signUpErrors.passwordMax,
      pattern: signUpErrors.passwordPattern,
    }),
    passwordCheck: z.string().check(z.minLength(1, signUpErrors.passwordCheckRequired)),
    name: z.string().check(z.trim(), z.minLength(1, signUpErrors.nameRequired)),
    phoneNumber: z
      .string()
      .check(
        z.minLength(1, signUpErrors.phoneRequired),
        z.regex(/^\d*$/, signUpErrors.phoneDigits),
      ),
    department: z.string().check(z.trim(), z.minLength(1, signUpErrors.departmentRequired)),
    address: z.string().check(z.trim(), z.minLength(1, signUpErrors.addressRequired)),
    agreeTerms: z.boolean().check(z.refine((value) => value, signUpErrors.agreeTermsRequired)),
    agreePrivacy: z.boolean().check(z.refine((value) => value, signUpErrors.agreePrivacyRequired)),
    marketingConsentStatus: z.boolean(),
  })
  .check(
    z.refine((form) => form.password === form.passwordCheck, {
      message: signUpErrors.passwordMismatch,
      path: ['passwordCheck'],
      when: whenBothPasswordsTyped,
    }),
  );
export type SignUpForm = z.input<typeof signUpSchema>;

/** The registration payload: the form without verificationCode, agreeTerms and agreePrivacy (000 §3). */
export function toRegisterPayload(form: z.output<typeof signUpSchema>) {
  const { verificationCode: _code, agreeTerms: _terms, agreePrivacy: _privacy, ...payload } = form;
  return payload;
}

// ------------------------------------------------------------------ forgot password

const findTexts = texts.findPassword;

/** The e-mail of the forgot-password form (000 §5: Korean messages). */
export const resetEmailSchema = emailField(findTexts.emailRequired, findTexts.emailInvalid);

/** The forgot-password form (000 §5 "Forgot password"). */
export const findPasswordSchema = z.object({
  email: resetEmailSchema,
  code: z.string().check(z.trim(), z.minLength(1, findTexts.codeRequired)),
});
export type FindPasswordForm = z.input<typeof findPasswordSchema>;

// ------------------------------------------------------------------ change password

const changeErrors = texts.changePassword.errors;

/** The new-password form (000 §5 "Change password"). */
export const changePasswordSchema = z
  .object({
    password: passwordField({
      required: changeErrors.passwordRequired,
      min: changeErrors.passwordMin,
      max: changeErrors.passwordMax,
      pattern: changeErrors.passwordPattern,
    }),
    passwordCheck: z.string().check(z.minLength(1, changeErrors.passwordCheckRequired)),
  })
  .check(
    z.refine((form) => form.password === form.passwordCheck, {
      message: changeErrors.passwordMismatch,
      path: ['passwordCheck'],
      when: whenBothPasswordsTyped,
    }),
  );
export type ChangePasswordForm = z.input<typeof changePasswordSchema>;

// ------------------------------------------------------------------ redirects

/**
 * Where to go after signing in: the `redirect` search parameter when it is a path of this origin
 * (never another site: `//evil.example`, `https://…`, `javascript:`), else the member home.
 */
export function safeRedirectPath(redirect: string | undefined, origin: string): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return '/';
  if (redirect.startsWith('/\\')) return '/';
  try {
    const url = new URL(redirect, origin);
    if (url.origin !== origin) return '/';
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Back to sign-in would be a loop.
    return url.pathname === '/sign-in' ? '/' : path;
  } catch {
    return '/';
  }
}

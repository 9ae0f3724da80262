import * as z from 'zod/mini';
import * as texts from '@/texts';
import {
  EMAIL_PATTERN,
  MEMBER_LIMITS,
  newPasswordField,
  passwordsMatch,
  phoneField,
  requiredText,
} from '@/lib/member-fields';

/** A required, e-mail-shaped field with the given messages (at most the contract's 254 characters). */
const emailField = (required: string, invalid: string, tooLong = invalid) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(MEMBER_LIMITS.email, tooLong),
      z.regex(EMAIL_PATTERN, invalid),
    );

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
    email: emailField(signUpErrors.emailRequired, signUpErrors.emailInvalid, signUpErrors.emailMax),
    verificationCode: z.string().check(z.trim(), z.minLength(1, signUpErrors.codeRequired)),
    password: newPasswordField({
      required: signUpErrors.passwordRequired,
      min: signUpErrors.passwordMin,
      max: signUpErrors.passwordMax,
      pattern: signUpErrors.passwordPattern,
    }),
    passwordCheck: z.string().check(z.minLength(1, signUpErrors.passwordCheckRequired)),
    name: requiredText(
      { required: signUpErrors.nameRequired, tooLong: signUpErrors.nameMax },
      MEMBER_LIMITS.name,
    ),
    phoneNumber: phoneField({
      required: signUpErrors.phoneRequired,
      digits: signUpErrors.phoneDigits,
      tooLong: signUpErrors.phoneMax,
    }),
    department: requiredText(
      { required: signUpErrors.departmentRequired, tooLong: signUpErrors.departmentMax },
      MEMBER_LIMITS.department,
    ),
    address: requiredText(
      { required: signUpErrors.addressRequired, tooLong: signUpErrors.addressMax },
      MEMBER_LIMITS.address,
    ),
    agreeTerms: z.boolean().check(z.refine((value) => value, signUpErrors.agreeTermsRequired)),
    agreePrivacy: z.boolean().check(z.refine((value) => value, signUpErrors.agreePrivacyRequired)),
    marketingConsentStatus: z.boolean(),
  })
  .check(passwordsMatch(signUpErrors.passwordMismatch));
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
    password: newPasswordField({
      required: changeErrors.passwordRequired,
      min: changeErrors.passwordMin,
      max: changeErrors.passwordMax,
      pattern: changeErrors.passwordPattern,
    }),
    passwordCheck: z.string().check(z.minLength(1, changeErrors.passwordCheckRequired)),
  })
  .check(passwordsMatch(changeErrors.passwordMismatch));
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

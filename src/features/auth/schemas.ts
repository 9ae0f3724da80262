import * as z from 'zod/mini';
import * as texts from '@/texts';
import { perLocale } from '@/texts/locale';
import {
  checkedField,
  codeField,
  emailField,
  memberDetailFields,
  newPasswordField,
  passwordCheckField,
  passwordField,
  passwordsMatch,
} from '@/lib/member-fields';

/*
 * Each form's schema is built from the shared field rules of `@/lib/member-fields` with the
 * form's own texts. `…Form` is what the form holds (its input), `…Values` what it submits (the
 * schema's output: trimmed, a phone number's digits).
 */

const signInTexts = texts.signIn;

/** The sign-in form (docs/product/access.md#sign-in-validation). */
export const signInSchema = perLocale(() =>
  z.object({
    email: emailField({ required: signInTexts.emailRequired, invalid: signInTexts.emailInvalid }),
    password: passwordField({ required: signInTexts.passwordRequired }),
    rememberMe: z.boolean(),
  }),
);
export type SignInForm = z.input<ReturnType<typeof signInSchema>>;
export type SignInValues = z.output<ReturnType<typeof signInSchema>>;

const signUpErrors = texts.signUp.errors;

/** The sign-up form (docs/product/access.md#sign-up, #sign-up-validation): every message of those pages. */
export const signUpSchema = perLocale(() =>
  z
    .object({
      email: emailField({
        required: signUpErrors.emailRequired,
        invalid: signUpErrors.emailInvalid,
        tooLong: signUpErrors.emailMax,
      }),
      verificationCode: codeField({ required: signUpErrors.codeRequired }),
      password: newPasswordField({
        required: signUpErrors.passwordRequired,
        min: signUpErrors.passwordMin,
        max: signUpErrors.passwordMax,
        pattern: signUpErrors.passwordPattern,
      }),
      passwordCheck: passwordCheckField({ required: signUpErrors.passwordCheckRequired }),
      ...memberDetailFields(texts.memberFields.errors),
      agreeTerms: checkedField({ required: signUpErrors.agreeTermsRequired }),
      agreePrivacy: checkedField({ required: signUpErrors.agreePrivacyRequired }),
      marketingConsentStatus: z.boolean(),
    })
    .check(passwordsMatch(signUpErrors.passwordMismatch)),
);
export type SignUpForm = z.input<ReturnType<typeof signUpSchema>>;
export type SignUpValues = z.output<ReturnType<typeof signUpSchema>>;

/** The registration payload: the form without verificationCode, agreeTerms and agreePrivacy (docs/product/access.md#sign-up-payload). */
export function toRegisterPayload(form: SignUpValues) {
  const { verificationCode: _code, agreeTerms: _terms, agreePrivacy: _privacy, ...payload } = form;
  return payload;
}

const findTexts = texts.findPassword;

/** The e-mail of the forgot-password form (docs/product/access.md#find-password-validation: Korean messages). */
const resetEmailSchema = perLocale(() =>
  emailField({
    required: findTexts.emailRequired,
    invalid: findTexts.emailInvalid,
  }),
);

/** The forgot-password form (docs/product/access.md#find-password-validation). */
export const findPasswordSchema = perLocale(() =>
  z.object({
    email: resetEmailSchema(),
    code: codeField({ required: findTexts.codeRequired }),
  }),
);
export type FindPasswordForm = z.input<ReturnType<typeof findPasswordSchema>>;
export type FindPasswordValues = z.output<ReturnType<typeof findPasswordSchema>>;

const changeErrors = texts.changePassword.errors;

/** The new-password form (docs/product/access.md#change-password-validation). */
export const changePasswordSchema = perLocale(() =>
  z
    .object({
      password: newPasswordField({
        required: changeErrors.passwordRequired,
        min: changeErrors.passwordMin,
        max: changeErrors.passwordMax,
        pattern: changeErrors.passwordPattern,
      }),
      passwordCheck: passwordCheckField({ required: changeErrors.passwordCheckRequired }),
    })
    .check(passwordsMatch(changeErrors.passwordMismatch)),
);
export type ChangePasswordForm = z.input<ReturnType<typeof changePasswordSchema>>;
export type ChangePasswordValues = z.output<ReturnType<typeof changePasswordSchema>>;

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

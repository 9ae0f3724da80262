import * as z from 'zod/mini';

/**
 * The member fields' rules, shared by sign-up, the password forms and the profile form so that
 * what the portal accepts is what the contract accepts (`RegisterRequest`, `Member`, `Password`
 * in api-v1.yaml). Each form passes its own texts: the rules are one, the wording is the form's.
 */

/**
 * The "full email pattern" (000 §5): a local part, an @, a domain with at least one dot and a
 * top-level domain of two letters or more. Also decides when Send Code looks active (000 §5).
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** Whether a text is an e-mail address by {@link EMAIL_PATTERN}. */
export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

/** The contract's length limits of the member's own fields. */
export const MEMBER_LIMITS = {
  email: 254,
  name: 100,
  /** Digits, once the separators are dropped. */
  phoneNumber: 30,
  department: 200,
  address: 300,
} as const;

/** The password length of 000 §9. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 12;
const ALLOWED_PASSWORD = /^[A-Za-z\d@$!%*#?&]*$/;

/** Whether a password mixes letters, digits and the allowed symbols, and holds nothing else. */
export const isPasswordShaped = (value: string) =>
  ALLOWED_PASSWORD.test(value) &&
  /[A-Za-z]/.test(value) &&
  /\d/.test(value) &&
  /[@$!%*#?&]/.test(value);

/**
 * The separators people type or paste in a phone number (`010-1234-5678`, `02 123 4567`,
 * `(02) 123.4567`): dropped, the digits kept. A `+` is not one of them: it is refused with the
 * digits-only message rather than silently turning `+82` into a local number.
 */
const PHONE_SEPARATORS = /[\s\-.()]/g;

/** The digits of a phone number as typed, without its separators. */
export const phoneDigits = (value: string) => value.trim().replace(PHONE_SEPARATORS, '');

/** A required text, trimmed, at most `max` characters. */
export const requiredText = (messages: { required: string; tooLong: string }, max: number) =>
  z.string().check(z.trim(), z.minLength(1, messages.required), z.maxLength(max, messages.tooLong));

/**
 * A required phone number: separators allowed and dropped, the rest digits only, at most
 * {@link MEMBER_LIMITS.phoneNumber} digits. The form's value becomes the digits.
 */
export const phoneField = (messages: { required: string; digits: string; tooLong: string }) =>
  z.pipe(
    z.string().check(z.trim(), z.minLength(1, messages.required)),
    z.pipe(
      z.transform(phoneDigits),
      z
        .string()
        .check(
          z.regex(/^\d+$/, messages.digits),
          z.maxLength(MEMBER_LIMITS.phoneNumber, messages.tooLong),
        ),
    ),
  );

/**
 * A new password (000 §5, §9): required, 8 to 12 characters, letters, digits and one of
 * @$!%*#?&, nothing else. The length is checked before the mix, so a password that is too long
 * is told so, never blamed on its characters.
 */
export const newPasswordField = (messages: {
  required: string;
  min: string;
  max: string;
  pattern: string;
}) =>
  z
    .string()
    .check(
      z.minLength(1, messages.required),
      z.minLength(PASSWORD_MIN, messages.min),
      z.maxLength(PASSWORD_MAX, messages.max),
      z.refine(isPasswordShaped, messages.pattern),
    );

/**
 * The "passwords match" rule of a form with `password` and `passwordCheck`, reported on the
 * confirmation. It runs as soon as the confirmation holds `minLength` characters, whatever the
 * other fields say.
 */
export const passwordsMatch = (message: string, minLength = 1) =>
  z.refine<{ password: string; passwordCheck: string }>(
    (form) => form.password === form.passwordCheck,
    {
      message,
      path: ['passwordCheck'],
      when: ({ value }) => {
        const { password, passwordCheck } = (value ?? {}) as Record<string, unknown>;
        return (
          typeof password === 'string' &&
          typeof passwordCheck === 'string' &&
          passwordCheck.length >= minLength
        );
      },
    },
  );

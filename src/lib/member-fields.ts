import * as z from 'zod/mini';
import { Email, Password, RegisterRequest } from '@/api/limits.gen';

/**
 * The fields' rules, one set for every form (sign-in, sign-up, the password forms, the profile
 * form, the inquiry) so that what the portal accepts is what the contract accepts
 * (`RegisterRequest`, `Member`, `Email`, `Password`, `InquiryForm` in api-v1.yaml). Each form
 * passes its own texts: the rules are one, the wording is the form's.
 */

/**
 * The "full email pattern" (docs/product/access.md#email-pattern): a local part, an @, a domain with at least one dot and a
 * top-level domain of two letters or more. Also decides when Send Code looks active (docs/product/access.md#email-pattern).
 */
export const EMAIL_PATTERN = new RegExp(Email.pattern);

export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

/** The contract's length limits of the member's own fields (the phone number's: in digits). */
export const MEMBER_LIMITS = {
  email: Email.maxLength,
  name: RegisterRequest.name.maxLength,
  phoneNumber: RegisterRequest.phoneNumber.maxLength,
  department: RegisterRequest.department.maxLength,
  address: RegisterRequest.address.maxLength,
} as const;

/** The password length of docs/product/access.md#password-rule. */
export const PASSWORD_MIN = Password.minLength;
const PASSWORD_MAX = Password.maxLength;
const ALLOWED_PASSWORD = /^[A-Za-z\d@$!%*#?&]*$/;

/** Whether a password mixes letters, digits and the allowed symbols, and holds nothing else. */
const isPasswordShaped = (value: string) =>
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

export const phoneDigits = (value: string) => value.trim().replace(PHONE_SEPARATORS, '');

export const requiredText = (messages: { required: string; tooLong: string }, max: number) =>
  z.string().check(z.trim(), z.minLength(1, messages.required), z.maxLength(max, messages.tooLong));

export const optionalText = (messages: { tooLong: string }, max: number) =>
  z.string().check(z.trim(), z.maxLength(max, messages.tooLong));

/**
 * A required e-mail address, trimmed: the full {@link EMAIL_PATTERN}, at most the contract's
 * {@link MEMBER_LIMITS.email} characters (told with `tooLong`, else with `invalid`).
 */
export const emailField = (messages: { required: string; invalid: string; tooLong?: string }) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, messages.required),
      z.maxLength(MEMBER_LIMITS.email, messages.tooLong ?? messages.invalid),
      z.regex(EMAIL_PATTERN, messages.invalid),
    );

/** A verification code as the e-mail gave it: required, trimmed (the server judges the rest). */
export const codeField = (messages: { required: string }) =>
  z.string().check(z.trim(), z.minLength(1, messages.required));

/** A box that must be checked (a required agreement). */
export const checkedField = (messages: { required: string }) =>
  z.boolean().check(z.refine((value) => value, messages.required));

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

/** The messages of {@link memberDetailFields}: a limit's message takes the limit. */
interface MemberDetailMessages {
  nameRequired: string;
  phoneRequired: string;
  phoneDigits: string;
  departmentRequired: string;
  addressRequired: string;
  nameMax: (max: number) => string;
  phoneMax: (max: number) => string;
  departmentMax: (max: number) => string;
  addressMax: (max: number) => string;
}

/**
 * The member's own details (name, phone number, affiliation, address), asked the same way by
 * sign-up and the profile form: every one required, within the contract's limits.
 */
export const memberDetailFields = (e: MemberDetailMessages) => ({
  name: requiredText(
    { required: e.nameRequired, tooLong: e.nameMax(MEMBER_LIMITS.name) },
    MEMBER_LIMITS.name,
  ),
  phoneNumber: phoneField({
    required: e.phoneRequired,
    digits: e.phoneDigits,
    tooLong: e.phoneMax(MEMBER_LIMITS.phoneNumber),
  }),
  department: requiredText(
    { required: e.departmentRequired, tooLong: e.departmentMax(MEMBER_LIMITS.department) },
    MEMBER_LIMITS.department,
  ),
  address: requiredText(
    { required: e.addressRequired, tooLong: e.addressMax(MEMBER_LIMITS.address) },
    MEMBER_LIMITS.address,
  ),
});

/**
 * A new password (docs/product/access.md#password-rule): required, 8 to 12 characters, letters, digits and one of
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
 * A password typed to prove who one is (sign-in, the current password): required, never
 * trimmed, no rule of shape (the server judges it; an old password may predate the rules).
 */
export const passwordField = (messages: { required: string }) =>
  z.string().check(z.minLength(1, messages.required));

/**
 * The confirmation of a new password: required and, when the form says so (`min`), told its
 * length before it is compared (see {@link passwordsMatch}).
 */
export const passwordCheckField = (messages: { required: string; min?: string }) =>
  z
    .string()
    .check(
      z.minLength(1, messages.required),
      ...(messages.min === undefined ? [] : [z.minLength(PASSWORD_MIN, messages.min)]),
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

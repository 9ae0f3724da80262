import * as z from 'zod/mini';
import * as texts from '@/texts';

const e = texts.profile.errors;
const signUp = texts.signUp.errors;

/** The contract's limits of the member fields (`Member` in api-v1.yaml). */
export const PROFILE_LIMITS = {
  name: 100,
  phoneNumber: 30,
  department: 200,
  address: 300,
} as const;

/** The server's password rule (`Password` in api-v1.yaml, the sign-up rule), without the length. */
export const PASSWORD_CHARACTERS = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&])[A-Za-z\d@$!%*#?&]+$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 12;

const requiredText = (required: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, e.tooLong(max)));

/**
 * The information form (001 §2.8, fields of 001 §3 "Member"), validated like sign-up: every field
 * required, the phone number digits only. The e-mail is sent as it is: it is the sign-in name and
 * the server refuses a change (`email_change_not_supported`), so the form never edits it.
 */
export const profileSchema = z.object({
  name: requiredText(signUp.nameRequired, PROFILE_LIMITS.name),
  email: z.string(),
  phoneNumber: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, signUp.phoneRequired),
      z.regex(/^\d+$/, signUp.phoneDigits),
      z.maxLength(PROFILE_LIMITS.phoneNumber, e.tooLong(PROFILE_LIMITS.phoneNumber)),
    ),
  department: requiredText(signUp.departmentRequired, PROFILE_LIMITS.department),
  address: requiredText(signUp.addressRequired, PROFILE_LIMITS.address),
});

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;

const newPassword = z
  .string()
  .check(
    z.minLength(1, e.newRequired),
    z.minLength(PASSWORD_MIN, e.min),
    z.maxLength(PASSWORD_MAX, e.max),
    z.regex(PASSWORD_CHARACTERS, e.pattern),
  );

/**
 * The password change form: the rules and texts of 001 §5 (current required; new and confirmation
 * required and at least 8 characters; confirmation equal to new) plus the server's own rule for
 * the new password (8–12 characters of letters, digits and @$!%*#?&, one of each kind), so the
 * member learns it before submitting.
 */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, e.currentRequired)),
    password: newPassword,
    passwordCheck: z
      .string()
      .check(z.minLength(1, e.newRequired), z.minLength(PASSWORD_MIN, e.min)),
  })
  .check(
    z.refine((value) => value.password === value.passwordCheck, {
      path: ['passwordCheck'],
      message: e.mismatch,
      // Compared as soon as both new fields are filled in, whatever the current password says.
      when: ({ value }) => {
        const { password, passwordCheck } = (value ?? {}) as Record<string, unknown>;
        return (
          typeof password === 'string' &&
          typeof passwordCheck === 'string' &&
          passwordCheck.length >= PASSWORD_MIN
        );
      },
    }),
  );

export type PasswordChangeValues = z.output<typeof passwordChangeSchema>;

/** The Delete Account dialog (001 §5: deleting the account requires the current password). */
export const deleteAccountSchema = z.object({
  currentPassword: z.string().check(z.minLength(1, e.currentRequired)),
});

export type DeleteAccountValues = z.output<typeof deleteAccountSchema>;

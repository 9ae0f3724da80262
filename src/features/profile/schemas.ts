import * as z from 'zod/mini';
import { Member } from '@/api/limits.gen';
import type { components } from '@/api/schema.gen';
import {
  formatRegistrationNumber,
  isRegistrationNumber,
  readRegistrationNumber,
} from '@/rules/registration-number';
import * as texts from '@/texts';
import { perLocale } from '@/texts/locale';
import {
  memberDetailFields,
  newPasswordField,
  PASSWORD_MIN,
  passwordCheckField,
  passwordField,
  passwordsMatch,
  isEmail,
  optionalText,
} from '@/lib/member-fields';

const e = texts.profile.errors;

/**
 * The information form (docs/product/profile.md#info): the member's details asked as sign-up asks
 * them, and the school year's start month. The e-mail is sent as it is: it is the
 * sign-in name and the server refuses a change (`email_change_not_supported`), so the form never
 * edits it.
 */
export const profileSchema = perLocale(() =>
  z.object({
    ...memberDetailFields(texts.memberFields.errors),
    email: z.string(),
    // docs/product/budget.md#school-year: a whole month number, 1 to 12 (the form starts on the
    // member's, or the default March).
    schoolYearStartMonth: z.pipe(
      z.string().check(z.trim(), z.regex(/^\d{1,2}$/, e.startMonth)),
      z.pipe(z.transform(Number), z.int().check(z.gte(1, e.startMonth), z.lte(12, e.startMonth))),
    ),
    // docs/product/profile.md#institution: each optional (empty clears it).
    institutionName: optionalText(
      { tooLong: e.institutionNameMax(Member.institutionName.maxLength) },
      Member.institutionName.maxLength,
    ),
    // Typed with or without dashes; sent as the 10 digits, checked as the server checks them.
    institutionNumber: z.pipe(
      z.string().check(
        z.trim(),
        z.refine((typed) => typed === '' || readRegistrationNumber(typed) !== null, {
          message: e.institutionNumberDigits,
          abort: true,
        }),
        z.refine(
          (typed) => typed === '' || isRegistrationNumber(readRegistrationNumber(typed) ?? ''),
          e.institutionNumberCheck,
        ),
      ),
      z.transform((typed) => readRegistrationNumber(typed) ?? ''),
    ),
    officeEmail: z.string().check(
      z.trim(),
      z.maxLength(Member.officeEmail.maxLength, e.officeEmailInvalid),
      z.refine((typed) => typed === '' || isEmail(typed), e.officeEmailInvalid),
    ),
  }),
);

export type ProfileInput = z.input<ReturnType<typeof profileSchema>>;
export type ProfileValues = z.output<ReturnType<typeof profileSchema>>;

/** The form's values of the account information: the month as typed text. */
export const profileFormValues = (member: components['schemas']['Member']): ProfileInput => ({
  ...member,
  schoolYearStartMonth: String(member.schoolYearStartMonth ?? DEFAULT_START_MONTH),
  institutionName: member.institutionName ?? '',
  institutionNumber: formatRegistrationNumber(member.institutionNumber ?? ''),
  officeEmail: member.officeEmail ?? '',
});

/** The start month of a school year when the member has set none (docs/product/budget.md#school-year). */
const DEFAULT_START_MONTH = 3;

/**
 * The password change form: the rules and texts of docs/product/profile.md#password (current required; new and confirmation
 * required and at least 8 characters; confirmation equal to new) plus the server's own rule for
 * the new password (8–12 characters of letters, digits and @$!%*#?&, one of each kind), so the
 * member learns it before submitting.
 */
export const passwordChangeSchema = perLocale(() =>
  z
    .object({
      currentPassword: passwordField({ required: e.currentRequired }),
      password: newPasswordField({
        required: e.newRequired,
        min: e.min,
        max: e.max,
        pattern: e.pattern,
      }),
      passwordCheck: passwordCheckField({ required: e.newRequired, min: e.min }),
    })
    // Compared once the confirmation is long enough, whatever the current password says.
    .check(passwordsMatch(e.mismatch, PASSWORD_MIN)),
);

export type PasswordChangeForm = z.input<ReturnType<typeof passwordChangeSchema>>;
export type PasswordChangeValues = z.output<ReturnType<typeof passwordChangeSchema>>;

/** The Delete Account dialog (docs/product/profile.md#delete-account: deleting the account requires the current password). */
export const deleteAccountSchema = perLocale(() =>
  z.object({
    currentPassword: passwordField({ required: e.currentRequired }),
  }),
);

export type DeleteAccountForm = z.input<ReturnType<typeof deleteAccountSchema>>;
export type DeleteAccountValues = z.output<ReturnType<typeof deleteAccountSchema>>;

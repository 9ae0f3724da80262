/** Member records shared by registration, the seed and the provider operations. */
import type { Mailer } from './mail.ts';
import type { Db } from './db/index.ts';
import { nameKey } from '../src/rules/names.ts';
import { isRegistrationNumber } from '../src/rules/registration-number.ts';
import { missingInstitutionDetails, type InstitutionDetail } from '../src/rules/institution.ts';
import { badRequest } from './errors.ts';
import { emailKey, nowIso, randomId } from './lib/util.ts';

/** The default selection every member has (docs/product/selection.md#default-selection). */
export const DEFAULT_SELECTION_ID = 'public';
export const DEFAULT_SELECTION_NAME = 'common(default)';
/** Names that always mean the default selection and can never name another one. */
export const RESERVED_SELECTION_NAMES: ReadonlySet<string> = new Set([
  'public',
  'common(default)',
  '공용',
]);

export interface MemberRow {
  id: string;
  email: string;
  email_key: string;
  password_hash: string;
  name: string;
  phone_number: string;
  department: string;
  address: string;
  /** The member's institution (migration 018): empty strings until given. */
  institution_name: string;
  institution_number: string;
  office_email: string;
  marketing_consent: number;
  is_approved: number;
  created_at: string;
  approved_at: string | null;
}

export interface NewMember {
  email: string;
  passwordHash: string;
  name: string;
  phoneNumber: string;
  department: string;
  address: string;
  marketingConsent: boolean;
  approved: boolean;
  createdAt?: string;
}

/** Creates a member with the default selection; answers the new member's id. */
export function createMember(db: Db, member: NewMember): string {
  const id = randomId(16);
  const createdAt = member.createdAt ?? nowIso();
  db.prepare(
    `INSERT INTO members (id, email, email_key, password_hash, name, phone_number, department, address,
                          marketing_consent, is_approved, created_at, approved_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    member.email.trim(),
    emailKey(member.email),
    member.passwordHash,
    member.name,
    member.phoneNumber,
    member.department,
    member.address,
    member.marketingConsent ? 1 : 0,
    member.approved ? 1 : 0,
    createdAt,
    member.approved ? createdAt : null,
  );
  db.prepare(
    `INSERT INTO selections (member_id, name, name_key, is_default, created_at) VALUES (?, ?, ?, 1, ?)`,
  ).run(id, DEFAULT_SELECTION_NAME, nameKey(DEFAULT_SELECTION_NAME), createdAt);
  return id;
}

/** Reads a member by e-mail (case-insensitive). */
export function memberByEmail(db: Db, email: string): MemberRow | undefined {
  return db
    .prepare<[string], MemberRow>('SELECT * FROM members WHERE email_key = ?')
    .get(emailKey(email));
}

/** The institution text printed on quotations and order forms. */
export const institutionOf = (member: Pick<MemberRow, 'department' | 'address'>): string =>
  `${member.department}, ${member.address}`;

/**
 * Tells the member by mail that their password was changed or reset (ASVS 2.2.3), so that a
 * change they did not make does not go unnoticed.
 */
export function sendPasswordChangedMail(
  ctx: { mailer: Mailer },
  member: Pick<MemberRow, 'email' | 'name'>,
  how: 'change' | 'reset',
): void {
  const subject = 'Book portal: your password was changed';
  ctx.mailer.send({
    to: member.email,
    subject,
    text: [
      `Hello ${member.name},`,
      '',
      how === 'reset'
        ? 'The password of your book portal account was reset with a code sent to this address. Every sign-in of the account was ended.'
        : 'The password of your book portal account was changed. Your other sign-ins were ended.',
      '',
      'If you did not do this, reset your password at once ("Find password" on the sign-in page) and tell the provider.',
    ].join('\n'),
  });
}

/** Reads a member by id. */
export function memberById(db: Db, id: string): MemberRow | undefined {
  return db.prepare<[string], MemberRow>('SELECT * FROM members WHERE id = ?').get(id);
}

/** Sets the account information a member may change. */
export function updateMemberProfile(
  db: Db,
  id: string,
  profile: { name: string; phoneNumber: string; department: string; address: string },
): void {
  db.prepare(
    'UPDATE members SET name = ?, phone_number = ?, department = ?, address = ? WHERE id = ?',
  ).run(profile.name, profile.phoneNumber, profile.department, profile.address, id);
}

/** A member's institution as the account information gives it (empty: not given). */
export interface InstitutionFields {
  institutionName: string;
  institutionNumber: string;
  officeEmail: string;
}

/**
 * Checks a member's institution before anything is written: the number, when given, is 10 digits
 * with its check digit (docs/product/profile.md#institution); `400 registration_number_invalid`.
 */
export function checkInstitution(fields: Partial<InstitutionFields>): void {
  const number = fields.institutionNumber;
  if (number !== undefined && number !== '' && !isRegistrationNumber(number)) {
    throw badRequest(
      'registration_number_invalid',
      'The registration number is not valid: 10 digits whose last is the check digit.',
    );
  }
}

/** Sets the institution fields given (the others are kept); checked by {@link checkInstitution}. */
export function updateMemberInstitution(
  db: Db,
  id: string,
  fields: Partial<InstitutionFields>,
): void {
  checkInstitution(fields);
  db.prepare(
    `UPDATE members SET institution_name = coalesce(?, institution_name),
       institution_number = coalesce(?, institution_number),
       office_email = coalesce(?, office_email) WHERE id = ?`,
  ).run(
    fields.institutionName?.trim() ?? null,
    fields.institutionNumber ?? null,
    fields.officeEmail?.trim() ?? null,
    id,
  );
}

/**
 * The member's school as the documents (견적서, 거래명세서) name it in 수신: the institution, its
 * number, the office's e-mail, and the contact, affiliation and address the account holds;
 * `missing` lists what the documents need and the member has not given
 * (docs/product/profile.md#institution). Undefined for an unknown member.
 */
export function memberInstitution(
  db: Db,
  memberId: string,
):
  | (InstitutionFields & {
      contactName: string;
      email: string;
      phoneNumber: string;
      department: string;
      address: string;
      missing: InstitutionDetail[];
    })
  | undefined {
  const member = memberById(db, memberId);
  if (!member) return undefined;
  const fields = {
    institutionName: member.institution_name,
    institutionNumber: member.institution_number,
    officeEmail: member.office_email,
  };
  return {
    ...fields,
    contactName: member.name,
    email: member.email,
    phoneNumber: member.phone_number,
    department: member.department,
    address: member.address,
    missing: missingInstitutionDetails(fields),
  };
}

/** Stores a member's new password hash. */
export function setPasswordHash(db: Db, id: string, hash: string): void {
  db.prepare('UPDATE members SET password_hash = ? WHERE id = ?').run(hash, id);
}

/**
 * Deletes a member. Selections, saved filters, tokens and idempotency records go with the member
 * (cascade); orders, inquiries and visits stay for the provider, detached (SET NULL).
 */
export function deleteMember(db: Db, id: string): void {
  db.prepare('DELETE FROM members WHERE id = ?').run(id);
}

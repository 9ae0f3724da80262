/** Account information, password change and account deletion (tag `member`). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { authOf } from '../context.ts';
import { badRequest, requiredText, unauthorized } from '../errors.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { checkPasswordPolicy, passwordUnchanged } from '../auth/password-policy.ts';
import { activeSessions, forgetMember, revokeMemberTokens } from '../auth/session.ts';
import { changePassword } from '../auth/accounts.ts';
import { describeDevice } from '../auth/devices.ts';
import { guardPassword } from '../auth/lockout.ts';
import {
  checkInstitution,
  deleteMember,
  memberById,
  sendPasswordChangedMail,
  updateMemberInstitution,
  updateMemberProfile,
  type MemberRow,
} from '../members.ts';
import { inTransaction } from '../db/index.ts';
import { supplier } from '../supplier.ts';
import { emailKey } from '../lib/util.ts';
import { schoolYearStartMonth, setSchoolYearStartMonth } from '../funds.ts';
import type { Handlers } from './types.ts';

type MemberOperations =
  | 'getMe'
  | 'updateMe'
  | 'getSupplier'
  | 'changePassword'
  | 'deleteAccount'
  | 'listSignIns'
  | 'endOtherSignIns';

const wrongPassword = () => unauthorized('auth_invalid_password', 'The password does not match.');

export function memberHandlers(ctx: AppContext): Handlers<MemberOperations> {
  const readMember = (id: string): MemberRow => {
    const member = memberById(ctx.db, id);
    // The bearer check has just found the member; a concurrent deletion makes the token invalid.
    if (!member) throw unauthorized('auth_token_invalid', 'The access token is invalid.');
    return member;
  };
  /**
   * Checks the current password of a signed-in member. Wrong guesses count against the same lock
   * as sign-in (a stolen access token must not allow unlimited guessing either).
   */
  const checkCurrentPassword = async (
    request: FastifyRequest,
    reply: FastifyReply,
    member: MemberRow,
    password: string,
  ): Promise<void> => {
    const guard = guardPassword(ctx, request, reply, member.email, member);
    if (!(await verifyPassword(password, member.password_hash))) throw wrongPassword();
    guard.succeeded();
  };
  const view = (member: MemberRow) => ({
    name: member.name,
    email: member.email,
    phoneNumber: member.phone_number,
    department: member.department,
    address: member.address,
    schoolYearStartMonth: schoolYearStartMonth(ctx.db, member.id),
    institutionName: member.institution_name,
    institutionNumber: member.institution_number,
    officeEmail: member.office_email,
  });

  return {
    async getMe(request) {
      return view(readMember(authOf(request).memberId));
    },

    async updateMe(request) {
      const { memberId } = authOf(request);
      const member = readMember(memberId);
      const body = request.body;
      if (emailKey(body.email) !== member.email_key) {
        throw badRequest(
          'email_change_not_supported',
          'The e-mail address is the sign-in name and cannot be changed here.',
        );
      }
      const name = requiredText(body.name, 'name');
      const department = requiredText(body.department, 'department');
      const address = requiredText(body.address, 'address');
      const institution = {
        institutionName: body.institutionName,
        institutionNumber: body.institutionNumber,
        officeEmail: body.officeEmail,
      };
      checkInstitution(institution);
      inTransaction(ctx.db, () => {
        updateMemberProfile(ctx.db, memberId, {
          name,
          phoneNumber: body.phoneNumber,
          department,
          address,
        });
        updateMemberInstitution(ctx.db, memberId, institution);
        if (body.schoolYearStartMonth !== undefined) {
          setSchoolYearStartMonth(ctx.db, memberId, body.schoolYearStartMonth);
        }
      });
      return view(readMember(memberId));
    },

    async getSupplier() {
      return supplier(ctx.db);
    },

    async changePassword(request, reply) {
      const { memberId, familyId } = authOf(request);
      const { currentPassword, password, passwordCheck } = request.body;
      if (password !== passwordCheck)
        throw badRequest('password_mismatch', 'Passwords do not match.');
      const member = readMember(memberId);
      checkPasswordPolicy(password, member);
      await checkCurrentPassword(request, reply, member, currentPassword);
      if (password === currentPassword) throw passwordUnchanged();
      const hash = await hashPassword(password);
      changePassword(ctx, memberId, familyId, hash);
      sendPasswordChangedMail(ctx, member, 'change');
      return reply.code(204).send();
    },

    async deleteAccount(request, reply) {
      const { memberId } = authOf(request);
      const member = readMember(memberId);
      await checkCurrentPassword(request, reply, member, request.body.currentPassword);
      deleteMember(ctx.db, memberId);
      forgetMember(ctx, memberId);
      return reply.code(204).send();
    },

    async listSignIns(request, reply) {
      void reply.header('cache-control', 'private, no-store');
      const { memberId, familyId } = authOf(request);
      return {
        results: activeSessions(ctx, memberId).map((session) => ({
          id: session.id,
          device: describeDevice(session.userAgent),
          signedInAt: session.createdAt,
          lastUsedAt: session.lastUsedAt,
          current: session.id === familyId,
        })),
      };
    },

    async endOtherSignIns(request, reply) {
      const { memberId, familyId } = authOf(request);
      revokeMemberTokens(ctx, memberId, familyId);
      return reply.code(204).send();
    },
  };
}

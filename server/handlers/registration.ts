/** Sign-up with e-mail verification and cancellation of a pending request (tag `registration`). */
import type { AppContext } from '../context.ts';
import { badRequest, conflict, notFound, requiredText } from '../errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import { checkCode, isVerifiedForRegistration, issueCode, useCode } from '../auth/codes.ts';
import { createMember, memberByEmail } from '../members.ts';
import { forgetMember } from '../auth/session.ts';
import type { Handlers } from './types.ts';

type RegistrationOperations =
  'sendRegistrationCode' | 'verifyRegistrationCode' | 'register' | 'cancelRegistration';

const emailTaken = () =>
  conflict('email_taken', 'An account with this e-mail address already exists.');

export function registrationHandlers(ctx: AppContext): Handlers<RegistrationOperations> {
  return {
    async sendRegistrationCode(request, reply) {
      const { email } = request.body;
      if (memberByEmail(ctx.db, email)) throw emailTaken();
      issueCode(ctx, email, 'register', true);
      return reply.code(204).send();
    },

    async verifyRegistrationCode(request, reply) {
      const { email, code } = request.body;
      if (!checkCode(ctx, email, 'register', code, { verify: true })) {
        throw badRequest(
          'verification_code_invalid',
          'Email verification failed. The code is wrong or has expired.',
        );
      }
      return reply.code(204).send();
    },

    async register(request, reply) {
      const body = request.body;
      const name = requiredText(body.name, 'name');
      const department = requiredText(body.department, 'department');
      const address = requiredText(body.address, 'address');
      if (body.password !== body.passwordCheck) {
        throw badRequest('password_mismatch', 'Passwords do not match.');
      }
      if (memberByEmail(ctx.db, body.email)) throw emailTaken();
      if (!isVerifiedForRegistration(ctx, body.email)) {
        throw badRequest('email_not_verified', 'Please verify your e-mail address first.');
      }
      const passwordHash = await hashPassword(body.password);
      const id = ctx.db.transaction(() => {
        // Checked again inside the transaction: the hash above yielded the event loop.
        if (memberByEmail(ctx.db, body.email)) throw emailTaken();
        const memberId = createMember(ctx.db, {
          email: body.email,
          passwordHash,
          name,
          phoneNumber: body.phoneNumber,
          department,
          address,
          marketingConsent: body.marketingConsentStatus,
          approved: false,
        });
        useCode(ctx, body.email, 'register');
        return memberId;
      })();
      reply.code(201);
      return { id, email: body.email.trim(), isApproved: false };
    },

    async cancelRegistration(request, reply) {
      const member = ctx.db
        .prepare<[string], { is_approved: number }>('SELECT is_approved FROM members WHERE id = ?')
        .get(request.params.id);
      if (!member) throw notFound('No registration request with this id.');
      if (member.is_approved === 1) {
        throw conflict(
          'member_already_approved',
          'This account is already approved; delete it from the account page instead.',
        );
      }
      ctx.db.prepare('DELETE FROM members WHERE id = ?').run(request.params.id);
      forgetMember(ctx, request.params.id);
      return reply.code(204).send();
    },
  };
}

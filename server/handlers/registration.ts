/** Sign-up with e-mail verification and cancellation of a pending request (tag `registration`). */
import type { AppContext } from '../context.ts';
import { authOf } from '../context.ts';
import { badRequest, conflict, forbidden, notFound, requiredText } from '../errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import { checkPasswordPolicy } from '../auth/password-policy.ts';
import {
  checkCode,
  codeError,
  isVerifiedForRegistration,
  issueCode,
  useCode,
} from '../auth/codes.ts';
import { createMember, memberByEmail } from '../members.ts';
import { forgetMember, startSession } from '../auth/session.ts';
import { limitAddress } from '../auth/throttle.ts';
import { noStore } from './auth.ts';
import type { Handlers } from './types.ts';

type RegistrationOperations =
  'sendRegistrationCode' | 'verifyRegistrationCode' | 'register' | 'cancelRegistration';

const emailTaken = () =>
  conflict('email_taken', 'An account with this e-mail address already exists.');

const invalidCode = () =>
  badRequest(
    'verification_code_invalid',
    'Email verification failed. The code is wrong or has expired.',
  );

export function registrationHandlers(ctx: AppContext): Handlers<RegistrationOperations> {
  return {
    async sendRegistrationCode(request, reply) {
      limitAddress(ctx, request, reply);
      const { email } = request.body;
      // A taken address is answered like any other (its owner is told by mail), so that sign-up
      // does not tell strangers who has an account.
      const taken = memberByEmail(ctx.db, email) !== undefined;
      issueCode(ctx, request, reply, email, 'register', taken ? 'taken' : 'code');
      return reply.code(204).send();
    },

    async verifyRegistrationCode(request, reply) {
      limitAddress(ctx, request, reply);
      const { email, code } = request.body;
      const check = checkCode(ctx, request, reply, email, 'register', code, { verify: true });
      if (check !== 'ok') throw codeError(check, invalidCode, 400);
      return reply.code(204).send();
    },

    async register(request, reply) {
      noStore(reply);
      limitAddress(ctx, request, reply);
      const body = request.body;
      const name = requiredText(body.name, 'name');
      const department = requiredText(body.department, 'department');
      const address = requiredText(body.address, 'address');
      if (body.password !== body.passwordCheck) {
        throw badRequest('password_mismatch', 'Passwords do not match.');
      }
      // Only whoever proved the address by its code learns that it has an account meanwhile.
      if (!isVerifiedForRegistration(ctx, body.email)) {
        throw badRequest('email_not_verified', 'Please verify your e-mail address first.');
      }
      if (memberByEmail(ctx.db, body.email)) throw emailTaken();
      checkPasswordPolicy(body.password, { email: body.email, name });
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
      // The browser that registered is signed in (pending): its token is what may cancel the
      // request later, so knowing the id alone (it is in the waiting page's URL) is not enough.
      const tokens = await startSession(ctx, id, {
        staySignedIn: false,
        userAgent: request.headers['user-agent'],
      });
      reply.code(201);
      return {
        id,
        email: body.email.trim(),
        isApproved: false,
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
      };
    },

    async cancelRegistration(request, reply) {
      const { memberId } = authOf(request);
      // Another member's id: refused without saying whether it exists.
      if (memberId !== request.params.id) {
        throw forbidden('not_own_registration', 'Only the registration itself can cancel it.');
      }
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

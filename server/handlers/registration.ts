/** Sign-up with e-mail verification and cancellation of a pending request (tag `registration`). */
import type { AppContext } from '../context.ts';
import { authOf } from '../context.ts';
import { badRequest, forbidden, requiredText } from '../errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import { checkPasswordPolicy } from '../auth/password-policy.ts';
import { cancelRegistration, emailTaken, registerMember } from '../auth/accounts.ts';
import { checkCode, codeError, isVerifiedForRegistration, issueCode } from '../auth/codes.ts';
import { memberByEmail } from '../members.ts';
import { startSession } from '../auth/session.ts';
import { limitAddress } from '../auth/throttle.ts';
import { noStore } from './auth.ts';
import type { Handlers } from './types.ts';

type RegistrationOperations =
  'sendRegistrationCode' | 'verifyRegistrationCode' | 'register' | 'cancelRegistration';

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
      const id = registerMember(ctx, {
        email: body.email,
        passwordHash,
        name,
        phoneNumber: body.phoneNumber,
        department,
        address,
        marketingConsent: body.marketingConsentStatus,
        approved: false,
      });
      // The browser that registered is signed in (pending): its token is what may cancel the
      // request later, so knowing the id alone (it is in the waiting page's URL) is not enough.
      const userAgent = request.headers['user-agent'];
      const { accessToken, refreshToken } = await startSession(ctx, id, {
        staySignedIn: false,
        userAgent,
      });
      reply.code(201);
      return { id, email: body.email.trim(), isApproved: false, accessToken, refreshToken };
    },

    async cancelRegistration(request, reply) {
      const { memberId } = authOf(request);
      // Another member's id: refused without saying whether it exists.
      if (memberId !== request.params.id) {
        throw forbidden('not_own_registration', 'Only the registration itself can cancel it.');
      }
      cancelRegistration(ctx, request.params.id);
      return reply.code(204).send();
    },
  };
}

/** Sign-in, token refresh, logout and password reset (tag `auth`). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { badRequest, unauthorized } from '../errors.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { checkPasswordPolicy } from '../auth/password-policy.ts';
import { checkCode, codeError, issueCode } from '../auth/codes.ts';
import { revokeFamilyOf, rotateRefreshToken, startSession } from '../auth/session.ts';
import { knownDevice, rememberDevice } from '../auth/devices.ts';
import { guardPassword } from '../auth/lockout.ts';
import { checkSignInCode, sendSignInCode } from '../auth/sign-in-codes.ts';
import { limitAddress } from '../auth/throttle.ts';
import { memberByEmail, memberById, sendPasswordChangedMail } from '../members.ts';
import { resetPassword } from '../auth/accounts.ts';
import type { Handlers } from './types.ts';

type AuthOperations =
  | 'login'
  | 'sendSignInCode'
  | 'loginWithCode'
  | 'refreshToken'
  | 'logout'
  | 'sendPasswordResetCode'
  | 'verifyPasswordResetCode'
  | 'resetPassword';

const invalidResetCode = () =>
  unauthorized(
    'auth_change_password_invalid_token',
    'The verification code is wrong or has expired. Please request a new code.',
  );

/** Answers carrying tokens must not be kept by any cache (ASVS 3.2, 8.2.1). */
export const noStore = (reply: FastifyReply) => void reply.header('cache-control', 'no-store');

export function authHandlers(ctx: AppContext): Handlers<AuthOperations> {
  const checkResetCode = (
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    code: string,
  ) => {
    const known = memberByEmail(ctx.db, email) !== undefined;
    const check = checkCode(ctx, request, reply, email, 'reset', code);
    if (check !== 'ok') throw codeError(check, invalidResetCode, 401);
    if (!known) throw invalidResetCode();
  };

  /** A new session of the member who proved who they are: the answer of both sign-ins. */
  const signedIn = async (
    request: FastifyRequest,
    member: NonNullable<ReturnType<typeof memberByEmail>>,
    staySignedIn: boolean | undefined,
  ) => {
    const tokens = await startSession(ctx, member.id, {
      staySignedIn: staySignedIn === true,
      userAgent: request.headers['user-agent'],
    });
    return {
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      name: member.name,
      isApproved: member.is_approved === 1,
      id: member.id,
      signInEndsAt: tokens.signInEndsAt,
    };
  };

  return {
    async login(request, reply) {
      noStore(reply);
      limitAddress(ctx, request, reply);
      const { email, password, staySignedIn } = request.body;
      const member = memberByEmail(ctx.db, email);
      const device = knownDevice(ctx, request, member);
      // Counted before the (deliberately slow) password hash: beyond the limit a guess costs
      // nothing but these lookups.
      const guard = guardPassword(ctx, request, reply, email, member, device);
      const ok = await verifyPassword(password, member?.password_hash);
      if (!member || !ok) {
        throw unauthorized('auth_invalid_credentials', 'Email or password is not valid');
      }
      guard.succeeded();
      rememberDevice(ctx, request, reply, member, device);
      return signedIn(request, member, staySignedIn);
    },

    async sendSignInCode(request, reply) {
      limitAddress(ctx, request, reply);
      const { email } = request.body;
      sendSignInCode(ctx, request, reply, email, memberByEmail(ctx.db, email));
      return reply.code(204).send();
    },

    async loginWithCode(request, reply) {
      noStore(reply);
      limitAddress(ctx, request, reply);
      const { email, password, code, staySignedIn } = request.body;
      const member = memberByEmail(ctx.db, email);
      await checkSignInCode(ctx, request, reply, email, code, () =>
        verifyPassword(password, member?.password_hash),
      );
      if (!member)
        throw unauthorized('sign_in_code_invalid', 'The code or the password is not right.');
      rememberDevice(ctx, request, reply, member, knownDevice(ctx, request, member));
      return signedIn(request, member, staySignedIn);
    },

    async refreshToken(request, reply) {
      noStore(reply);
      const rotated = await rotateRefreshToken(ctx, request.body.refreshToken);
      const member = memberById(ctx.db, rotated.memberId);
      if (!member) {
        throw unauthorized(
          'auth_refresh_token_invalid',
          'The refresh token is invalid. Please sign in again.',
        );
      }
      return {
        accessToken: rotated.accessToken,
        refreshToken: rotated.refreshToken,
        name: member.name,
        id: member.id,
        isApproved: member.is_approved === 1,
        signInEndsAt: rotated.signInEndsAt,
      };
    },

    async logout(request, reply) {
      noStore(reply);
      revokeFamilyOf(ctx, request.body.refreshToken);
      return reply.code(204).send();
    },

    async sendPasswordResetCode(request, reply) {
      limitAddress(ctx, request, reply);
      const { email } = request.body;
      const member = memberByEmail(ctx.db, email);
      issueCode(ctx, request, reply, email, 'reset', member ? 'code' : 'none');
      return reply.code(204).send();
    },

    async verifyPasswordResetCode(request, reply) {
      limitAddress(ctx, request, reply);
      const { email, code } = request.body;
      checkResetCode(request, reply, email, code);
      return reply.code(204).send();
    },

    async resetPassword(request, reply) {
      limitAddress(ctx, request, reply);
      const { email, code, password, passwordCheck } = request.body;
      if (password !== passwordCheck) {
        throw badRequest('password_mismatch', 'Passwords do not match.');
      }
      // The code first: nothing about the member (the password rule reads their name) is told
      // to whoever does not hold it.
      checkResetCode(request, reply, email, code);
      const member = memberByEmail(ctx.db, email);
      if (!member) throw invalidResetCode();
      checkPasswordPolicy(password, member);
      // The new password is not compared with the current one: an answer saying "unchanged"
      // would let whoever reads the mailbox test guesses of it, code after code.
      const hash = await hashPassword(password);
      resetPassword(ctx, member, email, hash);
      sendPasswordChangedMail(ctx, member, 'reset');
      return reply.code(204).send();
    },
  };
}

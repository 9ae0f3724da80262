/** Sign-in, token refresh, logout and password reset (tag `auth`). */
import type { AppContext } from '../context.ts';
import { badRequest, unauthorized } from '../errors.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { checkCode, issueCode, useCode } from '../auth/codes.ts';
import {
  revokeFamilyOf,
  revokeMemberTokens,
  rotateRefreshToken,
  startSession,
} from '../auth/session.ts';
import { memberByEmail } from '../members.ts';
import type { Handlers } from './types.ts';

type AuthOperations =
  | 'login'
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

export function authHandlers(ctx: AppContext): Handlers<AuthOperations> {
  return {
    async login(request) {
      const { email, password } = request.body;
      const member = memberByEmail(ctx.db, email);
      const ok = await verifyPassword(password, member?.password_hash);
      if (!member || !ok) {
        throw unauthorized('auth_invalid_credentials', 'Email or password is not valid');
      }
      const tokens = startSession(ctx, member.id);
      return {
        ...tokens,
        name: member.name,
        isApproved: member.is_approved === 1,
        id: member.id,
      };
    },

    async refreshToken(request) {
      const rotated = rotateRefreshToken(ctx, request.body.refreshToken);
      const member = ctx.db
        .prepare<[string], { id: string; name: string; is_approved: number }>(
          'SELECT id, name, is_approved FROM members WHERE id = ?',
        )
        .get(rotated.memberId);
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
      };
    },

    async logout(request, reply) {
      revokeFamilyOf(ctx, request.body.refreshToken);
      return reply.code(204).send();
    },

    async sendPasswordResetCode(request, reply) {
      const { email } = request.body;
      const member = memberByEmail(ctx.db, email);
      issueCode(ctx, email, 'reset', member !== undefined);
      return reply.code(204).send();
    },

    async verifyPasswordResetCode(request, reply) {
      const { email, code } = request.body;
      if (!memberByEmail(ctx.db, email) || !checkCode(ctx, email, 'reset', code)) {
        throw invalidResetCode();
      }
      return reply.code(204).send();
    },

    async resetPassword(request, reply) {
      const { email, code, password, passwordCheck } = request.body;
      if (password !== passwordCheck) {
        throw badRequest('password_mismatch', 'Passwords do not match.');
      }
      const member = memberByEmail(ctx.db, email);
      if (!member || !checkCode(ctx, email, 'reset', code)) throw invalidResetCode();
      const hash = await hashPassword(password);
      ctx.db.transaction(() => {
        ctx.db.prepare('UPDATE members SET password_hash = ? WHERE id = ?').run(hash, member.id);
        useCode(ctx, email, 'reset');
        revokeMemberTokens(ctx, member.id);
      })();
      return reply.code(204).send();
    },
  };
}

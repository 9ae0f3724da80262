/**
 * Account steps that change several stores at once (the member, codes, sign-ins, locks, known
 * devices): each runs in one transaction, so none is left half done.
 */
import type { AppContext } from '../context.ts';
import { conflict, notFound } from '../errors.ts';
import {
  createMember,
  deleteMember,
  memberByEmail,
  memberById,
  setPasswordHash,
  type MemberRow,
  type NewMember,
} from '../members.ts';
import { useCode } from './codes.ts';
import { forgetDevices } from './devices.ts';
import { clearSignInLocks } from './lockout.ts';
import { forgetMember, revokeMemberTokens } from './session.ts';

export const emailTaken = () =>
  conflict('email_taken', 'An account with this e-mail address already exists.');

/** Creates a pending member whose address was verified by its code (the code is then used). */
export function registerMember(ctx: AppContext, member: NewMember): string {
  return ctx.db.transaction(() => {
    // Checked again inside the transaction: the caller's password hash yielded the event loop.
    if (memberByEmail(ctx.db, member.email)) throw emailTaken();
    const memberId = createMember(ctx.db, member);
    useCode(ctx, member.email, 'register');
    return memberId;
  })();
}

/** Removes a registration that is still waiting for approval, and what its sign-in held. */
export function cancelRegistration(ctx: AppContext, memberId: string): void {
  ctx.db.transaction(() => {
    const member = memberById(ctx.db, memberId);
    if (!member) throw notFound('No registration request with this id.');
    if (member.is_approved === 1) {
      throw conflict(
        'member_already_approved',
        'This account is already approved; delete it from the account page instead.',
      );
    }
    deleteMember(ctx.db, memberId);
    forgetMember(ctx, memberId);
  })();
}

/**
 * Sets the password a reset code allowed. A reset proves the mailbox: sign-in locks have no
 * reason to stay, and browsers signed in before (perhaps the reason for the reset) are no longer
 * known.
 */
export function resetPassword(ctx: AppContext, member: MemberRow, email: string, hash: string) {
  ctx.db.transaction(() => {
    setPasswordHash(ctx.db, member.id, hash);
    useCode(ctx, email, 'reset');
    revokeMemberTokens(ctx, member.id);
    clearSignInLocks(ctx, member.email_key);
    forgetDevices(ctx, member.id);
  })();
}

/** Sets the member's new password; whoever else holds a sign-in (perhaps the reason) is signed out. */
export function changePassword(ctx: AppContext, memberId: string, familyId: string, hash: string) {
  ctx.db.transaction(() => {
    setPasswordHash(ctx.db, memberId, hash);
    revokeMemberTokens(ctx, memberId, familyId);
  })();
}

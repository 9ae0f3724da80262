import * as z from 'zod/mini';
import { textParam } from '@/lib/url-params';

/*
 * The search params of the access pages (docs/product/access.md#routes). Every field falls back to "absent" when
 * damaged, so a bad link still opens the page.
 */

/** /sign-in: where to go back to after signing in (a path of this origin; the page checks it). */
export const signInSearchSchema = z.object({
  redirect: z.catch(z.optional(z.string()), undefined),
});

/** /find-password: `missing` is set by /change-password reached without e-mail or code. */
export const findPasswordSearchSchema = z.object({
  missing: z.catch(z.optional(z.boolean()), undefined),
});

/** /change-password: the address and the verified code (typed into the address bar, a number). */
export const changePasswordSearchSchema = z.object({
  email: z.catch(z.optional(z.string()), undefined),
  code: z.catch(z.optional(textParam), undefined),
});

/** /waiting/{id}: `email` shows the account. */
export const waitingSearchSchema = z.object({
  email: z.catch(z.optional(z.string()), undefined),
});

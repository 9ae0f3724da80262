import { unwrap } from '@/api/client';
import { publicApi } from '@/api/refresh';

/**
 * Asks for a one-time sign-in code while a sign-in lock holds this browser
 * (docs/product/access.md#sign-in-code); the server answers alike whether or not it mailed one.
 * Goes without a token and is never queued offline; the page says what failed. A plain call
 * loaded when pressed, like sign-in itself (decision 017): the first page of most visits needs
 * neither it nor a mutation observer.
 */
export async function sendSignInCode(email: string): Promise<void> {
  await unwrap(publicApi.POST('/auth/member/login/code/send', { body: { email } }));
}

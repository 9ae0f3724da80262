import createClient, { type Middleware } from 'openapi-fetch';
import { toast } from '@/ui/toast';
import { config } from '@/lib/config';
import { fillServiceWorkerCache } from '@/offline/fill-before-control';
import * as texts from '@/texts';
import { noteCachedAnswer } from './cached-at';
import { ApiError, NetworkError, isErrorBody } from './errors';
import { refreshSession, settleOwedRefresh } from './refresh';
import type { paths } from './schema.gen';
import type { paths as servicePaths } from './services.gen';
import { sessionStore } from './session';

/**
 * Fires `unreachable` whenever a call gets no answer at all (offline, connection refused). The
 * connectivity store listens: a failed request is better evidence than `navigator.onLine`.
 */
export const networkEvents = new EventTarget();

/** Responses the catalogue has already shown to the member (read by `unwrap`). */
const handledResponses = new WeakSet<Response>();
/**
 * Untouched copies of requests in flight, to resend once after a refresh, with the member whose
 * token they carried: a resend goes only under that member's session.
 */
const resendable = new Map<string, { request: Request; memberId: string }>();

/**
 * Headers for a DELETE whose 404 means done: what was to be deleted is already gone, for example
 * when a queued removal is replayed after its first send was applied but its answer lost. The
 * catalogue then shows nothing for the 404 and the caller treats it as done. The marker never
 * leaves the browser: it is removed before the request is sent.
 */
const GONE_IS_DONE = 'X-Portal-Gone-Is-Done';
export const goneIsDone = { [GONE_IS_DONE]: '1' } as const;
/** Requests in flight that were marked with {@link goneIsDone}. */
const goneIsDoneRequests = new Set<string>();

let forcedSignOut: () => void | Promise<void> = () => sessionStore.clear();

/**
 * Sets what happens when the catalogue signs the member out (refresh failed, no refresh token, any
 * other 401): the session feature purges the member's data and goes to /sign-in.
 */
export function setForcedSignOutHandler(handler: () => void | Promise<void>) {
  forcedSignOut = handler;
}

let signingOut: Promise<void> | null = null;

/** Concurrent failures (several requests meeting one revoked session) sign out once. */
function signOutOnce(): Promise<void> {
  signingOut ??= Promise.resolve(forcedSignOut()).finally(() => {
    signingOut = null;
  });
  return signingOut;
}

async function readErrorBody(response: Response) {
  try {
    const body: unknown = await response.clone().json();
    return isErrorBody(body) ? body : null;
  } catch {
    return null;
  }
}

const bearer = (request: Request) =>
  request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';

/**
 * The shared error catalogue (docs/product/errors.md#catalogue), applied to the final answer of every member call. It only
 * tells the member and signs out; the error still reaches the caller.
 */
async function applyCatalogue(response: Response, goneIsDone = false): Promise<void> {
  if (response.ok) return;
  const body = await readErrorBody(response);
  switch (response.status) {
    case 401:
      if (
        body?.errorCode === 'auth_change_password_invalid_token' ||
        body?.errorCode === 'auth_invalid_password'
      ) {
        toast.error(body.message);
      } else if (sessionStore.read()) {
        // A late answer after the session has ended signs out nothing more (a second sign-out
        // would go to /sign-in from /sign-in and lose the way back to the member's page).
        await signOutOnce();
      }
      handledResponses.add(response);
      return;
    case 403:
      toast.error(texts.errors.forbidden);
      if (body?.errorCode === 'member_not_approved') sessionStore.update({ isApproved: false });
      handledResponses.add(response);
      return;
    case 404:
      if (!goneIsDone) toast.error(body?.message ?? texts.errors.notFound);
      handledResponses.add(response);
      return;
  }
}

/**
 * The answer a member call gets when there is no session to send it with: every member call needs
 * the token, so none leaves the browser without one (a page still open after a sign-out, a query
 * refetched while the member's data is being purged). It counts as already told: the sign-out
 * that ended the session has said what there was to say.
 */
function notSignedIn(): Response {
  const response = new Response(
    JSON.stringify({
      statusCode: 401,
      errorCode: 'auth_token_missing',
      message: texts.errors.tokenMissing,
    }),
    { status: 401, headers: { 'Content-Type': 'application/json' } },
  );
  handledResponses.add(response);
  return response;
}

const authMiddleware: Middleware = {
  async onRequest({ request, id }) {
    if (request.headers.has(GONE_IS_DONE)) {
      request.headers.delete(GONE_IS_DONE);
      goneIsDoneRequests.add(id);
    }
    await settleOwedRefresh();
    const session = sessionStore.read();
    if (!session?.token) {
      goneIsDoneRequests.delete(id);
      return notSignedIn();
    }
    request.headers.set('Authorization', `Bearer ${session.token}`);
    resendable.set(id, { request: request.clone(), memberId: session.id });
    return request;
  },

  async onResponse({ response, request, id, options }) {
    const { request: original, memberId } = resendable.get(id) ?? {};
    resendable.delete(id);
    const quietNotFound = goneIsDoneRequests.delete(id);
    if (response.status === 401 && original) {
      const body = await readErrorBody(response);
      if (body?.errorCode === 'auth_token_expired') {
        const outcome = await refreshSession(bearer(request));
        if (outcome === 'refreshed') {
          const session = sessionStore.read();
          // Another tab signed in someone else meanwhile: this request was theirs to make, not
          // the new member's. Not sent again, it ends as if no answer had come (a queued edit
          // stays queued for its member).
          if (session?.id !== memberId) throw new NetworkError();
          const token = session?.token ?? '';
          original.headers.set('Authorization', `Bearer ${token}`);
          // Called detached: `options.fetch(…)` would call window.fetch with `this` = options,
          // which browsers refuse ("Illegal invocation").
          const { fetch: send } = options;
          // Retried once only: a second 401 goes to the catalogue below.
          const retried = await send(original);
          await applyCatalogue(retried, quietNotFound);
          return retried;
        }
        if (outcome === 'network-error') throw new NetworkError();
        if (outcome === 'signed-out') {
          handledResponses.add(response);
          return response;
        }
        // One toast however many requests failed together (the id replaces instead of stacking).
        toast.error(
          outcome === 'no-refresh-token' ? texts.errors.tokenMissing : texts.errors.loginRequired,
          { id: 'session-ended' },
        );
        await signOutOnce();
        handledResponses.add(response);
        return response;
      }
    }
    await applyCatalogue(response, quietNotFound);
    return response;
  },

  onError({ id }) {
    resendable.delete(id);
    goneIsDoneRequests.delete(id);
    networkEvents.dispatchEvent(new Event('unreachable'));
  },
};

/** The member API: bearer token attached, refresh-and-retry, error catalogue. */
export const api = createClient<paths>({ baseUrl: config.apiBaseUrl });
// Answers pass through the middleware last to first: the cache is filled with the final answer.
api.use(fillServiceWorkerCache, authMiddleware);

/** The provider's external service (banner, banner text, classification, ping): no token. */
export const serviceApi = createClient<servicePaths>({ baseUrl: config.serviceBaseUrl });
serviceApi.use(fillServiceWorkerCache);

type ClientResult<T> = { data?: T; error?: unknown; response: Response };

/**
 * Turns an openapi-fetch result into data or a thrown error, as TanStack Query expects
 * (a queryFn/mutationFn must throw on failure; openapi-fetch itself never throws on HTTP errors).
 */
export async function unwrap<T>(call: Promise<ClientResult<T>>): Promise<T> {
  let result: ClientResult<T>;
  try {
    result = await call;
  } catch (error) {
    if (error instanceof NetworkError) throw error;
    if (error instanceof TypeError) throw new NetworkError(error);
    throw error;
  }
  const { data, error, response } = result;
  if (!response.ok) {
    const body = isErrorBody(error) ? error : null;
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiError(
      response.status,
      body?.errorCode ?? `http_${response.status}`,
      body?.message ?? response.statusText,
      handledResponses.has(response),
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  noteCachedAnswer(data, response);
  return data as T;
}

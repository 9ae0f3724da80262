import createClient, { type Middleware } from 'openapi-fetch';
import { config } from '@/lib/config';
import { fillServiceWorkerCache } from '@/offline/fill-before-control';
import * as texts from '@/texts';
import { getLocale } from '@/texts/locale';
import { noteCachedAnswer } from './cached-at';
import { ApiError, NetworkError, isErrorBody, type SessionEnd } from './errors';
import { refreshSession, settleOwedRefresh } from './refresh';
import type { paths } from './schema.gen';
import type { paths as servicePaths } from './services.gen';
import { sessionStore } from './session';

/**
 * Fires `unreachable` whenever a call gets no answer at all (offline, connection refused). The
 * connectivity store listens: a failed request is better evidence than `navigator.onLine`.
 */
export const networkEvents = new EventTarget();

/**
 * The answers of the member API (read by `unwrap`), with why the session could not go on when a
 * `401` could not be cured by a refresh.
 */
const memberAnswers = new WeakMap<Response, { sessionEnd?: SessionEnd }>();
/**
 * Untouched copies of requests in flight, to resend once after a refresh, with the member whose
 * token they carried: a resend goes only under that member's session.
 */
const resendable = new Map<string, { request: Request; memberId: string }>();

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

function memberAnswer(response: Response, sessionEnd?: SessionEnd): Response {
  memberAnswers.set(response, sessionEnd === undefined ? {} : { sessionEnd });
  return response;
}

/**
 * The answer a member call gets when there is no session to send it with: every member call needs
 * the token, so none leaves the browser without one (a page still open after a sign-out, a query
 * refetched while the member's data is being purged). The sign-out that ended the session has
 * said what there was to say.
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
  return memberAnswer(response, 'already-ended');
}

const endOf: Record<'no-refresh-token' | 'failed' | 'signed-out', SessionEnd> = {
  'no-refresh-token': 'no-refresh-token',
  failed: 'refresh-refused',
  'signed-out': 'already-ended',
};

/**
 * Attaches the member's token and, on `401 auth_token_expired`, refreshes it once and resends
 * (docs/pitfalls.md#refresh). It tells the member nothing: failures reach the one reporter
 * (src/api/failures.ts) as typed errors.
 */
const authMiddleware: Middleware = {
  async onRequest({ request, id }) {
    await settleOwedRefresh();
    const session = sessionStore.read();
    if (!session?.token) return notSignedIn();
    request.headers.set('Authorization', `Bearer ${session.token}`);
    resendable.set(id, { request: request.clone(), memberId: session.id });
    return request;
  },

  async onResponse({ response, request, id, options }) {
    const { request: original, memberId } = resendable.get(id) ?? {};
    resendable.delete(id);
    if (response.status !== 401 || !original) return memberAnswer(response);
    const body = await readErrorBody(response);
    if (body?.errorCode !== 'auth_token_expired') return memberAnswer(response);
    const outcome = await refreshSession(bearer(request));
    if (outcome === 'network-error') throw new NetworkError();
    if (outcome !== 'refreshed') return memberAnswer(response, endOf[outcome]);
    const session = sessionStore.read();
    // Another tab signed in someone else meanwhile: this request was theirs to make, not the new
    // member's. Not sent again, it ends as if no answer had come (a queued edit stays queued for
    // its member).
    if (session?.id !== memberId) throw new NetworkError();
    original.headers.set('Authorization', `Bearer ${session?.token ?? ''}`);
    // Called detached: `options.fetch(…)` would call window.fetch with `this` = options, which
    // browsers refuse ("Illegal invocation").
    const { fetch: send } = options;
    // Retried once only: a second 401 is the caller's failure.
    return memberAnswer(await send(original));
  },

  onError({ id }) {
    resendable.delete(id);
    networkEvents.dispatchEvent(new Event('unreachable'));
  },
};

/**
 * Says the interface's locale on every call (the contract's `Accept-Language`): the files the
 * server makes (the workbooks) come in the member's language, which the member may have switched
 * away from the browser's. Before the token's middleware, so a resend after a refresh carries it.
 */
const localeMiddleware: Middleware = {
  onRequest({ request }) {
    request.headers.set('Accept-Language', getLocale());
    return request;
  },
};

/** The member API: the interface's locale and the bearer token attached, refresh-and-retry. */
export const api = createClient<paths>({ baseUrl: config.apiBaseUrl });
// Answers pass through the middleware last to first: the cache is filled with the final answer.
api.use(fillServiceWorkerCache, localeMiddleware, authMiddleware);

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
    const answer = memberAnswers.get(response);
    throw new ApiError(
      response.status,
      body?.errorCode ?? `http_${response.status}`,
      body?.message ?? response.statusText,
      {
        memberApi: answer !== undefined,
        ...(Number.isFinite(retryAfter) && retryAfter > 0 && { retryAfterSeconds: retryAfter }),
        ...(answer?.sessionEnd !== undefined && { sessionEnd: answer.sessionEnd }),
      },
    );
  }
  noteCachedAnswer(data, response);
  return data as T;
}

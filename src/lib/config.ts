/**
 * Build-time settings of the portal (docs/product/README.md#base-url: "The server address is a build-time setting").
 * Values come from `.env` / the environment at build time; empty base URLs mean the portal's own
 * origin, which is how the reference server serves API, service and app together.
 */
const env = import.meta.env;

const trimSlash = (url: string | undefined) => (url ?? '').replace(/\/+$/, '');

export const config = {
  /** Base of every product call (docs/product/README.md#base-url: `{host}/api/v1`). */
  apiBaseUrl: `${trimSlash(env.VITE_API_BASE_URL)}/api/v1`,
  /** Origin of the API, used to resolve the root-relative cover and file URLs it returns. */
  apiOrigin: trimSlash(env.VITE_API_BASE_URL),
  /** Base of the provider's external service (banner, banner text, classification, ping). */
  serviceBaseUrl: trimSlash(env.VITE_SERVICE_BASE_URL),
  appVersion: __APP_VERSION__,
  /** The saved query cache's buster: the shapes it holds, not the app version. */
  persistedShapes: __PERSISTED_SHAPES__,
} as const;

/** Resolves a root-relative URL returned by the API (covers, files) against the API's origin. */
export function apiAssetUrl(url: string): string {
  return url.startsWith('/') ? `${config.apiOrigin}${url}` : url;
}

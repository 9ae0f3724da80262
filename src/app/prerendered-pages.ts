/**
 * The public pages prerendered at build time (scripts/prerender.ts) and hydrated in the browser
 * (src/app/mount.tsx); docs/decisions/009-prerendered-public-pages.md says why. Member pages are
 * never prerendered: they start from the launch screen of index.html.
 */
export interface PrerenderedPage {
  /** The route's path; the build writes its markup to `<path>.html` (e.g. dist/sign-in.html). */
  path: string;
  /**
   * Search parameters that change what the page shows: a visit with one of them is rendered in
   * the browser over the launch screen (the prerendered markup would be the wrong page).
   */
  shownParams?: readonly string[];
  /**
   * The route sends a signed-in approved member elsewhere (its `beforeLoad`): with such a session
   * the prerendered markup is not shown either.
   */
  leavesForMembers?: boolean;
}

export const prerenderedPages: readonly PrerenderedPage[] = [
  { path: '/sign-in', leavesForMembers: true },
  { path: '/sign-up' },
  { path: '/find-password', shownParams: ['missing'] },
];

/** The attribute of `#root` that names the path whose markup it holds. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Set on `<html>` by the gate when the prerendered markup must not be shown; the launch screen
 * stands in until the browser's own render replaces it (src/styles/global.css).
 */
export const HIDDEN_ATTRIBUTE = 'data-prerender-hidden';

/** Marks the disabled fieldset around a prerendered `#root`, enabled once React has started. */
export const UNTIL_STARTED_ATTRIBUTE = 'data-until-started';

/** Set on `<html>` once the page is live: `hydrated` or `rendered` (a fresh client render). */
export const STARTED_ATTRIBUTE = 'data-started';

/**
 * The gate: a tiny inline classic script placed before `#root` in each prerendered page, so it runs
 * before the markup is parsed and painted. It hides the markup when the page would not show it:
 * a device whose locale is not the prerender's (`<html lang>`, set by the script at the head's
 * top), a search parameter that changes the page, or (for /sign-in) a signed-in approved member,
 * whom the route sends home. Serialised into the build as source text: it must not use anything
 * outside itself (the session key and the attributes come as arguments, and the session check
 * mirrors src/api/session.ts and the route's beforeLoad).
 */
export function prerenderGate(sessionKey: string, hiddenAttribute: string, locale: string) {
  const script = document.currentScript;
  if (!script) return;
  const shown = (script.getAttribute('data-shown-params') ?? '').split(' ').filter(Boolean);
  let hide = document.documentElement.lang !== locale;
  new URLSearchParams(window.location.search).forEach((_value, name) => {
    if (shown.includes(name)) hide = true;
  });
  if (!hide && script.hasAttribute('data-leaves-for-members')) {
    try {
      const raw =
        window.sessionStorage.getItem(sessionKey) || window.localStorage.getItem(sessionKey);
      const session = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      hide = Boolean(
        session &&
        typeof session.token === 'string' &&
        session.token &&
        typeof session.id === 'string' &&
        session.isApproved === true,
      );
    } catch {
      // No storage or a damaged entry: signed out, as src/api/session.ts reads it.
    }
  }
  if (hide) document.documentElement.setAttribute(hiddenAttribute, '');
}

/**
 * The load watchdog: a tiny inline classic script first in the `<head>` of every built page
 * (index.html and the prerendered ones). When a script or stylesheet of the page fails to arrive
 * before the app has started (a drop during a first visit, with no service worker yet), the page
 * would stay as it is: a prerendered form with its fields disabled, or the launch screen. It says
 * so instead, and tries the file again every few seconds and as soon as the browser is back
 * online; once the file comes, it reloads the page, which then starts (and installs the service
 * worker whose install was cut). Serialised into the build as source text, like the gate: it uses
 * nothing outside itself (the message in each locale and the started attribute come as arguments).
 */
export function loadWatchdog(messages: Record<string, string>, startedAttribute: string) {
  const html = document.documentElement;
  let failedUrl: string | null = null;
  const retry = () => {
    if (!failedUrl) return;
    // `reload` refreshes the HTTP cache too, so the page's next load finds the file.
    fetch(failedUrl, { cache: 'reload' }).then(
      (response) => {
        if (response.ok) window.location.reload();
      },
      () => undefined,
    );
  };
  const say = () => {
    const notice = document.createElement('p');
    notice.setAttribute('role', 'alert');
    notice.setAttribute('data-load-failed', '');
    notice.textContent = messages[html.lang] ?? messages.en ?? '';
    // Inline style: the stylesheet may be what failed.
    notice.style.cssText =
      'position:fixed;inset:0 0 auto;z-index:2147483647;margin:0;padding:12px 16px;' +
      'background:#fff4e5;color:#5c3200;border-bottom:1px solid #c77700;font:16px/1.5 system-ui,sans-serif;text-align:center';
    document.body.prepend(notice);
  };
  window.addEventListener(
    'error',
    (event) => {
      const element = event.target;
      if (failedUrl || html.hasAttribute(startedAttribute)) return;
      const code =
        element instanceof HTMLScriptElement ||
        (element instanceof HTMLLinkElement && /stylesheet|modulepreload/.test(element.rel));
      if (!code) return;
      const url = element instanceof HTMLScriptElement ? element.src : element.href;
      if (!url) return;
      failedUrl = url;
      if (document.body) say();
      else document.addEventListener('DOMContentLoaded', say);
      window.setInterval(retry, 5_000);
      window.addEventListener('online', retry);
    },
    // Load errors of elements do not bubble: only a listener on the capture path sees them.
    true,
  );
}

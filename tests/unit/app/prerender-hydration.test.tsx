import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoot } from '@/app/app-root';
import { prerenderedPages } from '@/app/prerendered-pages';
import { prerender } from '@/entry-prerender';
import { createQueryClient } from '@/offline/query-client';
import { createAppRouter } from '@/app/router';

// Rendering and hydrating whole pages under jsdom is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

// The service worker's registration is a module of vite-plugin-pwa's build, absent here.
vi.mock('@/offline/service-worker', () => ({
  serviceWorkerState: { needRefresh: () => false, subscribe: () => () => undefined },
  applyUpdate: () => Promise.resolve(),
  registerServiceWorker: () => undefined,
}));

// act() as Testing Library's render uses it (this test calls hydrateRoot itself).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/**
 * The build prerenders the public pages with src/entry-prerender.tsx and the browser hydrates
 * them (src/app/mount.tsx). React's development build checks what production does not: every
 * attribute, React Aria's ids included (a label whose `for` named another id than its field's
 * would pass unnoticed in production and break the label).
 */
describe('prerendered public pages', () => {
  it.each(prerenderedPages.map((page) => page.path))(
    '%s hydrates without a mismatch',
    async (path) => {
      const { html, title, routeIds } = await prerender(path);
      expect(html).toContain('<h1');
      expect(title).toMatch(/· Book Portal$/);
      expect(routeIds.at(-1)).toMatch(new RegExp(`${path}$`));

      window.history.replaceState(null, '', path);
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const errors: unknown[][] = [];
      vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
      const recoverable: unknown[] = [];

      const queryClient = createQueryClient();
      const router = createAppRouter(queryClient);
      await router.load();
      let started = false;
      await act(async () => {
        root = hydrateRoot(
          container,
          <AppRoot queryClient={queryClient} router={router} onStarted={() => (started = true)} />,
          { onRecoverableError: (error) => recoverable.push(error) },
        );
      });

      expect(started).toBe(true);
      expect(recoverable).toEqual([]);
      expect(errors).toEqual([]);
      // Still the prerendered elements, now React's.
      const heading = container.querySelector('h1');
      expect(heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber'))).toBe(
        true,
      );
    },
  );
});

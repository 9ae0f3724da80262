// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/offline/cache-names';

/** Every page path the router knows (the generated route tree's `fullPaths`), with its params filled. */
function routerPaths(): string[] {
  const tree = readFileSync(new URL('../../../src/routeTree.gen.ts', import.meta.url), 'utf8');
  const union = /fullPaths:\s*((?:\|\s*'[^']*'\s*)+)/.exec(tree)?.[1] ?? '';
  return [...union.matchAll(/'([^']*)'/g)]
    .map(([, path]) => path!)
    .filter((path) => path !== '/$') // the not-found page of unknown addresses
    .map((path) => path.replace(/\$\w+/g, 'x'));
}

describe('the navigations the service worker answers with the app shell', () => {
  it('include every route of the portal, so that each opens offline', () => {
    const paths = routerPaths();
    expect(paths.length).toBeGreaterThan(15);
    expect(paths.filter((path) => !appRoutes.test(path))).toEqual([]);
  });

  it('leave the API and the files the server serves to the network', () => {
    for (const path of ['/api/v1/member/cart', '/assets/index.js', '/favicon.svg', '/sw.js']) {
      expect(appRoutes.test(path), path).toBe(false);
    }
  });
});

/**
 * A fake server for unit tests of the API client and what is built on it. openapi-fetch captures
 * `globalThis.fetch` when a client is created, so the fake must be installed before the API
 * modules load: call `installFakeServer` from `vi.hoisted` and import those modules afterwards.
 */

export interface FakeServer {
  /** Answers every request; replace it per test. */
  handler: (request: Request) => Promise<Response> | Response;
  /** Copies of the requests sent, oldest first. */
  requests: Request[];
}

export function installFakeServer(): FakeServer {
  const state: FakeServer = {
    handler: () => new Response(null, { status: 500 }),
    requests: [],
  };
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    state.requests.push(request.clone());
    return state.handler(request);
  }) as typeof fetch;
  return state;
}

/** `@/lib/config` pointing at the fake server's origins (use as a `vi.mock` factory's module). */
export const testConfigModule = {
  config: {
    apiBaseUrl: 'http://api.test/api/v1',
    apiOrigin: 'http://api.test',
    serviceBaseUrl: 'http://service.test',
    appVersion: 'test',
    persistedShapes: 'test',
    company: { name: '', registrationNumber: '', address: '', email: '', phone: '' },
  },
  apiAssetUrl: (url: string) => url,
};

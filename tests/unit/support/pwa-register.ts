/**
 * Stands in for vite-plugin-pwa's virtual module, which exists only inside a Vite build; a test
 * that needs the registration mocks this module with `vi.mock('virtual:pwa-register', …)`.
 */
export function registerSW(): (reload?: boolean) => Promise<void> {
  return () => Promise.resolve();
}

import { defineConfig, devices } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  E2E_BASE_URL,
  koreanFontConfig,
  serverEnv,
} from './tests/e2e/support/env';

/**
 * End-to-end tests: Debian's Chromium drives the built PWA served by the reference server on a
 * throw-away database (`npm run build` first; `npm test` does). Service workers are blocked except
 * in the tests about offline and installing, which allow them per file.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: E2E_BASE_URL,
    // English: the specifications' texts, word for word, as the tests quote them. The Korean
    // project runs the Korean interface (the build's prerender among it).
    locale: 'en-US',
    timezoneId: 'Asia/Seoul',
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'tablet',
      testIgnore: /\.ko\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1180, height: 820 } },
    },
    {
      name: 'tablet-ko',
      testMatch: /\.ko\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1180, height: 820 },
        locale: 'ko-KR',
        // With a Hangul font, as a Korean device has: the Korean layouts are measured as seen.
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
          env: { ...process.env, FONTCONFIG_FILE: koreanFontConfig() },
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${E2E_BASE_URL}/api/v1/ping`,
    env: serverEnv(),
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

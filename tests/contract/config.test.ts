/** server/env.ts: the one reader of the environment validates it and fails fast. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig, variableName } from '../../server/env.ts';
import { SETTINGS_DOC, withSettingsTable } from '../../scripts/gen-settings.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4173,
      host: '0.0.0.0',
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 30 * 86_400,
      codeResendSeconds: 30,
      seedBooks: 2000,
      corsOrigins: ['http://localhost:5173', 'http://localhost:4173'],
      servicePrefix: '',
      serviceDown: false,
    });
    expect(config.databasePath).toMatch(/data\/portal\.db$/);
    expect(config.staticDir).toMatch(/dist$/);
  });

  it("limits slow senders by default, a slow tablet's largest upload still within the request limit", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      headersTimeoutSeconds: 30,
      bodyTimeoutSeconds: 60,
      requestTimeoutSeconds: 600,
      idleTimeoutSeconds: 60,
      keepAliveTimeoutSeconds: 72,
    });
    // The largest upload that can succeed: a full inquiry, or the day's allowance if smaller.
    const largest = Math.min(
      config.inquiryMaxFiles * config.inquiryMaxFileBytes,
      config.inquiryDailyBytes,
    );
    const secondsAt700kbps = (largest * 8) / 700_000;
    expect(config.requestTimeoutSeconds).toBeGreaterThanOrEqual(secondsAt700kbps);
    // A JSON body (at most 1 MB) within the body limit at 200 kbit/s.
    expect(config.bodyTimeoutSeconds).toBeGreaterThanOrEqual((1024 * 1024 * 8) / 200_000);
  });

  it('refuses a head timeout longer than the request timeout', () => {
    expect(() =>
      loadConfig({ HEADERS_TIMEOUT_SECONDS: '60', REQUEST_TIMEOUT_SECONDS: '30' }),
    ).toThrow('HEADERS_TIMEOUT_SECONDS (60) must not be longer than REQUEST_TIMEOUT_SECONDS (30)');
  });

  it('accepts :memory: and lists', () => {
    const config = loadConfig({
      DATABASE_PATH: ':memory:',
      CORS_ORIGINS: 'https://portal.example, http://localhost:5173',
      SERVICE_PREFIX: '/service/',
    });
    expect(config.databasePath).toBe(':memory:');
    expect(config.corsOrigins).toEqual(['https://portal.example', 'http://localhost:5173']);
    expect(config.servicePrefix).toBe('/service');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['ACCESS_TOKEN_TTL_SECONDS', '0'],
    ['SEED_BOOKS', '-5'],
    ['CORS_ORIGINS', 'localhost:5173'],
    ['CORS_ORIGINS', 'http://localhost:5173/path'],
    ['LOG_LEVEL', 'loud'],
    ['SERVICE_PREFIX', 'no-slash'],
    ['SERVICE_DOWN', 'maybe'],
  ])('refuses %s=%j with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it.each([
    ['PORT', 'eighty', 'PORT must be a whole number, got "eighty"'],
    ['PORT', '70000', 'PORT must be between 0 and 65535, got 70000'],
    ['CORS_ORIGINS', 'portal', 'CORS_ORIGINS: "portal" is not an origin like'],
    ['TRUST_PROXY', 'true', 'TRUST_PROXY must be a number of proxies'],
    ['TRUST_PROXY', '11', 'TRUST_PROXY must be between 1 and 10, got 11'],
    ['SMTP_URL', 'mail.example', 'SMTP_URL must look like smtp://'],
    ['DEV_OUTBOX', 'yes', 'DEV_OUTBOX must be 0 or 1, got "yes"'],
  ])('words the problem with %s=%j as before', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('refuses in production what would publish codes or passwords, and needs mail', () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtps://u:p@mail.example:465' };
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('SMTP_URL is required');
    expect(() => loadConfig({ ...production, DEV_OUTBOX: '1' })).toThrow('DEV_OUTBOX=1');
    expect(() => loadConfig({ ...production, DEMO_ACCOUNTS: '1' })).toThrow('DEMO_ACCOUNTS=1');
    expect(loadConfig(production, { demo: true }).demoAccounts).toBe(false);
  });

  it('seeds the demo members for npm start, listening on 127.0.0.1 then', () => {
    expect(loadConfig({}, { demo: true })).toMatchObject({ demoAccounts: true, host: '127.0.0.1' });
    expect(loadConfig({ DEMO_ACCOUNTS: '0' }, { demo: true }).demoAccounts).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0' }, { demo: true }).host).toBe('0.0.0.0');
  });

  it('reads each setting from the variable its table row names', () => {
    const config = loadConfig({});
    for (const key of Object.keys(config)) {
      expect(readFileSync(SETTINGS_DOC, 'utf8')).toContain(`| \`${variableName(key)}\` |`);
    }
  });

  it('has the settings table of docs/operations.md as the schema says (npm run gen:settings)', () => {
    const document = readFileSync(SETTINGS_DOC, 'utf8');
    expect(withSettingsTable(document)).toBe(document);
  });
});

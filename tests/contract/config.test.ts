/** server/env.ts: the one reader of the environment validates it and fails fast. */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig, loadConfigOrExit, settingsTable, variableName } from '../../server/env.ts';
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

  it('takes an empty variable as absent, and values without their surrounding spaces', () => {
    expect(loadConfig({ PORT: '', LOG_LEVEL: ' ', SMTP_URL: '' })).toMatchObject({
      port: 4173,
      logLevel: 'info',
      smtpUrl: undefined,
    });
    expect(loadConfig({ PORT: ' 8080 ', LOG_LEVEL: ' warn ' })).toMatchObject({
      port: 8080,
      logLevel: 'warn',
    });
    // A list set empty is an empty list, not the default one.
    expect(loadConfig({ CORS_ORIGINS: '' }).corsOrigins).toEqual([]);
    expect(loadConfig({ CSP_CONNECT_ORIGINS: 'https://a.example/' }).cspConnectOrigins).toEqual([
      'https://a.example',
    ]);
  });

  it('keeps each number within its bounds, both ends included', () => {
    expect(loadConfig({ PORT: '0', SEED_BOOKS: '50' })).toMatchObject({ port: 0, seedBooks: 50 });
    expect(() => loadConfig({ SEED_BOOKS: '49' })).toThrow(
      'SEED_BOOKS must be between 50 and 1000000, got 49',
    );
    expect(() => loadConfig({ REFRESH_TOKEN_TTL_SECONDS: '59' })).toThrow(
      'REFRESH_TOKEN_TTL_SECONDS must be between 60',
    );
    expect(() => loadConfig({ LOGIN_MAX_FAILURES: '1.5' })).toThrow(
      'LOGIN_MAX_FAILURES must be a whole number, got "1.5"',
    );
  });

  it('reads a flag as 0/1 or false/true', () => {
    expect(loadConfig({ SERVICE_DOWN: '1' }).serviceDown).toBe(true);
    expect(loadConfig({ SERVICE_DOWN: 'true' }).serviceDown).toBe(true);
    expect(loadConfig({ SERVICE_DOWN: 'false' }).serviceDown).toBe(false);
    expect(loadConfig({ DEV_OUTBOX: '1' }).devOutbox).toBe(true);
    expect(loadConfig({ DEMO_ACCOUNTS: 'true' })).toMatchObject({
      demoAccounts: true,
      host: '127.0.0.1',
    });
  });

  it('keeps the files beside the database, in a temp folder for :memory:, or in FILES_DIR', () => {
    expect(loadConfig({ DATABASE_PATH: 'some/where/portal.db' }).filesDir).toBe(
      resolve('some/where/files'),
    );
    expect(loadConfig({ DATABASE_PATH: ':memory:' }).filesDir).toBe(
      join(tmpdir(), `portal-files-${process.pid}`),
    );
    expect(loadConfig({ DATABASE_PATH: ':memory:', FILES_DIR: 'uploads' }).filesDir).toBe(
      resolve('uploads'),
    );
  });

  it('reports the first problem only, a single setting before a combination', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PORT: 'x' })).toThrow(
      /^PORT must be a whole number/,
    );
  });

  it('stops an entry point with the problem on stderr and exit code 1', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => loadConfigOrExit({ LOG_LEVEL: 'loud' })).toThrow('exit 1');
      expect(error).toHaveBeenCalledWith(
        expect.stringMatching(/^Configuration error: LOG_LEVEL must be one of fatal, error/),
      );
    } finally {
      exit.mockRestore();
      error.mockRestore();
    }
  });

  it("documents each setting's default as the schema gives it when the variable is absent", () => {
    const config: Record<string, unknown> = loadConfig({});
    const keyOf = new Map(Object.keys(config).map((key) => [variableName(key), key]));
    const rows = settingsTable()
      .split('\n')
      .slice(2)
      .map((row) => row.split(' | '));
    expect(rows).toHaveLength(keyOf.size);
    for (const [name = '', shown = ''] of rows) {
      const key = keyOf.get(name.replace(/^\| `|`$/g, ''));
      expect(key, `${name}: a setting of loadConfig`).toBeDefined();
      const value = config[key!];
      // The default's first literal (`4173`), or none where the setting is off or empty.
      const literal = /`([^`]*)`/.exec(shown)?.[1];
      if (literal === undefined) {
        expect([undefined, false, '', '[]'], `${name}: ${shown}`).toContain(
          Array.isArray(value) ? JSON.stringify(value) : value,
        );
        continue;
      }
      const actual =
        typeof value === 'boolean'
          ? value
            ? '1'
            : '0'
          : Array.isArray(value)
            ? value.join(',')
            : String(value);
      // A path is documented relative to the working folder and read absolute.
      const same = actual === literal || (isAbsolute(actual) && actual.endsWith(`/${literal}`));
      expect(same, `${name}: documented ${literal}, the schema gives ${actual}`).toBe(true);
    }
  });

  it('has the settings table of docs/operations.md as the schema says (npm run gen:settings)', () => {
    const document = readFileSync(SETTINGS_DOC, 'utf8');
    expect(withSettingsTable(document)).toBe(document);
  });
});

/** server/env.ts: the one reader of the environment validates it and fails fast. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/env.ts';

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
});

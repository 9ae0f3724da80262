import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Where the end-to-end reference server listens and keeps its throw-away database. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The built app to serve; a separate folder lets several builds be tested side by side. */
export const E2E_DIST = process.env.E2E_DIST ?? 'dist';
export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e');
export const E2E_DATABASE_PATH = path.join(E2E_DATA_DIR, 'portal.db');
/** Where the e2e server's SMTP sink (scripts/e2e-server.mjs) writes the mail it receives. */
export const E2E_MAIL_DIR = path.join(E2E_DATA_DIR, 'mail');

/** Debian's Chromium (Playwright cannot download its own browser here). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The e2e server's environment: fast codes, the built app, a fresh database with the demo
 * accounts, the development outbox, and a per-address limit that the whole suite (every test signs in from 127.0.0.1) stays
 * under.
 */
export function serverEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(E2E_PORT),
    DATABASE_PATH: E2E_DATABASE_PATH,
    STATIC_DIR: E2E_DIST,
    CODE_RESEND_SECONDS: '0',
    DEV_OUTBOX: '1',
    DEMO_ACCOUNTS: '1',
    AUTH_ADDRESS_LIMIT: '1000000',
    LOG_LEVEL: 'warn',
    ...overrides,
  };
}

/**
 * A fontconfig file that adds Noto Sans KR (SIL Open Font License, from `@embedpdf/fonts-kr`, as
 * `npm run screenshots` does) to the machine's fonts, for the Korean project's browser: a Korean
 * device has a Hangul font, and the layouts its tests measure (a tab strip, a button's width)
 * depend on it; without one Hangul is drawn as narrower boxes. Returns the file's path.
 */
export function koreanFontConfig(): string {
  const fonts = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-kr')),
    '..',
    'fonts',
  );
  const dir = path.join(E2E_DATA_DIR, 'fontconfig');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'fonts.conf');
  writeFileSync(
    file,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
      '<fontconfig>',
      '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
      `  <dir>${fonts}</dir>`,
      `  <cachedir>${path.join(dir, 'cache')}</cachedir>`,
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  return file;
}

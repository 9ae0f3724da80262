/**
 * `npm run serve`: reads the environment, builds the server, listens, shuts down gracefully.
 * `--demo` (what `npm start` passes) asks for the demo accounts, which production never seeds.
 */
import { buildApp } from './app.ts';
import { DEMO_ACCOUNTS, hasDemoAccounts } from './db/seed.ts';
import { loadConfigOrExit } from './env.ts';

const config = loadConfigOrExit(undefined, { demo: process.argv.slice(2).includes('--demo') });
const app = await buildApp(config);
const demoAccounts = hasDemoAccounts(app.portal.db);
const production = config.nodeEnv === 'production';
const loopback = ['127.0.0.1', '::1', 'localhost'].includes(config.host);
if (demoAccounts && (production || !loopback)) {
  app.log.warn(
    'This database holds the demo accounts, whose passwords are published: use a fresh database',
  );
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error(error);
  await app.close();
  process.exit(1);
}

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const shownHost = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host;
const url = `http://${shownHost}:${port}`;
const lines = [
  `Book portal reference server is running at ${url}`,
  `  API:       ${url}/api/v1   (ping: ${url}/api/v1/ping)`,
  `  Service:   ${url}${config.servicePrefix}/banner_text`,
  `  Database:  ${config.databasePath}`,
  ...mailLines(),
  '',
  ...accountLines(),
];
const width = Math.max(...lines.map((line) => line.length)) + 2;
console.log(
  [
    '┌' + '─'.repeat(width) + '┐',
    ...lines.map((line) => `│ ${line.padEnd(width - 1)}│`),
    '└' + '─'.repeat(width) + '┘',
  ].join('\n'),
);

/**
 * The demo accounts for a local try-out; never a password in production, whose banner may end up
 * in a shared log.
 */
function accountLines(): string[] {
  if (!demoAccounts) {
    return ['  Members:   sign up at /sign-up, then approve: npm run admin -- approve <email>'];
  }
  if (production) {
    return [
      '  WARNING:   this database holds the demo accounts, whose passwords are published.',
      '             Start production on a fresh database.',
    ];
  }
  return [
    '  Demo accounts',
    `    approved: ${DEMO_ACCOUNTS.demo.email} / ${DEMO_ACCOUNTS.demo.password}`,
    `    approved: ${DEMO_ACCOUNTS.librarian.email} / ${DEMO_ACCOUNTS.librarian.password}`,
    `    pending:  ${DEMO_ACCOUNTS.pending.email} / ${DEMO_ACCOUNTS.pending.password}`,
    ...(loopback
      ? []
      : [
          '  WARNING:   the demo passwords are published and this server is reachable on the network.',
        ]),
  ];
}

/** Where verification codes go, so that whoever started the server can sign up and reset. */
function mailLines(): string[] {
  const lines: string[] = [];
  if (config.smtpUrl) lines.push(`  Mail:      sent by SMTP (${new URL(config.smtpUrl).host})`);
  if (config.nodeEnv === 'production') return lines;
  if (!config.smtpUrl) lines.push('  Mail:      not sent (no SMTP_URL); kept in the database');
  lines.push('  Codes:     npm run admin -- outbox <email>');
  if (config.devOutbox) lines.push(`  Outbox:    ${url}/dev/outbox?email=...   (DEV_OUTBOX=1)`);
  return lines;
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  });
}

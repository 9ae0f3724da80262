// `npm test`: every check the project has, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'ESLint and Prettier'],
  ['typecheck', 'TypeScript (strict)'],
  ['lint:api', 'OpenAPI lint (Redocly)'],
  ['check:api', 'Generated API types are fresh'],
  ['test:unit', 'Unit tests'],
  ['test:contract', 'Contract tests against the reference server'],
  ['test:prod-install', 'A production install (npm ci --omit=dev) starts and answers'],
  ['build', 'Production build of the PWA'],
  ['test:e2e', 'End-to-end tests in Chromium'],
];

const only = process.argv.slice(2);
const started = Date.now();
for (const [script, title] of steps) {
  if (only.length && !only.includes(script)) continue;
  const t0 = Date.now();
  console.log(`\n▶ ${title} (npm run ${script})`);
  const { status } = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`\n✖ ${title} failed after ${seconds}s`);
    process.exit(status ?? 1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);

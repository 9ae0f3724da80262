// `npm run test:prod-install`: installs the project as a server is installed for production
// (`npm ci --omit=dev`) in a scratch copy, starts the reference server there in production mode and
// checks that it answers /api/v1/ping. It fails when a package the server needs at run time is only
// a devDependency.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'portal-prod-'));
const started = Date.now();

// What a deployment ships: the manifest, the lock, the server, the contract it serves and the code
// it shares with the client (src/rules and the generated limits).
for (const entry of [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'server',
  'openapi',
  'src',
]) {
  cpSync(path.join(root, entry), path.join(scratch, entry), { recursive: true });
}

let server;
try {
  const install = spawnSync(
    'npm',
    [
      'ci',
      '--omit=dev',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--loglevel=error',
    ],
    { cwd: scratch, stdio: 'inherit' },
  );
  if (install.status !== 0) throw new Error(`npm ci --omit=dev failed (${install.status})`);
  // The one native addon is compiled by the project's own install already: reuse its build rather
  // than compiling it again (minutes on two cores); which packages get installed is what is tested.
  cpSync(
    path.join(root, 'node_modules/better-sqlite3/build'),
    path.join(scratch, 'node_modules/better-sqlite3/build'),
    { recursive: true },
  );

  const port = await freePort();
  server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    cwd: scratch,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_PATH: path.join(scratch, 'data', 'portal.db'),
      FILES_DIR: path.join(scratch, 'data', 'files'),
      SMTP_URL: 'smtp://127.0.0.1:2525',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => server.once('exit', resolve));

  const deadline = Date.now() + 60_000;
  let answer;
  while (Date.now() < deadline) {
    const code = await Promise.race([exited.then((c) => ({ exited: c })), ping(port)]);
    if (code && typeof code === 'object') {
      throw new Error(`the server exited (${code.exited}) before answering:\n${stderr}`);
    }
    if (code === 200) {
      answer = code;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (answer !== 200) throw new Error(`no answer from /api/v1/ping within 60 s:\n${stderr}`);
  console.log(
    `Production install answers /api/v1/ping (${((Date.now() - started) / 1000).toFixed(1)}s).`,
  );
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  process.exitCode = 1;
} finally {
  server?.kill('SIGTERM');
  rmSync(scratch, { recursive: true, force: true });
}

async function ping(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/ping`);
    return response.status;
  } catch {
    return undefined;
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

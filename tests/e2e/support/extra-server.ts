import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import createClient from 'openapi-fetch';
import type { paths } from '../../../src/api/schema.gen';
import { uniqueEmail, type MemberAccount, type StoredSession } from './api';
import { serverEnv } from './env';

const run = promisify(execFile);

/**
 * A second reference server for one spec that needs other settings than the shared e2e server
 * (e.g. ACCESS_TOKEN_TTL_SECONDS=2): its own port, data folder and database, the same built app.
 */
export interface ExtraServer {
  baseUrl: string;
  databasePath: string;
  /** The typed API of this server. */
  api: ReturnType<typeof createClient<paths>>;
  /** Runs the provider's admin command against this server's database. */
  admin: (...args: string[]) => Promise<string>;
  /** Registers (and unless told otherwise approves) a fresh member on this server. */
  createMember: (options?: { approved?: boolean; password?: string }) => Promise<MemberAccount>;
  /** Signs in through this server's API; returns the session as the portal stores it. */
  signIn: (account: Pick<MemberAccount, 'email' | 'password'>) => Promise<StoredSession>;
  /** The last code this server e-mailed to an address (its development outbox). */
  latestCode: (email: string) => Promise<string>;
  stop: () => Promise<void>;
}

/**
 * Starts `node --import tsx server/main.ts` on a fresh database with the e2e environment plus
 * `overrides`, and waits for its ping.
 */
export async function startExtraServer(options: {
  port: number;
  dataDir: string;
  overrides?: Record<string, string>;
}): Promise<ExtraServer> {
  const dataDir = path.resolve(options.dataDir);
  const databasePath = path.join(dataDir, 'portal.db');
  mkdirSync(dataDir, { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) rmSync(databasePath + suffix, { force: true });

  const env = {
    ...process.env,
    ...serverEnv({
      PORT: String(options.port),
      DATABASE_PATH: databasePath,
      // The demo catalogue is not what these tests are about: seed it small so start-up is quick.
      SEED_BOOKS: '200',
      ...options.overrides,
    }),
  };
  await assertPortFree(options.port);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });

  const baseUrl = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`The extra server exited (${child.exitCode}): ${stderr}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/v1/ping`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The extra server did not answer on ${baseUrl}: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  const api = createClient<paths>({ baseUrl: `${baseUrl}/api/v1` });

  const admin = async (...args: string[]) => {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'server/admin.ts', ...args],
      { env: { ...process.env, DATABASE_PATH: databasePath, NODE_ENV: 'test' } },
    );
    return stdout;
  };

  const latestCode = async (email: string) => {
    const response = await fetch(`${baseUrl}/dev/outbox?email=${encodeURIComponent(email)}`);
    const body = (await response.json()) as { messages: { code: string }[] };
    const code = body.messages[0]?.code;
    if (!code) throw new Error(`No code in the outbox for ${email}`);
    return code;
  };

  const createMember: ExtraServer['createMember'] = async (memberOptions = {}) => {
    const email = uniqueEmail('ttl');
    const password = memberOptions.password ?? 'Shelf42!rows';
    const name = `만료 ${email.slice(4, 8)}`;
    await api.POST('/member/register/send/email', { body: { email } });
    const code = await latestCode(email);
    await api.POST('/member/register/verify/email', { body: { email, code } });
    const { data, error } = await api.POST('/member/register', {
      body: {
        email,
        password,
        passwordCheck: password,
        name,
        phoneNumber: '0212345678',
        department: 'Busan Library',
        address: '1 Jungang-daero, Busan',
        marketingConsentStatus: false,
      },
    });
    if (!data) throw new Error(`Registration failed: ${JSON.stringify(error)}`);
    if (memberOptions.approved !== false) await admin('approve', email);
    return { email, password, name, id: data.id };
  };

  const signIn: ExtraServer['signIn'] = async (account) => {
    const { data, error } = await api.POST('/auth/member/login', {
      body: { email: account.email, password: account.password, staySignedIn: true },
    });
    if (!data) throw new Error(`Sign-in failed: ${JSON.stringify(error)}`);
    return {
      token: data.accessToken,
      refreshToken: data.refreshToken,
      name: data.name,
      id: data.id,
      isApproved: data.isApproved,
    };
  };

  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });

  return { baseUrl, databasePath, api, admin, createMember, signIn, latestCode, stop };
}

/**
 * Refuses a port another server already listens on: the ping below would be answered by that
 * server, and the spec would register members on it while the admin command reads this database.
 */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is already in use: give this spec's extra server its own port`)
          : error,
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/**
 * Child processes of the benchmark: every one is tracked by its pid and stopped (SIGTERM, then
 * SIGKILL) when the run ends, also on Ctrl-C or a crash. Nothing is killed by name.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { ROOT } from './config.ts';

const children = new Set<ChildProcess>();
const cleanups = new Set<() => Promise<void> | void>();

export interface Started {
  child: ChildProcess;
  /** Everything the process wrote (stdout and stderr), for error messages. */
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts `command args` in the repository root; its output is kept, not printed. */
export function start(
  command: string,
  args: string[],
  options: SpawnOptions & { echo?: boolean } = {},
): Started {
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
    env: { ...process.env, ...options.env },
  });
  children.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
    if (options.echo) process.stderr.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', () => children.delete(child));
  return { child, output: () => output, stop: () => stop(child) };
}

/** Stops a child: SIGTERM, then SIGKILL after `graceMs`. */
export function stop(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Runs a command to completion; rejects with its output when it fails. */
export function run(
  command: string,
  args: string[],
  options: SpawnOptions & { echo?: boolean } = {},
): Promise<string> {
  const started = start(command, args, options);
  return new Promise((resolve, reject) => {
    started.child.once('error', reject);
    started.child.once('exit', (code, signal) => {
      if (code === 0) resolve(started.output());
      else
        reject(
          new Error(
            `${command} ${args.join(' ')} exited with ${code ?? signal}\n${started.output().slice(-4000)}`,
          ),
        );
    });
  });
}

/** Waits until `url` answers 2xx, or the process exits, or `timeoutMs` passes. */
export async function waitForUrl(url: string, started: Started, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) {
      throw new Error(`process exited before ${url} answered:\n${started.output().slice(-4000)}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(
    `${url} did not answer within ${timeoutMs} ms:\n${started.output().slice(-4000)}`,
  );
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Registers something to close when the run ends (a browser, a server). */
export function onCleanup(cleanup: () => Promise<void> | void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Closes everything registered and stops every child still running. */
export async function cleanupAll(): Promise<void> {
  for (const cleanup of [...cleanups].reverse()) {
    try {
      await cleanup();
    } catch {
      // best effort
    }
  }
  cleanups.clear();
  await Promise.all([...children].map((child) => stop(child, 3000)));
}

/** Last resort on exit: no child outlives the benchmark. */
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

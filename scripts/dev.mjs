// `npm run dev`: the reference server (restarting on change) and Vite's dev server, which proxies
// /api, /python, /banner_text and /dev to it. Open the URL Vite prints. The development outbox
// (GET /dev/outbox, every code sent) is on here, never in `npm start`.
import { spawn } from 'node:child_process';

const children = [
  // `--demo`: a fresh development database gets the demo accounts (never in production).
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts', '--demo'], {
    stdio: 'inherit',
    env: { ...process.env, STATIC_DIR: process.env.STATIC_DIR ?? '', DEV_OUTBOX: '1' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);

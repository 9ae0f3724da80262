/**
 * The builds of a run, each by Vite's own CLI in a child process: the app (as `vite build`, into
 * .bench/dist, with Vite's manifest so route chunks can be told apart), the floor app
 * (bench/floor) and the persisted-cache page (scripts/bench/persist-page).
 */
import { join } from 'node:path';
import { paths, ROOT } from './config.ts';
import { run } from './proc.ts';

const VITE = join(ROOT, 'node_modules/vite/bin/vite.js');

/** `vite build --outDir .bench/dist --manifest`: the app exactly as `npm run build` makes it. */
export async function buildApp(): Promise<void> {
  await run(process.execPath, [VITE, 'build', '--outDir', paths.appDist, '--manifest']);
}

/** The floor app: bench/floor with its own tiny config, into .bench/floor-dist. */
export async function buildFloor(): Promise<void> {
  await run(process.execPath, [VITE, 'build', '--config', paths.floorConfig]);
}

/** The persisted-cache page, into .bench/persist-dist. */
export async function buildPersistPage(): Promise<void> {
  await run(process.execPath, [
    VITE,
    'build',
    '--config',
    join(paths.persistPageRoot, 'vite.config.ts'),
  ]);
}

/**
 * A tiny static file server (the floor app, the persisted-cache page) with the SPA fallback to
 * index.html. Gzipped for browsers that accept it, as the reference server sends the app (its
 * precompressed copies), so Lighthouse compares like with like; sizes are measured from the files.
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { host } from './config.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
};

/** Serves `root` at http://127.0.0.1:`port`/. */
export async function startStaticServer(
  root: string,
  port: number,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${host}`);
    const relative = normalize(decodeURIComponent(url.pathname)).replace(/^([/\\]*\.\.)+/, '');
    let file = join(root, relative);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    const body = readFileSync(file);
    response.end(gzip ? gzipSync(body) : body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    origin: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

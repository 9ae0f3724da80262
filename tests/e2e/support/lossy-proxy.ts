import http from 'node:http';

/**
 * A small HTTP proxy in front of a reference server that loses answers: every request reaches the
 * server, and for the ones `isLossy` picks, with the probability `lossRate`, the server's whole
 * answer is read (so the server has applied the request) and then the browser's connection is
 * closed without a byte of it. The page sees what a lost answer on bad Wi-Fi looks like: no
 * answer at all for a request that was done. Nothing is mocked: the server answers everything.
 */
export interface LossyProxy {
  /** The proxy's origin (open the app here). */
  baseUrl: string;
  /** Answers lost so far, by method and path. */
  lost: string[];
  /** Requests forwarded that `isLossy` picked (lost or not). */
  lossyCount: () => number;
  stop: () => Promise<void>;
}

export async function startLossyProxy(options: {
  port: number;
  target: string;
  lossRate: number;
  /** A number in [0, 1) per call: the seed's generator, so a seed loses the same calls. */
  random: () => number;
  isLossy: (method: string, path: string) => boolean;
}): Promise<LossyProxy> {
  const target = new URL(options.target);
  const lost: string[] = [];
  let lossy = 0;
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    const method = request.method ?? 'GET';
    const picked = options.isLossy(method, path);
    if (picked) lossy += 1;
    const drop = picked && options.random() < options.lossRate;
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method,
        path,
        headers: { ...request.headers, host: target.host },
      },
      (answer) => {
        if (!drop) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        // Read the server's answer to its end, then lose it.
        answer.resume();
        answer.on('end', () => {
          lost.push(`${method} ${path.split('?')[0]} → ${answer.statusCode}`);
          request.socket.destroy();
        });
      },
    );
    upstream.on('error', () => request.socket.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${options.port}`,
    lost,
    lossyCount: () => lossy,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

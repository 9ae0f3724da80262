/**
 * `tsx scripts/bench/load-worker.ts '<json>'`: one autocannon case in its own process (so the load
 * generator is not the benchmark's process), printing the result as JSON on stdout. The request
 * paths rotate through `paths`; a warm-up run comes first and is discarded.
 */
import autocannon from 'autocannon';

export interface LoadCase {
  origin: string;
  paths: string[];
  headers: Record<string, string>;
  connections: number;
  warmupSeconds: number;
  seconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerSecond: number;
}

function once(load: LoadCase, seconds: number): Promise<autocannon.Result> {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: load.origin,
        connections: load.connections,
        duration: seconds,
        timeout: 10,
        headers: load.headers,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => {
              request.path = load.paths[next++ % load.paths.length];
              return request;
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const load = JSON.parse(process.argv[2] ?? '{}') as LoadCase;
if (load.warmupSeconds > 0) await once(load, load.warmupSeconds);
const result = await once(load, load.seconds);
const summary: LoadResult = {
  requestsPerSecond: result.requests.average,
  p50: result.latency.p50,
  p90: result.latency.p90,
  p99: result.latency.p99,
  max: result.latency.max,
  total: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  bytesPerSecond: result.throughput.average,
};
process.stdout.write(`${JSON.stringify(summary)}\n`);

/**
 * The part of autocannon's API the load worker uses (the package ships no types; shaped like
 * DefinitelyTyped's, so `autocannon.Result` works too).
 */
declare module 'autocannon' {
  function autocannon(
    options: autocannon.Options,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): unknown;

  namespace autocannon {
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p75: number;
      p90: number;
      p97_5: number;
      p99: number;
      p99_9: number;
    }

    interface RequestParams {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams;
    }

    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      pipelining?: number;
      timeout?: number;
      headers?: Record<string, string>;
      requests?: RequestParams[];
    }

    interface Result {
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      duration: number;
      connections: number;
    }
  }

  export default autocannon;
}

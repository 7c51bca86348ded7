// The part of autocannon's API the benchmarks use (the package ships no types, @types is not installed).
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (request: Request) => Request;
    }
    interface Options {
      url: string;
      title?: string;
      connections?: number;
      duration?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      requests?: Request[];
    }
    interface Result {
      requests: { average: number };
      latency: { p50: number; p99: number };
      '2xx': number;
      non2xx: number;
      errors: number;
      timeouts: number;
    }
  }
  function autocannon(
    options: autocannon.Options,
    done: (error: Error | null, result: autocannon.Result) => void,
  ): void;
  export default autocannon;
}

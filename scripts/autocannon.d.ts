// Minimal types for the parts of autocannon the bench script uses.
declare module "autocannon" {
  interface Result {
    requests: { average: number; total: number };
    latency: { p99: number };
    /** Seconds the run took. */
    duration: number;
    "2xx": number;
    non2xx: number;
  }
  interface RequestOptions {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Request extends RequestOptions {
    /** Called before each request is sent: the request to send. */
    setupRequest?: (request: RequestOptions) => RequestOptions;
  }
  export default function autocannon(options: {
    url: string;
    connections: number;
    /** Seconds to run, or stop after `amount` requests. */
    duration?: number;
    amount?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }): Promise<Result>;
}

// Minimal types for the parts of autocannon the bench script uses.
declare module "autocannon" {
  interface Result {
    requests: { average: number; total: number };
    latency: { p99: number };
  }
  export default function autocannon(options: {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
  }): Promise<Result>;
}

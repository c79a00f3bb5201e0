// autocannon ships no types and @types/autocannon is not a dependency: just what run.ts uses.
declare module "autocannon" {
  interface Histogram {
    average: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
  }
  export default function autocannon(options: { url: string; connections: number; duration: number }): Promise<Result>;
}

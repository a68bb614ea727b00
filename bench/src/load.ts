// One measured load run: autocannon at a fixed number of connections, after an unmeasured warm-up.
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  /** Answers other than 2xx, errors and timeouts: any of these makes the figure suspect. */
  failures: number;
}

export interface LoadSpec {
  url: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  headers: Record<string, string>;
}

function run(spec: LoadSpec, durationSeconds: number) {
  return autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: durationSeconds,
    headers: spec.headers,
  });
}

export async function measureLoad(spec: LoadSpec): Promise<LoadResult> {
  if (spec.warmupSeconds > 0) await run(spec, spec.warmupSeconds);
  const result = await run(spec, spec.durationSeconds);
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    // autocannon counts a timeout among the errors too.
    failures: result.non2xx + result.errors,
  };
}

// One measured load run: autocannon at a fixed number of connections, after an unmeasured warm-up.
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  /** Answers with another status than the route's, errors and timeouts: any of these makes the figure suspect. */
  failures: number;
  /** Answers with the route's status: none means the run measured something else. */
  expectedAnswers: number;
  /** The server's CPU per answer over the measured run, in µs (NaN without `cpuMs`). */
  cpuUsPerAnswer: number;
}

export interface LoadSpec {
  url: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  headers: Record<string, string>;
  /** The status every answer should have (autocannon's own count takes only 2xx as success). */
  expectedStatus: number;
  cpuMs?: () => number;
}

function run(spec: LoadSpec, durationSeconds: number) {
  return autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: durationSeconds,
    headers: spec.headers,
  });
}

/** Answers with the expected status and with any other, from autocannon's count per status. */
export function countAnswers(
  statusCodeStats: Readonly<Record<string, { count?: number }>> | undefined,
  expectedStatus: number,
): { expected: number; other: number } {
  let expected = 0;
  let other = 0;
  for (const [status, { count = 0 }] of Object.entries(statusCodeStats ?? {})) {
    if (Number(status) === expectedStatus) expected += count;
    else other += count;
  }
  return { expected, other };
}

export async function measureLoad(spec: LoadSpec): Promise<LoadResult> {
  if (spec.warmupSeconds > 0) await run(spec, spec.warmupSeconds);
  const cpuBefore = spec.cpuMs?.();
  const result = await run(spec, spec.durationSeconds);
  const cpuUsed = cpuBefore === undefined ? Number.NaN : (spec.cpuMs?.() ?? Number.NaN) - cpuBefore;
  const answers = countAnswers(result.statusCodeStats, spec.expectedStatus);
  const answered = answers.expected + answers.other;
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    // autocannon counts a timeout among the errors too.
    failures: answers.other + result.errors,
    expectedAnswers: answers.expected,
    cpuUsPerAnswer: answered > 0 ? (cpuUsed * 1000) / answered : Number.NaN,
  };
}

// One measured load run: autocannon at a fixed number of connections, after an unmeasured warm-up.
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { median } from './stats';

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

interface Slice {
  requestsPerSecond: number;
  p99Ms: number;
  failures: number;
  expectedAnswers: number;
  answered: number;
  cpuMs: number;
}

async function measureSlice(spec: LoadSpec, seconds: number): Promise<Slice> {
  const cpuBefore = spec.cpuMs?.();
  const result = await run(spec, seconds);
  const cpuMs = cpuBefore === undefined ? Number.NaN : (spec.cpuMs?.() ?? Number.NaN) - cpuBefore;
  const answers = countAnswers(result.statusCodeStats, spec.expectedStatus);
  return {
    // Over the slice's own seconds: autocannon's per-second average misses a slice's last part-second.
    requestsPerSecond: result.duration > 0 ? result.requests.total / result.duration : 0,
    p99Ms: result.latency.p99,
    // autocannon counts a timeout among the errors too.
    failures: answers.other + result.errors,
    expectedAnswers: answers.expected,
    answered: answers.expected + answers.other,
    cpuMs,
  };
}

export function combineSlices(slices: readonly Slice[]): LoadResult {
  const sum = (pick: (slice: Slice) => number) => slices.reduce((total, slice) => total + pick(slice), 0);
  const answered = sum((slice) => slice.answered);
  return {
    requestsPerSecond: sum((slice) => slice.requestsPerSecond) / slices.length,
    p99Ms: median(slices.map((slice) => slice.p99Ms)),
    failures: sum((slice) => slice.failures),
    expectedAnswers: sum((slice) => slice.expectedAnswers),
    cpuUsPerAnswer: answered > 0 ? (sum((slice) => slice.cpuMs) * 1000) / answered : Number.NaN,
  };
}

export async function measureLoad(spec: LoadSpec): Promise<LoadResult> {
  const [result] = await measureInterleaved([spec], 1);
  return result as LoadResult;
}

export const SLICE_SECONDS = 1;

export function sliceCount(durationSeconds: number): number {
  return Math.max(1, Math.round(durationSeconds / SLICE_SECONDS));
}

// Lets the answers still in flight finish before the other side's slice starts.
const SLICE_GAP_MS = 150;

// Turns in the order A B, B A, …: a change in the machine's pace falls on every side alike.
export async function measureInterleaved(specs: readonly LoadSpec[], slices: number): Promise<LoadResult[]> {
  for (const spec of specs) if (spec.warmupSeconds > 0) await run(spec, spec.warmupSeconds);
  const taken: Slice[][] = specs.map(() => []);
  const forward = specs.map((_, index) => index);
  const backward = [...forward].reverse();
  for (let turn = 0; turn < slices; turn += 1) {
    for (const index of turn % 2 === 0 ? forward : backward) {
      const spec = specs[index] as LoadSpec;
      if (turn > 0 || index !== forward[0]) await sleep(SLICE_GAP_MS);
      taken[index]?.push(await measureSlice(spec, spec.durationSeconds / slices));
    }
  }
  return taken.map(combineSlices);
}

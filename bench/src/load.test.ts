import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { combineSlices, countAnswers, type LoadSpec, measureInterleaved, measureLoad } from './load';

describe('countAnswers', () => {
  it("counts the route's own status as success, 304 included", () => {
    expect(countAnswers({ '304': { count: 900 }, '200': { count: 3 } }, 304)).toEqual({
      expected: 900,
      other: 3,
    });
    expect(countAnswers({ '200': { count: 50 }, '401': { count: 2 }, '500': { count: 1 } }, 200)).toEqual({
      expected: 50,
      other: 3,
    });
  });

  it('finds no expected answers in an empty run', () => {
    expect(countAnswers(undefined, 200)).toEqual({ expected: 0, other: 0 });
    expect(countAnswers({}, 304)).toEqual({ expected: 0, other: 0 });
  });
});

async function listening(handler: RequestListener): Promise<{ url: string; close(): Promise<unknown> }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

const oneSecondOf = (url: string): LoadSpec => ({
  url,
  connections: 1,
  durationSeconds: 1,
  warmupSeconds: 0,
  headers: {},
  expectedStatus: 200,
});

describe('measureLoad', () => {
  it("divides the server's CPU over the measured run by the answers in it, warm-up left out", async () => {
    let answered = 0;
    const server = await listening((_req, res) => {
      answered += 1;
      res.end('ok');
    });
    const readings: number[] = [];
    const cpuMs = () => {
      readings.push(answered);
      return answered;
    };
    try {
      const result = await measureLoad({
        ...oneSecondOf(server.url),
        connections: 2,
        warmupSeconds: 1,
        cpuMs,
      });
      expect(readings).toHaveLength(2);
      expect(readings[0]).toBeGreaterThan(0); // read after the warm-up's answers
      expect(result.expectedAnswers).toBeGreaterThan(0);
      // Up to one answer per connection may go uncounted at the end of the warm-up and of the run.
      const counted = result.expectedAnswers;
      expect(result.cpuUsPerAnswer).toBeGreaterThanOrEqual(1000);
      expect(result.cpuUsPerAnswer).toBeLessThanOrEqual((1000 * (counted + 2 * 2)) / counted);
    } finally {
      await server.close();
    }
  });

  it('has no CPU figure without a reading', async () => {
    const server = await listening((_req, res) => res.end('ok'));
    try {
      const result = await measureLoad(oneSecondOf(server.url));
      expect(result.cpuUsPerAnswer).toBeNaN();
    } finally {
      await server.close();
    }
  });
});

describe('combineSlices', () => {
  it('averages req/s, takes the median p99 and divides all the CPU by all the answers', () => {
    const slice = (requestsPerSecond: number, p99Ms: number, answered: number, cpuMs: number) => ({
      requestsPerSecond,
      p99Ms,
      failures: 0,
      expectedAnswers: answered,
      answered,
      cpuMs,
    });
    expect(combineSlices([slice(100, 3, 100, 50), slice(300, 9, 300, 50), slice(200, 4, 200, 200)])).toEqual({
      requestsPerSecond: 200,
      p99Ms: 4,
      failures: 0,
      expectedAnswers: 600,
      cpuUsPerAnswer: 500,
    });
  });
});

describe('measureInterleaved', () => {
  it('warms every side up first, then loads them in turns A B, B A', async () => {
    const servers = await Promise.all([
      listening((_req, res) => res.end('a')),
      listening((_req, res) => res.end('b')),
    ]);
    const readings: string[] = [];
    try {
      const results = await measureInterleaved(
        servers.map((server, index) => ({
          ...oneSecondOf(server.url),
          durationSeconds: 0.4,
          warmupSeconds: 0.2,
          cpuMs: () => {
            readings.push(index === 0 ? 'A' : 'B');
            return 0;
          },
        })),
        2,
      );
      expect(readings.join('')).toBe('AABBBBAA');
      for (const result of results) {
        expect(result.expectedAnswers).toBeGreaterThan(0);
        expect(result.failures).toBe(0);
        expect(result.cpuUsPerAnswer).toBe(0);
      }
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  }, 20_000);
});

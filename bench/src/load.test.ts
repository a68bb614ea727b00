import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { countAnswers, type LoadSpec, measureLoad } from './load';

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

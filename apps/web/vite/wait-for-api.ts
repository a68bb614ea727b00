import type { IncomingMessage, ServerResponse } from 'node:http';
import { connect } from 'node:net';

export interface WaitForApiOptions {
  target: string;
  waitMs: number;
  pollMs: number;
  log(line: string): void;
}

function listening(host: string, port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

// While the API does not listen (first start, tsx restarts), requests wait, and the console gets one line
// per outage instead of an ECONNREFUSED stack per request.
export function waitForApi(options: WaitForApiOptions) {
  const { hostname, port } = new URL(options.target);
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  let down = false;
  let gaveUp = false;

  return async (req: IncomingMessage, res: ServerResponse | undefined): Promise<string | undefined> => {
    const deadline = Date.now() + options.waitMs;
    for (;;) {
      if (await listening(host, Number(port))) {
        if (down) options.log(`the API answers on ${options.target}`);
        down = false;
        gaveUp = false;
        return undefined;
      }
      if (!down) options.log(`waiting for the API on ${options.target} …`);
      down = true;
      if (Date.now() >= deadline) break;
      await new Promise((resolve) => setTimeout(resolve, options.pollMs));
    }
    if (!gaveUp) {
      options.log(
        `the API on ${options.target} did not answer within ${options.waitMs / 1000} s: answering 503`,
      );
    }
    gaveUp = true;
    if (!res) return undefined;
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`The API on ${options.target} is not answering yet.\n`);
    // Vite's proxy stops at a string once the answer is sent.
    return req.url;
  };
}

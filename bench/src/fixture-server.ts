// The outside sources the portal reads (its calendar feed and voting sheet), served by the bench on a port
// the system picks, as a calendar host or a published sheet would serve them.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FixtureFile {
  contentType: string;
  body: string;
}

export interface FixtureServer {
  url(path: string): string;
  close(): Promise<void>;
}

export async function startFixtureServer(
  files: Readonly<Record<string, FixtureFile>>,
): Promise<FixtureServer> {
  const server = createServer((req, res) => {
    const file = req.method === 'GET' ? files[req.url ?? ''] : undefined;
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': file.contentType, 'content-length': Buffer.byteLength(file.body) });
    res.end(file.body);
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolveListen);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
}

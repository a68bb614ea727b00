// The portal as its own process for the benches that measure it from outside: started from the sources as
// production runs (NODE_ENV=production), ready when its log says so, stopped with SIGTERM.
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');

export function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      if (/"msg":"ready"/.test(buffered)) {
        buffered = '';
        // Keep draining the request log so the server never meets a full pipe.
        child.stdout?.off('data', onData);
        child.stdout?.on('data', () => {});
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before it was ready`)));
  });
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

// A separate process for the lock tests: `tsx lock-contender.ts <dataDir>`. Prints `ready`, takes the
// lock when it reads `go` on stdin, prints `won <pid>` or `locked <message>`, and holds what it won
// until stdin ends. `exit` on stdin instead ends the process without releasing (the exit hook must).
import { createInterface } from 'node:readline';
import { DataDirLockedError, lockDataDir } from '../lock';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: lock-contender.ts <dataDir>');

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  if (line === 'exit') process.exit(0);
  if (line !== 'go') return;
  lockDataDir(dataDir).then(
    () => process.stdout.write(`won ${process.pid}\n`),
    (error: unknown) => {
      if (!(error instanceof DataDirLockedError)) throw error;
      process.stdout.write(`locked ${error.message}\n`);
    },
  );
});
lines.on('close', () => process.exit(0));
process.stdout.write('ready\n');

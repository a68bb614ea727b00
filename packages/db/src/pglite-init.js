// initdb in a child process (client.ts's initializeDataDir); plain JavaScript, to run beside the bundle too.
import { PGlite } from '@electric-sql/pglite';

const { dataDir, options } = JSON.parse(process.argv[2] ?? '{}');
const client = await PGlite.create(dataDir, options);
await client.close();

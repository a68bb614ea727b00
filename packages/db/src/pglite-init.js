// `node pglite-init.js <json>`: creates a new PGlite data folder (initdb) and exits; see initializeDataDir
// in client.ts. Plain JavaScript, so that it runs the same beside the TypeScript sources and the bundle.
import { PGlite } from '@electric-sql/pglite';

const { dataDir, options } = JSON.parse(process.argv[2] ?? '{}');
const client = await PGlite.create(dataDir, options);
await client.close();

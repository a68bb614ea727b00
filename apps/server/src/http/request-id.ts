import { randomUUID } from 'node:crypto';

// A proxy's id is kept so one request can be followed across both logs; anything odd is replaced, since
// it is echoed in a header and written to the log.
const SANE_ID = /^[\w.:-]{1,128}$/;

export function pickRequestId(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
}

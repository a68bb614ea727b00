// Sends a procedure's file answer (meta.rest.raw) as a download instead of JSON.
import { rawFileSchema } from '../raw-file';
import type { RestReply } from './reply';

/** The HTTP answer for a raw file: the body as UTF-8 with the given media type, as an attachment. */
export function rawFileReply(status: number, output: unknown, contentType: string): RestReply {
  // Parsed again here: the route table only knows the procedure promised a file through its meta.
  const file = rawFileSchema.parse(output);
  return {
    status,
    headers: {
      'content-type': contentType,
      'content-disposition': `attachment; filename="${file.filename}"`,
      // Member data behind a session: never kept by a shared cache.
      'cache-control': 'no-store',
    },
    setCookies: [],
    body: file.body,
  };
}

// A procedure's answer that REST sends as a downloadable file (meta.rest.raw) instead of JSON.
import { z } from 'zod';
import type { RestReply } from './reply';

/**
 * File names go into a Content-Disposition header as they are: kept to a portable ASCII set so that no
 * quoting, encoding or header injection question arises.
 */
const SAFE_FILENAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

export const rawFileSchema = z.object({
  filename: z.string().regex(SAFE_FILENAME),
  body: z.string(),
});
export type RawFile = z.infer<typeof rawFileSchema>;

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

// A procedure's answer that is a file to download (meta.rest.raw): the REST door sends `body` as the file.
import { z } from 'zod';

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

import { z } from 'zod';

// A portable ASCII set, so no quoting, encoding or header injection question arises in Content-Disposition.
const SAFE_FILENAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

export const rawFileSchema = z.object({
  filename: z.string().regex(SAFE_FILENAME),
  body: z.string(),
});
export type RawFile = z.infer<typeof rawFileSchema>;

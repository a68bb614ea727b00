import { rawFileSchema } from '../raw-file';
import type { RestReply } from './reply';

export function rawFileReply(status: number, output: unknown, contentType: string): RestReply {
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

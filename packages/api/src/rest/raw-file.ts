import { rawFileSchema } from '../raw-file';
import { type RestReply, restReply } from './reply';

export function rawFileReply(status: number, output: unknown, contentType: string): RestReply {
  const file = rawFileSchema.parse(output);
  return restReply(
    status,
    {
      'content-type': contentType,
      'content-disposition': `attachment; filename="${file.filename}"`,
      // Member data behind a session: never kept by a shared cache.
      'cache-control': 'no-store',
    },
    file.body,
  );
}

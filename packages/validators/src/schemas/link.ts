import { z } from 'zod';
import { LIMITS, LINK_CATEGORIES, MAX_ID } from '../constants';
import { MSG } from '../messages';
import { HTTP_URL_START, isHttpUrl } from '../url';
import { optionalDescription, textField } from './fields';

export { HTTP_URL_START, isHttpUrl };

export const linkSchema = z.object({
  title: textField(MSG.linkTitleMin)
    .trim()
    .min(LIMITS.linkTitleMin, MSG.linkTitleMin)
    .max(LIMITS.titleMax, MSG.titleTooLong),
  // `.url()` (format: uri) parses it as isHttpUrl does; HTTP_URL_START (pattern) keeps it to http and https.
  url: textField(MSG.linkUrl)
    .trim()
    .max(LIMITS.urlMax, MSG.urlTooLong)
    .regex(HTTP_URL_START, { message: MSG.linkUrl, abort: true })
    .url({ protocol: /^https?$/, hostname: /^.+$/, message: MSG.linkUrl })
    .describe('Alamat web: http:// atau https:// sahaja (javascript:, data: dan skema lain ditolak)'),
  description: optionalDescription,
  category: z.enum(LINK_CATEGORIES, MSG.linkCategory),
});
export type LinkInput = z.infer<typeof linkSchema>;

/** The last link id already read; from a URL decimal digits only, not '1e3', '-1' or ' 5'. */
export const linkCursorField = z
  .union(
    [
      z.int(MSG.pageCursorInvalid).min(1, MSG.pageCursorInvalid).max(MAX_ID, MSG.pageCursorInvalid),
      z.string(MSG.pageCursorInvalid).regex(/^[0-9]{1,10}$/, MSG.pageCursorInvalid),
    ],
    MSG.pageCursorInvalid,
  )
  .transform(Number)
  .pipe(z.int().min(1, MSG.pageCursorInvalid).max(MAX_ID, MSG.pageCursorInvalid));

/** `before` is REST's (the Link header names it), `cursor` a tRPC infinite query's; neither: page 1. */
export const linksListQuerySchema = z.object({
  before: linkCursorField.optional(),
  cursor: linkCursorField.nullish(),
});

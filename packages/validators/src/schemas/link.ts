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

/**
 * Where the next page of the links list starts: the id of the last link already read. From a URL it arrives
 * as a string, so decimal digits are accepted too, and nothing else ('1e3', '-1', ' 5'), with one Malay
 * message for every refusal.
 */
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

/**
 * The links list's query: none of the two, the first page; `before` (REST, `GET /api/links?before=<id>`,
 * what the Link header names) or `cursor` (what a tRPC infinite query sends; null for the first page):
 * the links after that one.
 */
export const linksListQuerySchema = z.object({
  before: linkCursorField.optional(),
  cursor: linkCursorField.nullish(),
});

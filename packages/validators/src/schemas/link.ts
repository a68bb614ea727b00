import { z } from 'zod';
import { LIMITS, LINK_CATEGORIES } from '../constants';
import { MSG } from '../messages';
import { optionalDescription, textField } from './fields';

/** Only web addresses: javascript:, data: and every other scheme are refused. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const linkSchema = z.object({
  title: textField(MSG.linkTitleMin)
    .trim()
    .min(LIMITS.linkTitleMin, MSG.linkTitleMin)
    .max(LIMITS.titleMax, MSG.titleTooLong),
  url: textField(MSG.linkUrl).trim().max(LIMITS.urlMax, MSG.urlTooLong).refine(isHttpUrl, MSG.linkUrl),
  description: optionalDescription,
  category: z.enum(LINK_CATEGORIES, MSG.linkCategory),
});
export type LinkInput = z.infer<typeof linkSchema>;

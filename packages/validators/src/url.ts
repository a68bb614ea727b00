// Apart from the link schema so that a link card, which only checks an address, does not load zod.

/** Also the OpenAPI document's `pattern`, so `javascript:` and every other scheme are visibly refused. */
export const HTTP_URL_START = /^[Hh][Tt][Tt][Pp][Ss]?:\/\//;

export function isHttpUrl(value: string): boolean {
  if (!HTTP_URL_START.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

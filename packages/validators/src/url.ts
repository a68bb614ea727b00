// Apart from the link schema so that code which only checks an address (a link card) does not load zod.

/**
 * How a web address starts: `http://` or `https://`, in any case. The link form enforces it and the OpenAPI
 * document shows it (as `pattern`), so `javascript:`, `data:` and every other scheme are visibly refused.
 */
export const HTTP_URL_START = /^[Hh][Tt][Tt][Pp][Ss]?:\/\//;

/** Only web addresses: javascript:, data: and every other scheme are refused. */
export function isHttpUrl(value: string): boolean {
  if (!HTTP_URL_START.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
